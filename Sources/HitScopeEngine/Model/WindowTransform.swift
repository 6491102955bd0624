/// A view's maps between window points and its bounds space, composed once per scene from the
/// views' `ViewGeometry` maps.
public struct WindowTransform: Sendable, Equatable {
  /// Window points to the view's bounds space: the parents' `fromParent` maps from the root
  /// down, composed in the order the hit-test applies them. Nil when one is singular.
  public let fromWindow: AffineTransform?
  /// The view's bounds space to window points (for drawing and overlays); singular transforms
  /// give a singular map here.
  public let toWindow: AffineTransform

  /// The maps of every view of `views` (pre-order) with `geometry`.
  static func all(views: [ViewNode], geometry: [ViewGeometry]) -> [WindowTransform] {
    var result: [WindowTransform] = []
    result.reserveCapacity(views.count)
    for v in views.indices {
      let g = geometry[v]
      let parent = views[v].parent.map { result[$0] }
      let parentFrom: AffineTransform? = if let parent { parent.fromWindow } else { .identity }
      result.append(
        WindowTransform(
          fromWindow: parentFrom.flatMap { m in g.fromParent.map(m.concatenating) },
          toWindow: g.toParent.concatenating(parent?.toWindow ?? .identity)))
    }
    return result
  }
}
