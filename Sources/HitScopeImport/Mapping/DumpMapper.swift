import HitScopeEngine
import HitScopeFormat

/// Maps the views and controllers read from a dump to scene views (see docs/dumps.md).
struct DumpMapper {
  /// The scene format's largest canvas side, in points.
  static let maximumCanvasSide = 16384.0
  /// The outline every imported view is drawn with (a dump has no shapes).
  static let outline = Color(r: 0x8E, g: 0x8E, b: 0x93)
  /// The views that draw a bar's material (navigation, tab and tool bars, and a visual effect
  /// view's blur), which no dump prints as a colour.
  static let barBackgrounds: Set<String> = [
    "_UIBarBackground", "_UINavigationBarBackground", "UIVisualEffectView",
  ]
  /// The light bar material, as an opaque colour.
  static let barMaterial = Color(r: 0xF9, g: 0xF9, b: 0xF9)

  let sources: [DumpSource]
  let limits: DumpReader.Limits
  var warnings: WarningList

  /// What a printed class name says, worked out once per class (a dump repeats a few classes
  /// thousands of times).
  private struct ClassFacts {
    var display: String
    var idBase: String
    var isApple: Bool
    var isHostingView: Bool
  }
  private var classFacts: [String: ClassFacts] = [:]

  private mutating func facts(_ printed: String) -> ClassFacts {
    if let known = classFacts[printed] { return known }
    let display = SwiftName.demangled(printed)
    let facts = ClassFacts(
      display: display, idBase: ViewIDs.classPart(display),
      isApple: FrameworkClass.isApple(display),
      isHostingView: FrameworkClass.isHostingView(display))
    classFacts[printed] = facts
    return facts
  }

  init(sources: [DumpSource], limits: DumpReader.Limits, warnings: WarningList) {
    self.sources = sources
    self.limits = limits
    self.warnings = warnings
  }

  /// The scene, or an error when no view is left or the tree is too deep for the scene format.
  mutating func map(_ parse: DumpParse, title: String) throws(SceneLoadError) -> ImportedScene {
    guard let first = parse.views.first else {
      let location = parse.controllers.first?.location ?? DumpLocation(source: 0, line: 1)
      throw sources.error(
        at: location,
        "the paste has a controller hierarchy but no views (add the view dump:"
          + " po [[UIWindow keyWindow] recursiveDescription])")
    }
    let kept = keptViews(parse.views)
    guard !kept.isEmpty else {
      throw sources.error(
        at: first.location,
        "every view of the dump is left out: none prints a frame (expected entries such as"
          + " <UIView: 0x...; frame = (0 0; 375 812); ...>)")
    }
    let semantics: Semantics = first.format == .subtreeDescription ? .appkit : .uikit
    let tops = kept.filter { $0.depth == 0 }
    let synthetic = tops.count > 1
    if synthetic {
      for top in tops { warnings.add(.windowLevels, at: top.location) }
    }
    if synthetic, let deepest = kept.first(where: { $0.depth + 2 > limits.maximumDepth }) {
      throw sources.error(
        at: deepest.location,
        "views are nested more than \(limits.maximumDepth) deep once the windows share the"
          + " root \"screen\" (the scene format's limit)")
    }
    // The canvas: the root's printed box, or the union of the windows' boxes.
    var union = tops[0].frame!
    for top in tops.dropFirst() { union = union.union(top.frame!) }
    let canvas = fittedCanvas(union.size, at: tops[0].location)
    let offset = union.origin

    var ids = ViewIDs()
    var views: [ViewNode] = []
    var notes: [ImportedScene.ViewNote] = []
    views.reserveCapacity(kept.count + 1)
    notes.reserveCapacity(kept.count + 1)
    if synthetic {
      ids.reserve("screen")
      var root = ViewNode(
        id: "screen", type: semantics == .appkit ? "NSView" : "UIView",
        frame: Rect(origin: .zero, size: canvas), semantics: semantics)
      root.hitTestOverride = .passthrough
      views.append(root)
      notes.append(ImportedScene.ViewNote(address: nil, location: nil, isCustom: false))
    }
    // Parents by depth while walking in pre-order.
    var stack: [(depth: Int, index: ViewIndex)] = []
    // Views printed with `gestureRecognizers = <NSArray ...>`: unknown kinds unless the paste
    // prints their recognizers.
    var withRecognizers: [(ViewIndex, DumpLocation)] = []
    for (k, dumped) in kept.enumerated() {
      while let last = stack.last, last.depth >= dumped.depth { stack.removeLast() }
      let parent = stack.last?.index ?? (synthetic ? 0 : nil)
      let index = views.count
      let buttonTitle = dumped.text == nil ? Self.titleOfButton(kept, at: k) : nil
      let node = node(
        for: dumped, index: index, parent: parent, semantics: semantics,
        offset: dumped.depth == 0 ? offset : .zero, ids: &ids, buttonTitle: buttonTitle)
      views.append(node)
      if let parent { views[parent].children.append(index) }
      let custom = !facts(dumped.className).isApple
      if custom { warnings.add(.customClasses, at: dumped.location, node.type) }
      notes.append(
        ImportedScene.ViewNote(address: dumped.address, location: dumped.location, isCustom: custom)
      )
      stack.append((dumped.depth, index))
      if dumped.hasGestureRecognizers { withRecognizers.append((index, dumped.location)) }
    }
    let joined = attachRecognizers(parse.recognizers, to: &views, notes: notes, ids: &ids)
    for (index, location) in withRecognizers where !joined.contains(index) {
      warnings.add(.gestureRecognizers, at: location)
    }
    if semantics == .appkit { Self.placeWindowTitles(in: &views) }
    Self.dropRepeatedText(in: &views)
    if !parse.overrides.isEmpty { markOverrides(parse.overrides, in: &views) }
    if semantics == .appkit { makeCellTextFieldsLabels(&views, notes: notes) }
    attachControllers(parse.controllers, to: &views, notes: notes, ids: &ids)
    return ImportedScene(
      title: title, canvas: canvas, semantics: semantics, views: views, notes: notes,
      warnings: warnings.warnings(sources: sources), formats: parse.formats,
      sourceNames: sources.map(\.name))
  }

