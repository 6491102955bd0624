import HitScopeEngine
import HitScopeTestSupport
import Testing

/// Every rule and flag of the gesture spec, defaults and each flag flipped, on small scenes: a
/// recognizer `r` on the root over a handler `target` (a plain UIView with `onTap`).
@Suite struct RecognizerRuleTests {
  func overTarget(
    _ configure: @escaping (inout GestureRecognizer) -> Void = { _ in }, kind: GestureKind = .tap,
    timing: GestureTiming = GestureTiming()
  ) -> Scene {
    var s = scene(
      counters: [("n", 0)],
      children: [view("target", [20, 20, 200, 200]) { tapAction(&$0) }]
    ) { root in
      root.gestures = [
        recognizer("r", kind) {
          $0.onRecognize = [.log("r")]
          configure(&$0)
        }
      ]
    }
    s.gestureTiming = timing
    return s
  }

  struct FlagCase: Sendable, CustomTestStringConvertible {
    var name: String
    var change: @Sendable (inout GestureRecognizer) -> Void
    var fires: Set<String>
    var phases: [TouchPhase]
    var testDescription: String { name }
  }

  @Test(arguments: [
    FlagCase(name: "defaults", change: { _ in }, fires: ["r"], phases: [.began, .cancelled]),
    FlagCase(
      name: "cancelsTouchesInView false", change: { $0.cancelsTouchesInView = false },
      fires: ["r", "target"], phases: [.began, .ended]),
    FlagCase(
      name: "delaysTouchesBegan", change: { $0.delaysTouchesBegan = true }, fires: ["r"],
      phases: []),
    FlagCase(
      name: "delaysTouchesBegan, no cancel",
      change: {
        $0.delaysTouchesBegan = true
        $0.cancelsTouchesInView = false
      }, fires: ["r"], phases: []),
    FlagCase(
      name: "disabled", change: { $0.isEnabled = false }, fires: ["target"],
      phases: [.began, .ended]),
    FlagCase(
      name: "ignoresTouchesIn the target", change: { $0.ignoresTouchesIn = [1] },
      fires: ["target"], phases: [.began, .ended]),
  ])
  func tapRecognizerFlags(_ c: FlagCase) {
    let s = overTarget(c.change).perform(.tap, at: 100, 100)
    #expect(s.fires == c.fires)
    #expect(s.phases == c.phases)
  }

  /// A 2-tap recognizer that does not cancel: a single tap's `ended` waits for it to fail when
  /// it delays touches ended (the default), and arrives at once when not.
  @Test(arguments: [(true, 0.1 + GestureTiming().doubleTapInterval), (false, 0.1)])
  func delaysTouchesEndedHoldsTheReleaseForADoubleTap(delays: Bool, endedAt: Double) {
    let s = overTarget({
      $0.taps = 2
      $0.cancelsTouchesInView = false
      $0.delaysTouchesEnded = delays
    }).perform(.tap, at: 100, 100)
    #expect(s.fires == ["target"])
    #expect(s.delivery.touches[0].phases.last?.time == endedAt)
    #expect(s.reason("r") == .noSecondTap)
  }

  @Test func aDoubleTapRecognizedTurnsTheWithheldEndedIntoCancelled() {
    let s = overTarget({
      $0.taps = 2
      $0.cancelsTouchesInView = false
    }).perform(.doubleTap, at: 100, 100)
    #expect(s.fires == ["r", "target"])
    // The first touch's ended was withheld, then cancelled; the second ends normally.
    #expect(s.phases == [.began, .cancelled, .began, .ended])
  }

  struct KindCase: Sendable, CustomTestStringConvertible {
    var kind: GestureKind
    var change: @Sendable (inout GestureRecognizer) -> Void = { _ in }
    var gesture: Gesture
    var state: RecognizerState
    var reason: RecognizerReason
    var testDescription: String { "\(kind) \(gesture)" }
  }

