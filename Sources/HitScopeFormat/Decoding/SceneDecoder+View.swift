import HitScopeEngine

extension SceneDecoder {
  private struct PendingView {
    var value: JSONValue
    var parent: ViewIndex?
    var ordinal: Int
    /// The root is depth 1.
    var depth: Int
    var inheritedSemantics: Semantics
  }

  /// Decodes the tree under `root` into `views`, in pre-order, without recursion.
  mutating func decodeViews(root: JSONValue) {
    // Counting first refuses an oversized file after one cheap walk, instead of after decoding a
    // million views up to the limit.
    if let beyond = SceneDecoder.firstView(beyond: limits.maximumViews, under: root) {
      owner = .scene
      error(
        beyond.position, "",
        SceneDecoder.tooManyViews(limits.maximumViews))
      return
    }
    var stack = [
      PendingView(
        value: root, parent: nil, ordinal: 0, depth: 1, inheritedSemantics: sceneSemantics)
    ]
    var reportedTooMany = false
    while let pending = stack.popLast() {
      guard let object = pending.value.object else {
        owner = pending.parent.map { .view($0) } ?? .scene
        let keyPath = pending.parent == nil ? "root" : "children[\(pending.ordinal)]"
        typeMismatch(pending.value, keyPath, expected: "a view object")
        continue
      }
      if pending.depth > limits.maximumDepth {
        owner = .view(pending.parent!)
        error(
          pending.value.position, "children[\(pending.ordinal)]",
          "views are nested more than \(limits.maximumDepth) deep (the root is depth 1)")
        continue
      }
      if views.count >= limits.maximumViews {
        if !reportedTooMany {
          owner = .scene
          error(
            pending.value.position, "",
            SceneDecoder.tooManyViews(limits.maximumViews))
          reportedTooMany = true
        }
        continue
      }
      let index = views.count
      let children = decodeView(
        object, in: pending.value, index: index, parent: pending.parent,
        ordinal: pending.ordinal, inherited: pending.inheritedSemantics)
      if let parent = pending.parent { views[parent].children.append(index) }
      guard let children else { continue }
      let semantics = views[index].semantics
      var ordinal = children.count
      while ordinal > 0 {
        ordinal -= 1
        stack.append(
          PendingView(
            value: children[ordinal], parent: index, ordinal: ordinal, depth: pending.depth + 1,
            inheritedSemantics: semantics))
      }
    }
    owner = .scene
  }

