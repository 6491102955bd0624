/// What a scene computes once from its declared views (`SceneDeclaration.views`): each view's
/// geometry, hit rule and window transform, the index over them, and the lookups by id.
///
/// It is a function of the views, so it has no equality of its own: two scenes are equal when
/// their declarations are (`Scene.==`). Geometry never changes after the scene is built; a toggle
/// changes only the flags' verdict of one rule (`HitRule.gate`), which `Scene.set(_:of:to:)` keeps
/// current.
public struct SceneDerivation: Sendable {
  public let geometry: [ViewGeometry]
  /// Per view, how `hit(v, p)` treats it.
  public internal(set) var rules: [HitRule]
  /// Per view, its maps between window points and its bounds space.
  public let windowTransforms: [WindowTransform]
  /// Window-space bounds for skipping subtrees; geometry only, so toggles never stale it.
  public let index: HitIndex
  public let indexByID: [String: ViewIndex]
  /// Where each recognizer id is attached.
  public let recognizerByID: [String: RecognizerAddress]

  /// Derives everything from `views`. Views must be in pre-order with consistent `parent` and
  /// `children`, and ids must be unique: the scene format's validation guarantees it, so a
  /// violation here is a bug of the caller and traps.
  init(views: [ViewNode]) {
    precondition(
      !views.isEmpty, "A scene needs a root view at index 0; build one before Scene.init.")
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
    let rules = views.map(HitRule.init(view:))
    let transforms = WindowTransform.all(views: views, geometry: geometry)
    self.index = HitIndex(views: views, geometry: geometry, rules: rules, transforms: transforms)
    self.geometry = geometry
    self.rules = rules
    self.windowTransforms = transforms
    self.indexByID = index
    self.recognizerByID = recognizers
  }
}
