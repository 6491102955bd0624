/// Which gesture a touch timeline made so far, by a scene's gesture timing (window points,
/// seconds): two touches are a double tap; one that moved farther than `tapMaximumMovement` from
/// its press is a drag, and so is one still down that moved `panMinimumDistance` (a pan has begun
/// on it); one still down otherwise is a press; one released after more than
/// `tapMaximumDuration` is a long press; else a tap. The window's panel and its event log both
/// name a gesture by this, so they never disagree.
public enum GestureShape: Hashable, Sendable {
  case noTouch
  case tap
  case doubleTap
  /// Released after `held` seconds.
  case longPress(held: Double)
  /// From the press point to the last point the touch reached (window points).
  case drag(from: Point, to: Point)
  /// Still down, not yet moved or held past a tap.
  case press

  public init(_ timeline: TouchTimeline, timing: GestureTiming) {
    guard timeline.touches.count == 1, let touch = timeline.touches.first else {
      self = timeline.touches.isEmpty ? .noTouch : .doubleTap
      return
    }
    let samples = touch.moves + (touch.release.map { [$0] } ?? [])
    let farthest = samples.map { $0.point.distance(to: touch.press.point) }.max() ?? 0
    let dragged =
      farthest > timing.tapMaximumMovement
      || (touch.release == nil && farthest >= timing.panMinimumDistance)
    if dragged, let end = samples.last {
      self = .drag(from: touch.press.point, to: end.point)
    } else if let release = touch.release {
      let held = release.time - touch.press.time
      self = held > timing.tapMaximumDuration ? .longPress(held: held) : .tap
    } else {
      self = .press
    }
  }

  /// The gesture's name for people: `tap`, `double tap`, `long press`, `drag`, `press` or
  /// `no touch`.
  public var name: String {
    switch self {
    case .noTouch: "no touch"
    case .tap: "tap"
    case .doubleTap: "double tap"
    case .longPress: "long press"
    case .drag: "drag"
    case .press: "press"
    }
  }

  /// The name with what the mouse did: `drag (x, y) → (x, y)`, `long press, 1.2 s` (to a tenth
  /// of a second), `press, still down`; the other gestures' `name`.
  public var description: String {
    switch self {
    case .longPress(let held): "long press, \((held * 10).rounded() / 10) s"
    case .drag(let from, let to):
      "drag \(from.readableDescription) → \(to.readableDescription)"
    case .press: "press, still down"
    default: name
    }
  }

  /// The name for scripts, in the words of `Gesture.kindName` (`tap`, `doubleTap`, `longPress`,
  /// `drag`), with `press` for a touch still down and `noTouch`.
  public var kindName: String {
    switch self {
    case .noTouch: "noTouch"
    case .tap: "tap"
    case .doubleTap: "doubleTap"
    case .longPress: "longPress"
    case .drag: "drag"
    case .press: "press"
    }
  }
}
