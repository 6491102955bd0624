import HitScopeEngine

/// Turns a parsed scene file into an engine `Scene`, collecting every problem on the way.
///
/// Views are decoded without recursion (an explicit stack, in pre-order), so the depth limit is
/// checked before anything deep is touched. References that may point forward (redirects,
/// toggles, probes) are resolved once every view has an index.
struct SceneDecoder {
  struct Limits {
    var maximumDepth = 256
    var maximumViews = 1_000_000
  }

  /// Whose key a diagnostic is about; it becomes the message's first part.
  enum Owner {
    case scene
    case view(ViewIndex)
    case probe(Int)
  }

  enum IDKind {
    case view(ViewIndex)
    case controller(ViewIndex)
    case recognizer(RecognizerAddress)
  }

  /// Which action list of a view a pending toggle belongs to.
  enum ActionList {
    case onTap
    case onSelect
    /// `onRecognize` of the view's recognizer at this index.
    case onRecognize(Int)
  }

  struct PendingReference {
    var view: ViewIndex
    var target: String
    /// The id as written; positions are computed only for diagnostics.
    var value: JSONValue
    var position: SourcePosition { value.position }
    var keyPath: String
    /// For toggles: which action of which list, and the property it flips.
    var action: Int?
    var property: ToggleableProperty?
    var list = ActionList.onTap
  }

  let file: String
  let defaultTitle: String
  let limits: Limits
  var diagnostics: [SceneDiagnostic] = []
  var owner = Owner.scene

  var sceneSemantics = Semantics.uikit
  var canvas = Size.zero
  var counters: [(String, Int64)] = []
  var counterNames: Set<String> = []
  var views: [ViewNode] = []
  /// Where each view's object starts (byte offsets), by view index; turned into positions once
  /// at the end, in one walk of the file.
  var viewOffsets: [Int] = []
  /// What diagnostics call each view: its id as written (even when invalid), or for a view
  /// without one, its parent and its position among the parent's children.
  var labelIDs: [String] = []
  var locators: [(parent: ViewIndex?, ordinal: Int)] = []
  /// Every id and controller name, with the value that claimed it.
  var ids: [String: (kind: IDKind, value: JSONValue)] = [:]
  var redirects: [PendingReference] = []
  var toggles: [PendingReference] = []
  /// `requireToFail`, `simultaneousWith` and `ignoresTouchesIn` ids, resolved after the views.
  var gestureReferences: [PendingGestureReference] = []
  var gestureTiming = GestureTiming()

  init(file: String, defaultTitle: String, limits: Limits = Limits()) {
    self.file = file
    self.defaultTitle = defaultTitle
    self.limits = limits
  }

  /// Decodes the whole file; the result is nil exactly when `diagnostics` is not empty.
  mutating func decode(_ top: JSONValue) -> DecodedScene? {
    guard let object = top.object else {
      error(
        top.position, "",
        "the scene must be a JSON object, got \(top.kindDescription)"
          + " (expected {\"canvas\": ..., \"root\": ...})")
      return nil
    }
    reportDuplicates(object, keyPath: "")
    for (i, member) in object.members.enumerated()
    where !SceneSchema.topLevelKeys.contains(member.key) && !object.duplicateIndices.contains(i) {
      unknownKey(member, keyPath: "", allowed: SceneSchema.topLevelKeys)
    }

    var title = defaultTitle
    if let value = object["title"], let s = string(value, "title") { title = s }
    if let value = object["semantics"], let s = semantics(value, "semantics") {
      sceneSemantics = s
    }
    var platform: Platform? = nil
    if let value = object["platform"] { platform = self.platform(value, "platform") }
    if let value = object["counters"] { decodeCounters(value) }
    if let value = object["gestureTiming"] { decodeGestureTiming(value) }
    var background = Color.white
    if let value = object["canvas"] {
      background = decodeCanvas(value)
    } else {
      error(
        top.position, "canvas",
        "missing (expected {\"width\": 1...16384, \"height\": 1...16384})")
    }
    if let value = object["root"] {
      decodeViews(root: value)
    } else {
      error(top.position, "root", "missing (expected the window's root view object)")
    }
    resolveReferences()
    resolveGestureReferences()
    var probes: [Probe] = []
    if let value = object["probes"] { probes = decodeProbes(value) }

    guard diagnostics.isEmpty else { return nil }
    return DecodedScene(
      title: title, canvas: canvas, background: background, counters: counters, views: views,
      probes: probes, gestureTiming: gestureTiming, platform: platform,
      viewPositions: JSONValue.positions(of: viewOffsets, in: top.tape))
  }

