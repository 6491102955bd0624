import HitScopeEngine
import HitScopeTestSupport
import Testing

/// The touch a window delivers, without a window: the phases of a press, moves and a release,
/// UIKit's touch-up slop around controls, who handles the touch, and what `onTap` does.
struct TouchTrackerTests {
  /// A button (a UIKit control, 70 points of slop) and a plain tappable view, over a counter.
  static func makeScene() -> Scene {
    let button = view("button", type: "UIButton", [20, 20, 60, 40]) {
      $0.onTap = [.increment(counter: "taps")]
    }
    let plain = view("plain", [120, 20, 60, 40]) {
      $0.handlesTouches = true
      $0.onTap = [.increment(counter: "taps"), .log("plain tapped")]
    }
    let owned = view("owned", [20, 140, 60, 40]) {
      $0.controller = Controller(name: "Owner", handlesTouches: true)
    }
    let label = view("label", type: "UILabel", [120, 140, 60, 40])
    return scene(counters: [("taps", 0)], children: [button, plain, owned, label])
  }

  static func phases(_ events: [DeliveryEvent]) -> [TouchPhase] {
    events.compactMap { if case .touch(let touch) = $0 { touch.phase } else { nil } }
  }

  static func actions(_ events: [DeliveryEvent]) -> [Action] {
    events.compactMap { if case .action(_, let action, _) = $0 { action } else { nil } }
  }

  @Test func pressMoveReleaseInsideEndsAndFires() {
    var s = Self.makeScene()
    var tracker = TouchTracker()
    #expect(Self.phases(tracker.press(at: Point(50, 40), in: s)) == [.began])
    #expect(tracker.isTracking)
    #expect(tracker.pressResult?.hit == s.index("button"))
    #expect(Self.phases(tracker.move(to: Point(55, 45))) == [.moved])
    let released = tracker.release(at: Point(55, 45), in: &s)
    #expect(Self.phases(released) == [.ended])
    #expect(Self.actions(released) == [.increment(counter: "taps")])
    #expect(s.counters["taps"] == 1)
    #expect(!tracker.isTracking)
  }

  /// The view hit at the press owns the touch: moving onto another view changes nothing.
  @Test func theTouchStaysWithThePressedView() throws {
    var s = Self.makeScene()
    var tracker = TouchTracker()
    _ = tracker.press(at: Point(150, 40), in: s)
    let moved = tracker.move(to: Point(50, 40))
    guard case .touch(let touch) = try #require(moved.first) else {
      Issue.record("a move delivers a touch event")
      return
    }
    #expect(touch.hit == s.index("plain"))
    let released = tracker.release(at: Point(150, 45), in: &s)
    #expect(Self.actions(released) == [.increment(counter: "taps"), .log("plain tapped")])
    #expect(s.counters["taps"] == 1)
  }

  /// Released 60 points below a UIButton still counts (touch-up-inside slop of 70 points); 80
  /// points below, or just outside a plain view, cancels without firing.
  @Test(
    arguments: [
      (Point(50, 40), Point(50, 120), TouchPhase.ended, Int64(1)),
      (Point(50, 40), Point(50, 140), TouchPhase.cancelled, Int64(0)),
      (Point(150, 40), Point(150, 65), TouchPhase.cancelled, Int64(0)),
      (Point(150, 40), Point(150, 55), TouchPhase.ended, Int64(1)),
    ] as [(Point, Point, TouchPhase, Int64)])
  func releaseOutsideTheTapAreaCancels(_ row: (Point, Point, TouchPhase, Int64)) {
    let (press, release, phase, taps) = row
    var s = Self.makeScene()
    var tracker = TouchTracker()
    _ = tracker.press(at: press, in: s)
    #expect(Self.phases(tracker.release(at: release, in: &s)) == [phase])
    #expect(s.counters["taps"] == taps)
  }

  /// A controller that handles the touch fires nothing; a touch nobody handles just ends.
  @Test(arguments: [Point(50, 160), Point(150, 160)])
  func touchesWithoutAViewHandlerEndWithoutActions(point: Point) {
    var s = Self.makeScene()
    var tracker = TouchTracker()
    _ = tracker.press(at: point, in: s)
    let released = tracker.release(at: point, in: &s)
    #expect(Self.phases(released) == [.ended])
    #expect(Self.actions(released).isEmpty)
    #expect(s.counters["taps"] == 0)
  }

  @Test func handlerIsTheFirstResponderThatHandles() {
    let s = Self.makeScene()
    var tracker = TouchTracker()
    _ = tracker.press(at: Point(50, 160), in: s)
    #expect(tracker.pressResult?.handler == .controller(s.index("owned")))
    _ = tracker.press(at: Point(150, 160), in: s)
    #expect(tracker.pressResult?.hit == s.index("root"))
    #expect(tracker.pressResult?.handler == nil)
  }

  /// A second press cancels the touch in flight first; `cancel` abandons one without firing.
  @Test func cancelsFireNothing() {
    var s = Self.makeScene()
    var tracker = TouchTracker()
    _ = tracker.press(at: Point(50, 40), in: s)
    #expect(Self.phases(tracker.press(at: Point(150, 40), in: s)) == [.cancelled, .began])
    #expect(Self.phases(tracker.cancel()) == [.cancelled])
    #expect(tracker.cancel().isEmpty)
    #expect(tracker.release(at: Point(150, 40), in: &s).isEmpty)
    #expect(tracker.move(to: Point(1, 1)).isEmpty)
    #expect(s.counters["taps"] == 0)
  }

  /// A toggle action changes the scene the next press sees: a button that hides the view over
  /// it lets the next press through to it.
  @Test func toggleActionChangesTheNextHitTest() {
    var s = scene(children: [
      view("under", [20, 20, 60, 40]) { $0.handlesTouches = true },
      view("cover", type: "UIButton", [20, 20, 60, 40]) {
        $0.onTap = [.toggle(view: 2, property: .hidden)]
      },
    ])
    let cover = s.index("cover")
    #expect(cover == 2)
    var tracker = TouchTracker()
    _ = tracker.press(at: Point(50, 40), in: s)
    let released = tracker.release(at: Point(50, 40), in: &s)
    #expect(Self.actions(released) == [.toggle(view: cover, property: .hidden)])
    #expect(s.views[cover].isHidden)
    _ = tracker.press(at: Point(50, 40), in: s)
    #expect(tracker.pressResult?.hit == s.index("under"))
  }
}