  /// The views with a usable frame, without the subtrees of those without one.
  private mutating func keptViews(_ all: [DumpedView]) -> [DumpedView] {
    var kept: [DumpedView] = []
    kept.reserveCapacity(all.count)
    var leftOutDepth: Int? = nil
    for view in all {
      if let d = leftOutDepth {
        if view.depth > d { continue }
        leftOutDepth = nil
      }
      guard !view.className.isEmpty, let frame = view.frame else {
        warnings.add(.noFrame, at: view.location)
        leftOutDepth = view.depth
        continue
      }
      guard Self.isFinite(frame), view.transform.map({ $0.allSatisfy(\.isFinite) }) ?? true,
        view.transform3D.map({ $0.allSatisfy(\.isFinite) }) ?? true
      else {
        warnings.add(.nanFrame, at: view.location)
        leftOutDepth = view.depth
        continue
      }
      kept.append(view)
    }
    return kept
  }

  private static func isFinite(_ r: Rect) -> Bool {
    r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
  }

  /// Each side at least 1 point and at most the format's 16384.
  private mutating func fittedCanvas(_ size: Size, at location: DumpLocation) -> Size {
    func fit(_ side: Double) -> Double { min(Self.maximumCanvasSide, max(1, side)) }
    let fitted = Size(width: fit(size.width), height: fit(size.height))
    let printed = "\(size.width.shortDescription) x \(size.height.shortDescription)"
    let made = "\(fitted.width.shortDescription) x \(fitted.height.shortDescription)"
    if size.width < 1 || size.height < 1 {
      warnings.add(
        .smallCanvas, at: location,
        sentence:
          "the root's frame is \(printed) points, less than 1 on a side; the canvas is \(made)")
    }
    if size.width > Self.maximumCanvasSide || size.height > Self.maximumCanvasSide {
      warnings.add(
        .largeCanvas, at: location,
        sentence:
          "the dump spans \(printed) points, more than the scene format's 16384 a side; the"
          + " canvas is \(made) from its top-left")
    }
    return fitted
  }

  /// The text of the first label among a button's direct subviews, for the button's id.
  private static func titleOfButton(_ kept: [DumpedView], at k: Int) -> String? {
    let button = kept[k]
    let base = button.baseClass ?? button.className
    guard base == "UIButton" || base == "NSButton" else { return nil }
    var i = k + 1
    while i < kept.count, kept[i].depth > button.depth {
      if kept[i].depth == button.depth + 1, let text = kept[i].text, !text.isEmpty { return text }
      i += 1
    }
    return nil
  }

