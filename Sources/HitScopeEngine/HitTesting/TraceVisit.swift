/// One view visited by a hit-test, in the order of first visit (pre-order).
public struct TraceVisit: Hashable, Sendable {
  public var view: ViewIndex
  /// The point in the view's bounds space; nil when its transform is singular.
  public var point: Point?
  public var verdict: Verdict
  /// Window points to the view's bounds space (`WindowTransform.fromWindow`), as Flutter keeps
  /// the transform in each hit-test entry; nil when a transform on the way is singular.
  public var fromWindow: AffineTransform?

  public init(
    view: ViewIndex, point: Point?, verdict: Verdict, fromWindow: AffineTransform? = nil
  ) {
    self.view = view
    self.point = point
    self.verdict = verdict
    self.fromWindow = fromWindow
  }
}
