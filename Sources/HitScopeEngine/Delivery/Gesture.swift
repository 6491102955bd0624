/// What a probe (or `hit --gesture`) performs at its point, as the gesture spec defines each.
public enum Gesture: Hashable, Sendable {
  /// Press at 0, release at 0.1 s.
  case tap
  /// Press 0, release 0.1, press 0.25, release 0.35 (seconds).
  case doubleTap
  /// Press at 0, release after `hold` seconds.
  case longPress(hold: Double)
  /// Press at the point, still until `holdBeforeMove` seconds, then moves at 60 per second along
  /// the straight line to `to` (window points), released there when `duration` has passed
  /// since the first move.
  case drag(to: Point, holdBeforeMove: Double, duration: Double)

  /// The spec's default hold of a long press, in seconds.
  public static let defaultHold = 0.8
  /// The spec's default drag duration, in seconds.
  public static let defaultDragDuration = 0.2

  /// The name the scene format and `hit --gesture` use.
  public var kindName: String {
    switch self {
    case .tap: "tap"
    case .doubleTap: "doubleTap"
    case .longPress: "longPress"
    case .drag: "drag"
    }
  }

  public static let kindNames = ["tap", "doubleTap", "longPress", "drag"]

  /// The touches the gesture makes when it starts at `point` (window points) at time 0.
  public func timeline(at point: Point) -> TouchTimeline {
    switch self {
    case .tap:
      return TouchTimeline([TouchInput(pressAt: 0, point, releaseAt: 0.1, point)])
    case .doubleTap:
      return TouchTimeline([
        TouchInput(pressAt: 0, point, releaseAt: 0.1, point),
        TouchInput(pressAt: 0.25, point, releaseAt: 0.35, point),
      ])
    case .longPress(let hold):
      return TouchTimeline([TouchInput(pressAt: 0, point, releaseAt: hold, point)])
    case .drag(let to, let holdBeforeMove, let duration):
      var touch = TouchInput(pressAt: 0, point)
      // Moves at 60 per second; the release instant has no move of its own.
      var k = 1
      while Double(k) / 60 < duration {
        let f = Double(k) / 60 / duration
        touch.move(
          at: holdBeforeMove + Double(k) / 60,
          to: Point(point.x + (to.x - point.x) * f, point.y + (to.y - point.y) * f))
        k += 1
      }
      touch.release(at: holdBeforeMove + duration, to)
      return TouchTimeline([touch])
    }
  }
}