  private mutating func node(
    for dumped: DumpedView, index: ViewIndex, parent: ViewIndex?, semantics: Semantics,
    offset: Point, ids: inout ViewIDs, buttonTitle: String?
  ) -> ViewNode {
    let facts = facts(dumped.className)
    let type = facts.display
    var printed = Self.standardised(dumped.frame!)
    printed.origin = Point(printed.origin.x - offset.x, printed.origin.y - offset.y)
    let label = (dumped.text?.isEmpty == false ? dumped.text : nil) ?? dumped.placeholder
    let id = ids.view(base: facts.idBase, text: label ?? buttonTitle)
    // UITableViewWrapperView is a scroll view from iOS 8 on, where its entry prints a
    // contentOffset; it delays content touches but never scrolls itself.
    let wrapperScrolls =
      dumped.baseClass == nil && type == "UITableViewWrapperView" && dumped.contentOffset != nil
    var node = ViewNode(
      id: id, type: type, baseClass: wrapperScrolls ? "UIScrollView" : dumped.baseClass,
      frame: printed, semantics: semantics, parent: parent)
    if wrapperScrolls { node.scroll.scrollEnabled = false }
    node.isHidden = dumped.hidden
    // A clip view clips by its class; a UIKit dump prints clipsToBounds only when YES.
    if dumped.clipsToBounds { node.clipsToBounds = true }
    node.stroke = Self.outline
    if let label, !label.isEmpty {
      node.label = LabelTemplate(segments: [.text(label)])
      node.fontSize = WireframeText.fontSize(height: printed.height, semantics: semantics)
      // The app sets a dumped view's text on one line.
      node.numberOfLines = 1
    }
    if case .color(let c) = dumped.fill { node.fill = c }
    if case .named(let name) = dumped.fill { node.fill = ColorName.named(name) }
    // A bar's material is drawn by its background view, whose entry prints no colour: without
    // one, the bar would read as empty space, and every bar button as a clear hit area.
    if node.fill == nil, Self.barBackgrounds.contains(type) { node.fill = Self.barMaterial }
    if let alpha = dumped.alpha {
      if alpha.isNaN {
        warnings.add(.alphaNaN, at: dumped.location)
        node.alpha = 1
      } else if alpha > 1 {
        warnings.add(.alphaAboveOne, at: dumped.location)
        node.alpha = 1
      } else {
        node.alpha = max(0, alpha)
      }
    }
    switch semantics {
    case .appkit:
      node.isFlipped = dumped.flipped
      if let origin = dumped.boundsOrigin, origin.x.isFinite, origin.y.isFinite {
        node.boundsOrigin = origin
      }
      if dumped.scaledOrRotated { warnings.add(.scaledOrRotated, at: dumped.location) }
      if let size = dumped.boundsSize, size != dumped.frame!.size {
        warnings.add(.boundsSize, at: dumped.location)
      }
    case .uikit, .swiftui:
      // The dump prints userInteractionEnabled whenever it is NO: a view without it is
      // interactive, whatever its class.
      node.userInteractionEnabled = !dumped.interactionDisabled
      if let offset = dumped.contentOffset, offset.x.isFinite, offset.y.isFinite {
        node.boundsOrigin = offset
      }
      applyTransform(dumped, printed: printed, to: &node)
    }
    // A table or collection view selects the cell a tap lands on (`allowsSelection` is true
    // unless set, and a dump does not print it); what the delegate then does is not printed.
    if semantics == .uikit, node.plays(.cell) {
      node.onSelect = [.log("select \(id)")]
      node.handlesTouches = node.handlesTouchesByDefault
    }
    node.shape = Self.outlineShape(node)
    if dumped.hasAnimations { warnings.add(.animations, at: dumped.location) }
    if facts.isHostingView { warnings.add(.hostingViews, at: dumped.location) }
    return node
  }