  /// Decodes one view into `views[index]`; returns its children, still undecoded.
  private mutating func decodeView(
    _ object: JSONObject, in source: JSONValue, index: ViewIndex, parent: ViewIndex?,
    ordinal: Int, inherited: Semantics
  ) -> JSONArray? {
    var position: SourcePosition { source.position }
    let isRoot = parent == nil
    // The label first, so that diagnostics can name the view by its id.
    let idValue = object["id"]
    labelIDs.append(idValue?.string ?? "")
    viewOffsets.append(source.offset)
    locators.append((parent, ordinal))
    owner = .view(index)
    reportDuplicates(object, keyPath: "")

    // Even an invalid or repeated id names the view in later diagnostics.
    let id = idValue?.string ?? ""
    if let idValue {
      _ = claimID(idValue, "id", as: .view(index))
    } else {
      error(
        position, "id", "missing (expected a unique id of letters, digits, \"_\", \".\" or \"-\")")
    }
    var semantics = inherited
    if let value = object["semantics"], let s = self.semantics(value, "semantics") {
      semantics = s
    }
    var type: String? = isRoot ? semantics.defaultWindowType : nil
    if let value = object["type"], let s = string(value, "type") {
      if s.isEmpty {
        error(value.position, "type", "empty class name (expected a name such as UIButton)")
      } else {
        type = s
      }
    }
    var baseClass: String? = nil
    if let value = object["baseClass"], let s = string(value, "baseClass") {
      if s.isEmpty {
        error(
          value.position, "baseClass",
          "empty class name (expected the framework class whose defaults apply, such as UIButton)")
      } else {
        baseClass = s
      }
    }
    var node = ViewNode(
      id: id, type: type, baseClass: baseClass, frame: .zero, semantics: semantics, parent: parent)
    if isRoot { node.frame = Rect(origin: .zero, size: canvas) }

    var frameGiven = false
    var handlesTouches: Bool? = nil
    var contentShapeValue: JSONValue? = nil
    var hitOutsetMember: JSONObject.Member? = nil
    var classBoundMembers: [JSONObject.Member] = []
    var children: JSONArray? = nil
    let duplicates = object.duplicateIndices
    for (i, member) in object.members.enumerated() {
      if !duplicates.isEmpty && duplicates.contains(i) { continue }
      let key = member.key
      let value = member.value
      switch key {
      case "id", "type", "baseClass", "semantics":
        break
      case "frame":
        frameGiven = true
        if let r = rect(value, key) {
          node.frame = Rect(x: r[0], y: r[1], width: r[2], height: r[3])
        }
      case "boundsOrigin":
        if let p = numbers(value, key, count: 2, expected: "[x, y]") {
          node.boundsOrigin = Point(p[0], p[1])
        }
      case "transform":
        node.transform = transform(value, key)
      case "hidden":
        if let b = bool(value, key) { node.isHidden = b }
      case "alpha":
        if let a = number(value, key, in: 0...1, expected: "a number from 0 to 1") {
          node.alpha = a
        }
      case "userInteractionEnabled":
        guard belongs(member, semantics, to: [.uikit]) else { continue }
        if let b = bool(value, key) { node.userInteractionEnabled = b }
      case "allowsHitTesting":
        guard belongs(member, semantics, to: [.uikit, .swiftui]) else { continue }
        if let b = bool(value, key) { node.allowsHitTesting = b }
      case "clipsToBounds":
        if let b = bool(value, key) { node.clipsToBounds = b }
      case "shape":
        node.shape = shape(value, key)
      case "fill":
        node.fill = colour(value, key)
      case "stroke":
        node.stroke = colour(value, key)
      case "lineWidth":
        if let w = number(
          value, key, in: 0...Double.greatestFiniteMagnitude, expected: "a number >= 0")
        {
          node.lineWidth = w
        }
      case "label":
        node.label = label(value, key)
      case "textColor":
        if let c = colour(value, key) { node.textColor = c }
      case "fontSize":
        if let s = number(
          value, key, in: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude,
          expected: "a number > 0")
        {
          node.fontSize = s
        }
      case "textAlignment":
        node.textAlignment = textAlignment(value, key)
      case "numberOfLines":
        let expected = "a whole number from 0 to 1000"
        if let n = number(value, key, in: 0...1000, expected: expected) {
          if n == n.rounded() {
            node.numberOfLines = Int(n)
          } else {
            error(value.position, key, "\(n.shortDescription) is not whole (expected \(expected))")
          }
        }
      case "contentShape":
        contentShapeValue = value
      case "hitOutset":
        guard belongs(member, semantics, to: [.uikit, .appkit]) else { continue }
        hitOutsetMember = member
        node.hitOutset = hitOutset(value, key)
      case "hitTest":
        guard belongs(member, semantics, to: [.uikit, .appkit]) else { continue }
        node.hitTestOverride = hitTestOverride(value, key, view: index)
      case "controller":
        node.controller = controller(value, key, view: index)
      case "onTap":
        node.onTap = actions(value, key, view: index)
      case "handlesTouches":
        handlesTouches = bool(value, key)
      case "gestures":
        node.gestures = gestures(value, key, view: index, semantics: semantics)
      case "onSelect":
        classBoundMembers.append(member)
        node.onSelect = actions(value, key, view: index, list: .onSelect)
      case _ where ScrollBehavior.names.contains(key):
        classBoundMembers.append(member)
        if let b = bool(value, key),
          let scrollKey = ScrollBehavior.keys.first(where: { $0.name == key })
        {
          node.scroll[keyPath: scrollKey.path] = b
        }
      case "vetoesGestures":
        node.vetoesGestures = vetoedKinds(value, key)
      case "flipped":
        guard belongs(member, semantics, to: [.appkit]) else { continue }
        if let b = bool(value, key) { node.isFlipped = b }
      case "overrides":
        node.overrides = overriddenMethods(value, key)
      case "editable":
        guard belongs(member, semantics, to: [.appkit]) else { continue }
        if let b = bool(value, key) { node.isEditable = b }
      case "selectable":
        guard belongs(member, semantics, to: [.appkit]) else { continue }
        if let b = bool(value, key) { node.isSelectable = b }
      case "children":
        if let array = value.array {
          children = array
        } else {
          typeMismatch(value, key, expected: "an array of views")
        }
      default:
        unknownKey(member, keyPath: "", allowed: SceneSchema.viewKeys)
      }
    }
    if !frameGiven && !isRoot {
      error(position, "frame", "missing (expected [x, y, w, h] in the parent's bounds space)")
    }
    if let value = contentShapeValue {
      if value.string == "shape" {
        node.contentShape = node.shape ?? .rect
      } else {
        node.contentShape = shape(value, "contentShape")
      }
      if let outset = hitOutsetMember {
        error(
          outset.keyPosition, "hitOutset",
          "cannot be combined with contentShape (grow the contentShape instead, or drop it)")
      }
    }
    for member in classBoundMembers { checkClass(of: node, carries: member) }
    node.handlesTouches = handlesTouches ?? node.handlesTouchesByDefault
    views.append(node)
    return children
  }