  @Test(arguments: [
    KindCase(kind: .tap, gesture: .tap, state: .recognized, reason: .tapped(taps: 1)),
    KindCase(kind: .tap, gesture: .longPress(hold: 0.8), state: .failed, reason: .heldTooLong),
    KindCase(kind: .tap, gesture: drag(to: Point(100, 180)), state: .failed, reason: .movedTooFar),
    KindCase(
      kind: .tap, change: { $0.taps = 2 }, gesture: .tap, state: .failed, reason: .noSecondTap),
    KindCase(
      kind: .tap, change: { $0.taps = 2 }, gesture: .doubleTap, state: .recognized,
      reason: .tapped(taps: 2)),
    KindCase(kind: .longPress, gesture: .tap, state: .failed, reason: .releasedEarly),
    KindCase(kind: .longPress, gesture: .longPress(hold: 0.8), state: .ended, reason: .released),
    KindCase(
      kind: .longPress, change: { $0.minimumPressDuration = 1 }, gesture: .longPress(hold: 0.8),
      state: .failed, reason: .releasedEarly),
    KindCase(
      kind: .longPress, gesture: drag(to: Point(100, 180)), state: .failed, reason: .movedTooFar),
    KindCase(kind: .pan, gesture: .tap, state: .failed, reason: .releasedBeforeMoving),
    KindCase(kind: .pan, gesture: drag(to: Point(100, 180)), state: .ended, reason: .released),
    KindCase(kind: .swipe, gesture: drag(to: Point(190, 100)), state: .recognized, reason: .swiped),
    KindCase(
      kind: .swipe, gesture: drag(to: Point(10, 100)), state: .failed, reason: .releasedBeforeSwipe),
    KindCase(
      kind: .swipe, change: { $0.direction = .left }, gesture: drag(to: Point(10, 100)),
      state: .recognized, reason: .swiped),
    KindCase(
      kind: .swipe, gesture: drag(to: Point(190, 100), duration: 1), state: .failed,
      reason: .swipeTooSlow),
  ])
  func recognitionByKind(_ c: KindCase) {
    let s = overTarget(c.change, kind: c.kind).perform(c.gesture, at: 100, 100)
    #expect(s.state("r") == c.state)
    #expect(s.reason("r") == c.reason)
  }

  @Test func timingConstantsAreTheScenes() {
    var timing = GestureTiming()
    timing.tapMaximumDuration = 1
    let s = overTarget(timing: timing).perform(.longPress(hold: 0.8), at: 100, 100)
    #expect(s.state("r") == .recognized)
  }

  /// Two taps, on a parent and a child: the child's (deeper) recognizes first and excludes the
  /// parent's unless either lets them recognize together.
  @Test(arguments: [
    (Simultaneity.with([]), Simultaneity.with([]), Set(["child"])),
    (.with(["child"]), .with([]), Set(["parent", "child"])),
    (.with([]), .all, Set(["parent", "child"])),
  ])
  func exclusionAndSimultaneity(parent: Simultaneity, child: Simultaneity, fires: Set<String>) {
    let s = scene(children: [
      view("box", [20, 20, 200, 200]) {
        $0.gestures = [
          recognizer("child", .tap) {
            $0.simultaneousWith = child
            $0.onRecognize = [.log("child")]
          }
        ]
      }
    ]) { root in
      root.gestures = [
        recognizer("parent", .tap) {
          $0.simultaneousWith = parent
          $0.onRecognize = [.log("parent")]
        }
      ]
    }
    #expect(s.perform(.tap, at: 100, 100).fires == fires)
  }

  @Test func onOneViewTheRecognizerAddedLastGoesFirst() {
    let s = scene(children: [
      view("box", [20, 20, 200, 200]) {
        $0.gestures = [
          recognizer("first", .tap) { $0.onRecognize = [.log("1")] },
          recognizer("last", .tap) { $0.onRecognize = [.log("2")] },
        ]
      }
    ])
    let d = s.perform(.tap, at: 100, 100)
    #expect(d.fires == ["last"])
    #expect(d.reason("first") == .excluded(by: .declared(RecognizerAddress(view: 1, index: 1))))
  }

  /// Control precedence: the standard controls veto 1-tap taps of other views; a plain UIControl,
  /// a slider or a text field do not; other kinds and 2-tap taps are never vetoed by it.
  @Test(arguments: [
    ("UIButton", GestureKind.tap, 1, true), ("UISwitch", .tap, 1, true),
    ("UIStepper", .tap, 1, true), ("UISegmentedControl", .tap, 1, true),
    ("UIPageControl", .tap, 1, true), ("UIControl", .tap, 1, false), ("UISlider", .tap, 1, false),
    ("UITextField", .tap, 1, false), ("UIButton", .tap, 2, false),
    ("UIButton", .longPress, 1, false),
  ])
  func controlPrecedence(type: String, kind: GestureKind, taps: Int, vetoed: Bool) {
    let s = scene(children: [view("control", type: type, [20, 20, 200, 200])]) { root in
      root.gestures = [recognizer("r", kind) { if kind == .tap { $0.taps = taps } }]
    }
    let gesture: Gesture =
      kind == .longPress ? .longPress(hold: 0.8) : taps == 2 ? .doubleTap : .tap
    let d = s.perform(gesture, at: 100, 100)
    #expect((d.reason("r") == .controlPrecedence(1)) == vetoed)
  }

  @Test func aControlsOwnRecognizerIsNotVetoedByItsPrecedence() {
    let s = scene(children: [
      view("button", type: "UIButton", [20, 20, 200, 200]) {
        $0.gestures = [recognizer("own", .tap)]
      }
    ])
    #expect(s.perform(.tap, at: 100, 100).state("own") == .recognized)
  }

  @Test(arguments: [([GestureKind.pan], true), ([.tap], false), (GestureKind.allCases, true)])
  func vetoesGesturesFailsRecognizersOfOtherViews(kinds: [GestureKind], vetoed: Bool) {
    let s = scene(children: [
      view("knob", [20, 20, 200, 200]) { $0.vetoesGestures = Set(kinds) }
    ]) { root in
      root.gestures = [recognizer("r", .pan)]
    }
    let d = s.perform(drag(to: Point(100, 180)), at: 100, 100)
    #expect((d.reason("r") == .vetoed(by: 1)) == vetoed)
  }

