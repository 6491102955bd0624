/// A window's view hierarchy with everything its files declare, ready to hit-test.
///
/// Views are stored flat, in pre-order: the root at index 0, every parent before its children.
/// Geometry is resolved once at construction; taps may later change counters and the toggleable
/// flags (`hidden`, `userInteractionEnabled`, `allowsHitTesting`) but never geometry.
///
/// Equality is compiler-derived over every stored property, so a field added later takes part
/// without anyone listing it: equal scenes draw, hit-test and audit alike. It is cheap for a
/// scene compared with a copy of itself (arrays sharing storage compare in constant time); two
/// scenes built separately from the same declarations compare equal, view by view (the `index`
/// is derived from views and geometry, see `HitIndex`).
public struct Scene: Sendable, Equatable {
  public var title: String
  /// The window's content size, in points.
  public var canvas: Size
  /// Not a view: never hit.
  public var background: Color
  /// Counter names in the order the file declares them.
  public var counterNames: [String]
  public var counters: [String: Int64]
  public private(set) var views: [ViewNode]
  public let geometry: [ViewGeometry]
  /// Per view, how `hit(v, p)` treats it; `set(_:of:to:)` keeps the flags' gate current.
  public private(set) var rules: [HitRule]
  /// Per view, its maps between window points and its bounds space.
  public let windowTransforms: [WindowTransform]
  /// Window-space bounds for skipping subtrees; geometry only, so toggles never stale it.
  public let index: HitIndex
  public var probes: [Probe]
  public let indexByID: [String: ViewIndex]
  /// Where each view's object starts in the file it was read from, by view index; empty for a
  /// scene built in code. See `position(of:)`.
  public let viewPositions: [SourcePosition]
  /// The model constants of the gesture simulation.
  public var gestureTiming: GestureTiming
  /// What the screen runs on: the audit's target sizes and wording.
  public var platform: Platform
  /// Where each recognizer id is attached.
  public let recognizerByID: [String: RecognizerAddress]

  /// Builds a scene. Views must be in pre-order with consistent `parent` and `children`, and ids
  /// must be unique: the scene format's validation guarantees it, so a violation here is a bug
  /// of the caller and traps.
  public init(
    title: String, canvas: Size, background: Color = .white,
    counters: [(String, Int64)] = [], views: [ViewNode], probes: [Probe] = [],
    viewPositions: [SourcePosition] = [],
    gestureTiming: GestureTiming = GestureTiming(), platform: Platform? = nil
  ) {
    precondition(
      !views.isEmpty, "A scene needs a root view at index 0; build one before Scene.init.")
    precondition(
      viewPositions.isEmpty || viewPositions.count == views.count,
      "viewPositions has \(viewPositions.count) entries for \(views.count) views; give one per view or none."
    )
    self.viewPositions = viewPositions
    self.title = title
    self.canvas = canvas
    self.background = background
    self.counterNames = counters.map(\.0)
    self.counters = Dictionary(counters, uniquingKeysWith: { _, last in last })
    self.views = views
    self.probes = probes
    self.gestureTiming = gestureTiming
    self.platform = platform ?? Platform.implied(byRoot: views[0].semantics)
    var recognizers: [String: RecognizerAddress] = [:]
    var index: [String: ViewIndex] = [:]
    index.reserveCapacity(views.count)
    var geometry: [ViewGeometry] = []
    geometry.reserveCapacity(views.count)
    var paths = ShapePathCache()
    for (i, view) in views.enumerated() {
      precondition(
        index.updateValue(i, forKey: view.id) == nil,
        "Duplicate view id \"\(view.id)\"; validate scenes before building them.")
      let parentIsYUp: Bool
      if let parent = view.parent {
        precondition(
          parent < i, "View \"\(view.id)\" precedes its parent; store views in pre-order.")
        parentIsYUp = views[parent].isYUp
      } else {
        precondition(i == 0, "Only the root (index 0) may lack a parent; \"\(view.id)\" has none.")
        parentIsYUp = false
      }
      geometry.append(ViewGeometry(view: view, parentIsYUp: parentIsYUp, paths: &paths))
      for (g, recognizer) in view.gestures.enumerated() {
        precondition(
          recognizers.updateValue(RecognizerAddress(view: i, index: g), forKey: recognizer.id)
            == nil,
          "Recognizer id \"\(recognizer.id)\" is used twice; validate scenes before building them.")
      }
    }
    for id in recognizers.keys {
      precondition(
        index[id] == nil,
        "Recognizer id \"\(id)\" is also a view's; validate scenes before building them.")
    }
    self.recognizerByID = recognizers
    let rules = views.map(HitRule.init(view:))
    let transforms = WindowTransform.all(views: views, geometry: geometry)
    self.index = HitIndex(views: views, geometry: geometry, rules: rules, transforms: transforms)
    self.geometry = geometry
    self.rules = rules
    self.windowTransforms = transforms
    self.indexByID = index
  }

  public static let root: ViewIndex = 0

  /// Where view `v`'s object starts in the scene's file; nil for a scene built in code.
  public func position(of v: ViewIndex) -> SourcePosition? {
    viewPositions.isEmpty ? nil : viewPositions[v]
  }

  /// The recognizer at `address`.
  public func recognizer(at address: RecognizerAddress) -> GestureRecognizer {
    views[address.view].gestures[address.index]
  }

  /// Whether the window point `p` lies on the canvas: `[0, width) x [0, height)`, as pixel
  /// centres do. Points off it are still hit-tested by the rules (a SwiftUI child may stick out).
  public func canvasContains(_ p: Point) -> Bool {
    p.x >= 0 && p.x < canvas.width && p.y >= 0 && p.y < canvas.height
  }

  public var root: ViewNode { views[0] }

  /// The semantics of the root, which names the application at the end of every chain.
  public var rootSemantics: Semantics { views[0].semantics }

  /// Sets a toggleable flag of a view (what `toggle` actions change).
  // Out of line so the optimizer cannot hoist the views array's uniqueness check into callers
  // such as the delivery simulator's action loop, where the array is still shared with the
  // loaded scene: every fired action, even a counter or a log line, would copy all the views.
  @inline(never)
  public mutating func set(_ property: ToggleableProperty, of view: ViewIndex, to value: Bool) {
    switch property {
    case .hidden: views[view].isHidden = value
    case .userInteractionEnabled: views[view].userInteractionEnabled = value
    case .allowsHitTesting: views[view].allowsHitTesting = value
    }
    rules[view].gate = HitRule.gate(of: views[view])
  }

  /// The current value of a toggleable flag.
  public func value(of property: ToggleableProperty, of view: ViewIndex) -> Bool {
    switch property {
    case .hidden: views[view].isHidden
    case .userInteractionEnabled: views[view].userInteractionEnabled
    case .allowsHitTesting: views[view].allowsHitTesting
    }
  }

  /// The map from window points to `view`'s bounds space, or nil when a transform on the way
  /// is singular.
  public func windowToView(_ view: ViewIndex) -> AffineTransform? {
    windowTransforms[view].fromWindow
  }

  /// The map from `view`'s bounds space to window points (for drawing and overlays).
  public func viewToWindow(_ view: ViewIndex) -> AffineTransform {
    windowTransforms[view].toWindow
  }
}
