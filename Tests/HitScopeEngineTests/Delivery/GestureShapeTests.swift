import HitScopeEngine
import Testing

/// What a touch timeline is named, by the default gesture timing (a tap moves at most 10 points
/// and lasts at most 0.75 s; a pan begins after 10 points): the words the window's panel and its
/// event log share.
struct GestureShapeTests {
  static let at = Point(60, 60)

  static func touch(releasedAt end: Double?, movedTo points: [Point] = []) -> TouchInput {
    var touch = TouchInput(pressAt: 0, at)
    for (i, p) in points.enumerated() { touch.move(at: 0.01 * Double(i + 1), to: p) }
    if let end { touch.release(at: end, points.last ?? at) }
    return touch
  }

  @Test(arguments: [
    ([], GestureShape.noTouch, "no touch", "no touch", "noTouch"),
    ([touch(releasedAt: 0.1)], .tap, "tap", "tap", "tap"),
    (
      [touch(releasedAt: 0.1), touch(releasedAt: 0.3)], .doubleTap, "double tap", "double tap",
      "doubleTap"
    ),
    ([touch(releasedAt: 0.75)], .tap, "tap", "tap", "tap"),
    (
      [touch(releasedAt: 1.24)], .longPress(held: 1.24), "long press", "long press, 1.2 s",
      "longPress"
    ),
    ([touch(releasedAt: 0.1, movedTo: [Point(70, 60)])], .tap, "tap", "tap", "tap"),
    (
      [touch(releasedAt: 0.1, movedTo: [Point(70.5, 60)])],
      .drag(from: at, to: Point(70.5, 60)), "drag", "drag (60, 60) → (70.5, 60)", "drag"
    ),
    ([touch(releasedAt: nil)], .press, "press", "press, still down", "press"),
    (
      [touch(releasedAt: nil, movedTo: [Point(65, 60)])], .press, "press", "press, still down",
      "press"
    ),
    // Still down, moved as far as a pan begins: already a drag, as the pan's action says.
    (
      [touch(releasedAt: nil, movedTo: [Point(70, 60)])], .drag(from: at, to: Point(70, 60)),
      "drag", "drag (60, 60) → (70, 60)", "drag"
    ),
    // Back near the press: how far it went counts, not where it ended.
    (
      [touch(releasedAt: 0.2, movedTo: [Point(120, 60), Point(61, 60)])],
      .drag(from: at, to: Point(61, 60)), "drag", "drag (60, 60) → (61, 60)", "drag"
    ),
  ])
  func names(
    touches: [TouchInput], shape: GestureShape, name: String, description: String,
    kindName: String
  ) {
    let named = GestureShape(TouchTimeline(touches), timing: GestureTiming())
    #expect(named == shape)
    #expect(named.name == name)
    #expect(named.description == description)
    #expect(named.kindName == kindName)
  }

  @Test func theScenesTimingDecides() {
    var timing = GestureTiming()
    timing.tapMaximumDuration = 2
    timing.tapMaximumMovement = 30
    timing.panMinimumDistance = 30
    let held = TouchTimeline([Self.touch(releasedAt: 1.5, movedTo: [Point(80, 60)])])
    #expect(GestureShape(held, timing: timing) == .tap)
    #expect(GestureShape(held, timing: GestureTiming()) == .drag(from: Self.at, to: Point(80, 60)))
  }
}