  /// The bounds inset by half the outline's width, so the outline is drawn inside the view
  /// (a stroke centred on the bounds would paint outside them, where clicks go elsewhere, and
  /// the audit would count that as lost); nil for views too small to inset.
  static func outlineShape(_ node: ViewNode) -> Shape? {
    let inset = node.lineWidth / 2
    let b = node.bounds
    guard b.width > 2 * inset, b.height > 2 * inset else { return nil }
    return .rectIn(
      Rect(
        x: b.minX + inset, y: b.minY + inset, width: b.width - 2 * inset,
        height: b.height - 2 * inset))
  }

  /// A frame with negative sizes turned into the same box with positive ones.
  private static func standardised(_ r: Rect) -> Rect {
    var out = r
    if out.size.width < 0 {
      out.origin.x += out.size.width
      out.size.width = -out.size.width
    }
    if out.size.height < 0 {
      out.origin.y += out.size.height
      out.size.height = -out.size.height
    }
    return out
  }

  /// `transform` (or `transform3D`'s affine part): the frame is solved from the printed box.
  private mutating func applyTransform(_ dumped: DumpedView, printed: Rect, to node: inout ViewNode)
  {
    var m: (Double, Double, Double, Double)? = nil
    if let t = dumped.transform { m = (t[0], t[1], t[2], t[3]) }
    if let t = dumped.transform3D {
      m = (t[0], t[1], t[4], t[5])
      if t[3] != 0 || t[7] != 0 || t[11] != 0 { warnings.add(.perspective, at: dumped.location) }
    }
    guard let (a, b, c, d) = m, !(a == 1 && b == 0 && c == 0 && d == 1) else { return }
    let solved = TransformSolver.solve(box: printed, a: a, b: b, c: c, d: d)
    guard Self.isFinite(solved.frame) else {
      // A nearly singular transform of a huge box overflows: keep the printed box unturned.
      warnings.add(.singularTransform, at: dumped.location)
      return
    }
    if solved.isSingular { warnings.add(.singularTransform, at: dumped.location) }
    node.frame = solved.frame
    node.transform = solved.transform
  }

  /// An `NSTextField` inside an `NSTableCellView` or `NSTableRowView` is a label (neither
  /// editable nor selectable), so a click on it selects the row; the dump does not print
  /// editability, hence one warning listing them.
  private mutating func makeCellTextFieldsLabels(
    _ views: inout [ViewNode], notes: [ImportedScene.ViewNote]
  ) {
    for v in views.indices where views[v].isKind(of: ViewClass.appkitTextFields) {
      var ancestor = views[v].parent
      while let a = ancestor, !views[a].isKind(of: Self.tableRowClasses) {
        ancestor = views[a].parent
      }
      guard ancestor != nil, let location = notes[v].location else { continue }
      views[v].isEditable = false
      views[v].isSelectable = false
      views[v].handlesTouches = views[v].handlesTouchesByDefault
      warnings.add(.cellTextFields, at: location)
    }
  }

  /// Views whose class the paste says overrides hit-testing record it (`overrides`).
  private func markOverrides(
    _ printed: [String: Set<HitTestingMethod>], in views: inout [ViewNode]
  ) {
    var byClass: [String: Set<HitTestingMethod>] = [:]
    for (name, methods) in printed {
      byClass[SwiftName.demangled(name), default: []].formUnion(methods)
    }
    for v in views.indices {
      if let methods = byClass[views[v].type] { views[v].overrides = methods }
    }
  }

  private static let tableRowClasses: Set<String> = ["NSTableCellView", "NSTableRowView"]

  /// Controllers join the view whose address their view has; names are the demangled class,
  /// made unique among all ids.
  private mutating func attachControllers(
    _ controllers: [DumpedController], to views: inout [ViewNode],
    notes: [ImportedScene.ViewNote], ids: inout ViewIDs
  ) {
    guard !controllers.isEmpty else { return }
    var byAddress: [String: ViewIndex] = [:]
    for (i, note) in notes.enumerated() {
      if let address = note.address, byAddress[address] == nil { byAddress[address] = i }
    }
    for controller in controllers {
      let display = SwiftName.demangled(controller.className)
      guard let address = controller.viewAddress, let v = byAddress[address],
        views[v].controller == nil
      else {
        warnings.add(.unmatchedControllers, at: controller.location, display)
        continue
      }
      var name = display
      if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
      name = String(
        name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) })
      views[v].controller = Controller(name: ids.unique(name.isEmpty ? "controller" : name))
    }
  }

}
