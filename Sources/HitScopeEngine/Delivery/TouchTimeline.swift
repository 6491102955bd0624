/// One touch as it happens: a press, moves, and (once it has happened) a release. Times are
/// seconds from the gesture's start, points are window points.
public struct TouchInput: Hashable, Sendable {
  public struct Sample: Hashable, Sendable {
    public var time: Double
    public var point: Point
  }

  public var press: Sample
  /// In time order, all after the press and before the release.
  public var moves: [Sample]
  public var release: Sample?

  public init(pressAt time: Double, _ point: Point) {
    press = Sample(time: time, point: point)
    moves = []
    release = nil
  }

  public init(pressAt time: Double, _ point: Point, releaseAt end: Double, _ endPoint: Point) {
    self.init(pressAt: time, point)
    release(at: end, endPoint)
  }

  public mutating func move(at time: Double, to point: Point) {
    moves.append(Sample(time: time, point: point))
  }

  public mutating func release(at time: Double, _ point: Point) {
    release = Sample(time: time, point: point)
  }
}

/// The touches of one gesture, one after another (a double tap has two).
public struct TouchTimeline: Hashable, Sendable {
  public var touches: [TouchInput]

  public init(_ touches: [TouchInput]) {
    self.touches = touches
  }
}