  /// The scroll view keys: defaults, and each flipped. Every drag ends outside the content's
  /// tap area: content that keeps the touch gets `ended` (and fires nothing).
  struct ScrollCase: Sendable, CustomTestStringConvertible {
    var name: String
    var change: @Sendable (inout ScrollBehavior) -> Void
    var contentType = "UIView"
    var gesture: Gesture
    var scrolled: Bool
    var phases: [TouchPhase]
    var testDescription: String { name }
  }

  @Test(arguments: [
    ScrollCase(
      name: "quick drag scrolls before the content sees it", change: { _ in },
      gesture: drag(to: Point(60, 200)), scrolled: true, phases: []),
    ScrollCase(
      name: "a late drag cancels plain content", change: { _ in },
      gesture: drag(to: Point(60, 200), hold: 0.3), scrolled: true, phases: [.began, .cancelled]),
    ScrollCase(
      name: "delaysContentTouches false", change: { $0.delaysContentTouches = false },
      gesture: drag(to: Point(60, 200)), scrolled: true, phases: [.began, .cancelled]),
    ScrollCase(
      name: "canCancelContentTouches false", change: { $0.canCancelContentTouches = false },
      gesture: drag(to: Point(60, 200), hold: 0.3), scrolled: false,
      phases: [.began, .moved, .ended]),
    ScrollCase(
      name: "scrollEnabled false", change: { $0.scrollEnabled = false },
      gesture: drag(to: Point(60, 200)), scrolled: false, phases: [.began, .moved, .ended]),
    ScrollCase(
      name: "a control keeps a late drag", change: { _ in }, contentType: "UIButton",
      gesture: drag(to: Point(60, 200), hold: 0.3), scrolled: false,
      phases: [.began, .moved, .ended]),
    ScrollCase(
      name: "scrollsFromControls", change: { $0.scrollsFromControls = true },
      contentType: "UIButton", gesture: drag(to: Point(60, 200), hold: 0.3), scrolled: true,
      phases: [.began, .cancelled]),
  ])
  func scrollViewKeys(_ c: ScrollCase) {
    let s = scene(
      counters: [("n", 0)],
      children: [
        view("scroll", type: "UIScrollView", [0, 0, 240, 240]) { c.change(&$0.scroll) }.with([
          view("content", type: c.contentType, [20, 20, 80, 40]) { tapAction(&$0) }
        ])
      ])
    let d = s.perform(c.gesture, at: 60, 40)
    #expect((d.scrolled == "scroll") == c.scrolled)
    #expect(d.phases == c.phases)
  }

  @Test(arguments: [true, false])
  func allowsSelection(_ allows: Bool) {
    let s = scene(
      counters: [("n", 0)],
      children: [
        view("table", type: "UITableView", [0, 0, 240, 240]) {
          $0.scroll.allowsSelection = allows
        }.with([view("cell", type: "UITableViewCell", [0, 0, 240, 44]) { selectAction(&$0) }])
      ])
    let d = s.perform(.tap, at: 100, 20)
    #expect(d.fires == (allows ? ["cell"] : []))
    #expect(allows || d.notFired("cell") == .selectionDisabled(1))
  }

  @Test func aButtonInsideACellKeepsTheTouch() {
    let s = scene(
      counters: [("n", 0)],
      children: [
        view("table", type: "UITableView", [0, 0, 240, 240]) { _ in }.with([
          view("cell", type: "UITableViewCell", [0, 0, 240, 44]) { selectAction(&$0) }.with([
            view("info", type: "UIButton", [190, 0, 44, 44]) { tapAction(&$0) }
          ])
        ])
      ])
    let d = s.perform(.tap, at: 210, 20)
    #expect(d.fires == ["info"])
    #expect(d.notFired("cell") == .handledBy(.view(3)))
  }

  @Test func theSecondTapIsHitTestedOnTheSceneTheFirstLeft() {
    let s = scene(children: [
      view("under", [20, 20, 200, 200]) { tapAction(&$0, "under") },
      view("cover", [20, 20, 200, 200]) {
        $0.onTap = [.toggle(view: 2, property: .hidden)]
        $0.handlesTouches = true
      },
    ])
    let d = s.perform(.doubleTap, at: 100, 100)
    #expect(d.delivery.touches.map { $0.hit.hit } == [2, 1])
    #expect(d.fires == ["cover", "under"])
  }

  @Test func noViewHitMeansNoPhasesAndNoRecognizers() {
    let s = scene(width: 100, height: 100, children: []) { root in
      root.gestures = [recognizer("r", .tap)]
    }
    let d = s.perform(.tap, at: 500, 500)
    #expect(d.phases == [])
    #expect(d.delivery.recognizers.isEmpty)
  }
}