  // MARK: Top level

  private mutating func decodeCanvas(_ value: JSONValue) -> Color {
    guard let object = object(value, "canvas", expected: "{\"width\": ..., \"height\": ...}")
    else { return .white }
    reportDuplicates(object, keyPath: "canvas")
    for (i, member) in object.members.enumerated()
    where !SceneSchema.canvasKeys.contains(member.key) && !object.duplicateIndices.contains(i) {
      unknownKey(member, keyPath: "canvas", allowed: SceneSchema.canvasKeys)
    }
    var size = [0.0, 0.0]
    for (slot, key) in ["width", "height"].enumerated() {
      guard let v = object[key] else {
        error(value.position, "canvas.\(key)", "missing (expected a number from 1 to 16384)")
        continue
      }
      if let n = number(v, "canvas.\(key)", in: 1...16384, expected: "a number from 1 to 16384") {
        size[slot] = n
      }
    }
    canvas = Size(width: size[0], height: size[1])
    if let v = object["background"], let c = colour(v, "canvas.background") { return c }
    return .white
  }

  private mutating func decodeCounters(_ value: JSONValue) {
    guard let object = object(value, "counters", expected: "{\"name\": integer, ...}") else {
      return
    }
    reportDuplicates(object, keyPath: "counters")
    for (i, member) in object.members.enumerated() where !object.duplicateIndices.contains(i) {
      let keyPath = "counters.\(member.key)"
      if member.key.isEmpty || member.key.contains("{") || member.key.contains("}") {
        error(
          member.keyPosition, keyPath,
          "invalid counter name (expected a non-empty name without braces)")
        continue
      }
      guard let n = integer(member.value, keyPath) else { continue }
      counters.append((member.key, n))
      counterNames.insert(member.key)
    }
  }

  // MARK: References

  private mutating func resolveReferences() {
    for r in redirects {
      owner = .view(r.view)
      switch ids[r.target]?.kind {
      case .view(let target) where target == r.view:
        error(
          r.position, r.keyPath, "a view cannot redirect to itself (expected another view's id)")
      case .view(let target):
        views[r.view].hitTestOverride = .redirect(target)
      case .controller:
        error(
          r.position, r.keyPath,
          "\"\(r.target)\" is a controller (expected the id of another view)")
      case .recognizer:
        error(
          r.position, r.keyPath,
          "\"\(r.target)\" is a gesture recognizer (expected the id of another view)")
      case nil:
        error(r.position, r.keyPath, "no view has id \"\(r.target)\"\(didYouMeanID(r.target))")
      }
    }
    for t in toggles {
      owner = .view(t.view)
      guard let action = t.action, let property = t.property else { continue }
      switch ids[t.target]?.kind {
      case .view(let target):
        let allowed = SceneSchema.semanticsOfKey[property.rawValue]
        let targetSemantics = views[target].semantics
        if let allowed, !allowed.contains(targetSemantics) {
          error(
            t.position, t.keyPath,
            "view \"\(t.target)\" follows \(targetSemantics.rawValue) semantics, which has no"
              + " \(property.rawValue) (expected one of "
              + toggleableProperties(for: targetSemantics) + ")")
        } else {
          let toggle = Action.toggle(view: target, property: property)
          switch t.list {
          case .onTap: views[t.view].onTap[action] = toggle
          case .onSelect: views[t.view].onSelect[action] = toggle
          case .onRecognize(let g): views[t.view].gestures[g].onRecognize[action] = toggle
          }
        }
      case .controller:
        error(
          t.position, t.keyPath,
          "\"\(t.target)\" is a controller (expected the id of a view)")
      case .recognizer:
        error(
          t.position, t.keyPath,
          "\"\(t.target)\" is a gesture recognizer (expected the id of a view)")
      case nil:
        error(t.position, t.keyPath, "no view has id \"\(t.target)\"\(didYouMeanID(t.target))")
      }
    }
    owner = .scene
  }

  func toggleableProperties(for semantics: Semantics) -> String {
    ToggleableProperty.allCases.map(\.rawValue).filter {
      SceneSchema.semanticsOfKey[$0]?.contains(semantics) ?? true
    }.joined(separator: ", ")
  }

  /// ` (did you mean "x"?)` for an id close to a declared one, else nothing.
  func didYouMeanID(_ id: String) -> String {
    guard ids.count <= 100_000, let s = Suggestion.closest(to: id, in: ids.keys.sorted()) else {
      return ""
    }
    return " (did you mean \"\(s)\"?)"
  }
}
