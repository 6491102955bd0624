/// One phase of a touch: where it is and whom it belongs to. A touch stays with the view hit at
/// press for its whole life, so `hit`, `handler` and `chain` are those of the press.
public struct TouchEvent: Hashable, Sendable {
  public var phase: TouchPhase
  /// The pointer, in window points.
  public var point: Point
  public var hit: ViewIndex?
  public var handler: ResponderEntry?
  public var chain: [ResponderEntry]

  public init(
    phase: TouchPhase, point: Point, hit: ViewIndex?, handler: ResponderEntry?,
    chain: [ResponderEntry]
  ) {
    self.phase = phase
    self.point = point
    self.hit = hit
    self.handler = handler
    self.chain = chain
  }
}
