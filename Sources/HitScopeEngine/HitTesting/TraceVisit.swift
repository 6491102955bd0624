/// One view visited by a hit-test, in the order of first visit (pre-order).
public struct TraceVisit: Hashable, Sendable {
  public var view: ViewIndex
  /// The point in the view's bounds space; nil when its transform is singular.
  public var point: Point?
  public var verdict: Verdict

  public init(view: ViewIndex, point: Point?, verdict: Verdict) {
    self.view = view
    self.point = point
    self.verdict = verdict
  }
}
