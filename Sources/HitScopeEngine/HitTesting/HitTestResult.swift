/// The full answer for one window point: the view hit, why every visited view answered as it
/// did, and where the touch goes from there.
public struct HitTestResult: Hashable, Sendable {
  /// The point, in window points.
  public var point: Point
  public var hit: ViewIndex?
  /// Every visited view in pre-order with its final verdict; empty when not recorded.
  public var trace: [TraceVisit]
  /// The hit view, its controller, its superview, ... the root, the application; empty on a miss.
  public var chain: [ResponderEntry]
  /// The first chain entry that handles touches; nil when the touch falls off the end.
  public var handler: ResponderEntry?

  public init(
    point: Point, hit: ViewIndex?, trace: [TraceVisit], chain: [ResponderEntry],
    handler: ResponderEntry?
  ) {
    self.point = point
    self.hit = hit
    self.trace = trace
    self.chain = chain
    self.handler = handler
  }
}