  /// Whether a view under `semantics` may carry `member`'s key, which belongs to `allowed`;
  /// reports the key when not, whatever its value.
  private mutating func belongs(
    _ member: JSONObject.Member, _ semantics: Semantics, to allowed: [Semantics]
  ) -> Bool {
    assert(SceneSchema.semanticsOfKey[member.key] == Set(allowed), "SceneSchema disagrees")
    if allowed.contains(semantics) { return true }
    error(member.keyPosition, member.key, foreignKeyMessage(member.key, semantics))
    return false
  }

  /// Why a key does not belong under `semantics`, and what to use instead.
  private func foreignKeyMessage(_ key: String, _ semantics: Semantics) -> String {
    let s = semantics.rawValue
    let advice: String
    switch (key, semantics) {
    case ("userInteractionEnabled", .swiftui):
      advice = "use allowsHitTesting"
    case ("userInteractionEnabled", _), ("allowsHitTesting", _):
      advice = "AppKit views have neither; use hitTest \"passthrough\" or hidden"
    case ("hitOutset", _):
      advice = "use contentShape to shape the hit region"
    case ("hitTest", _):
      advice = "SwiftUI has no hitTest overrides; use allowsHitTesting or contentShape"
    case ("flipped", _):
      advice = "flipped is appkit only; \(s) bounds spaces are always y-down"
    case ("editable", _), ("selectable", _):
      advice = "\(key) is appkit only (NSTextField); use userInteractionEnabled or handlesTouches"
    default:
      advice = "not a key of \(s) views"
    }
    return "not allowed under \(s) semantics (\(advice))"
  }

  private mutating func label(_ value: JSONValue, _ keyPath: String) -> LabelTemplate? {
    guard let text = string(value, keyPath) else { return nil }
    let template: LabelTemplate
    do {
      template = try LabelTemplate(parsing: text)
    } catch {
      self.error(value.position, keyPath, error.message)
      return nil
    }
    var ok = true
    for name in template.counterNames where !counterNames.contains(name) {
      let known =
        counters.isEmpty
        ? "no counters are declared; add it to \"counters\""
        : (didYouMean(name, in: counters.map(\.0)).isEmpty
          ? "expected one of " + counters.map(\.0).joined(separator: ", ")
          : didYouMean(name, in: counters.map(\.0)))
      error(value.position, keyPath, "unknown counter \"\(name)\" (\(known))")
      ok = false
    }
    return ok ? template : nil
  }

  /// `["hitTest", "pointInside"]`: what the view's class overrides (informational).
  private mutating func textAlignment(_ value: JSONValue, _ keyPath: String) -> TextAlignment? {
    guard let name = string(value, keyPath) else { return nil }
    guard let alignment = TextAlignment(rawValue: name) else {
      error(
        value.position, keyPath,
        "unknown text alignment \"\(name)\" (expected leading, center or trailing)")
      return nil
    }
    return alignment
  }

  private mutating func overriddenMethods(_ value: JSONValue, _ keyPath: String)
    -> Set<HitTestingMethod>
  {
    let expected = "an array of \"hitTest\" and \"pointInside\""
    guard let array = value.array else {
      typeMismatch(value, keyPath, expected: expected)
      return []
    }
    var out: Set<HitTestingMethod> = []
    for (i, item) in array.enumerated() {
      guard let name = string(item, "\(keyPath)[\(i)]") else { continue }
      guard let method = HitTestingMethod(rawValue: name) else {
        error(
          item.position, "\(keyPath)[\(i)]",
          "unknown method \"\(name)\" (expected hitTest or pointInside)")
        continue
      }
      out.insert(method)
    }
    return out
  }

  private mutating func hitOutset(_ value: JSONValue, _ keyPath: String) -> EdgeInsets? {
    if case .number = value.kind {
      return number(value, keyPath).map { EdgeInsets(all: $0) }
    }
    let expected = "a number or [top, left, bottom, right]"
    guard value.array != nil else {
      typeMismatch(value, keyPath, expected: expected)
      return nil
    }
    guard let n = numbers(value, keyPath, count: 4, expected: expected) else { return nil }
    return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
  }

  /// The first view object, in pre-order, past the first `limit` ones; nil when there are at
  /// most `limit`.
  /// The one wording of the view limit, wherever it is found.
  static func tooManyViews(_ limit: Int) -> String {
    "the scene has more than \(limit) views (the format's limit)"
  }

  static func firstView(beyond limit: Int, under root: JSONValue) -> JSONValue? {
    var count = 0
    var stack = [root]
    while let value = stack.popLast() {
      guard let object = value.object else { continue }
      count += 1
      if count > limit { return value }
      if let children = object["children"]?.array {
        stack.append(contentsOf: children.reversed())
      }
    }
    return nil
  }
}
