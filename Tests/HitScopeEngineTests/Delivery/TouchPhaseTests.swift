import HitScopeEngine
import HitScopeTestSupport
import Testing

/// The phases the hit view receives, what fires and what scrolls, for a press on a UIKit target
/// released inside or outside its tap area, alone or in a scroll view, held past the scroll
/// view's touch delay or not (`gestures.md`, Delivery, UIKit). UIKit delivers `touchesEnded`
/// wherever the finger lifts, so a release outside the tap area still ends with `ended`;
/// `cancelled` comes only from a recognizer or a scroll view taking the touch.
@Suite struct TouchPhaseTests {
  /// The view pressed, at `[20, 20, 100, 44]`, with an `onTap`.
  enum Target: CaseIterable, CustomTestStringConvertible {
    case uiButton
    /// A custom `UIControl` subclass: a control (touch-up slop, a scroll view's pan does not take
    /// its touch) without `UIButton`'s precedence.
    case controlSubclass
    case plainView

    var isControl: Bool { self != .plainView }
    var testDescription: String { "\(self)" }
  }

  /// Where the target lies: directly in the window, or in a scroll view filling it.
  enum Container: CustomTestStringConvertible {
    case alone
    case scroll(scrollsFromControls: Bool, canCancelContentTouches: Bool)

    static let all: [Container] = [
      .alone,
      .scroll(scrollsFromControls: false, canCancelContentTouches: true),
      .scroll(scrollsFromControls: true, canCancelContentTouches: true),
      .scroll(scrollsFromControls: false, canCancelContentTouches: false),
      .scroll(scrollsFromControls: true, canCancelContentTouches: false),
    ]

    var testDescription: String {
      switch self {
      case .alone: "alone"
      case .scroll(let fromControls, let canCancel):
        "scroll(scrollsFromControls: \(fromControls), canCancelContentTouches: \(canCancel))"
      }
    }
  }

  /// Where the finger lifts, pressed at (60, 40) in the target.
  enum Release: CaseIterable, CustomTestStringConvertible {
    /// Where it was pressed.
    case still
    /// At (60, 100), 36 points below the target: inside a control's 70-point touch-up slop,
    /// outside a plain view's hit region.
    case nearby
    /// At (60, 200), 136 points below the target: outside every tap area.
    case far

    var point: Point {
      switch self {
      case .still: Point(60, 40)
      case .nearby: Point(60, 100)
      case .far: Point(60, 200)
      }
    }

    func isInTapArea(of target: Target) -> Bool {
      switch self {
      case .still: true
      case .nearby: target.isControl
      case .far: false
      }
    }

    var testDescription: String { "\(self)" }
  }

  static let scrollTouchDelay = GestureTiming().scrollTouchDelay

  func makeScene(_ target: Target, in container: Container) -> Scene {
    let pressed: TestView
    switch target {
    case .uiButton:
      pressed = view("target", type: "UIButton", [20, 20, 100, 44]) { tapAction(&$0) }
    case .controlSubclass:
      pressed = view("target", type: "StepperControl", [20, 20, 100, 44]) {
        $0.baseClass = "UIControl"
        tapAction(&$0)
      }
    case .plainView:
      pressed = view("target", [20, 20, 100, 44]) { tapAction(&$0) }
    }
    switch container {
    case .alone:
      return scene(height: 400, counters: [("n", 0)], children: [pressed])
    case .scroll(let fromControls, let canCancel):
      return scene(
        height: 400, counters: [("n", 0)],
        children: [
          view("scroll", type: "UIScrollView", [0, 0, 240, 400]) {
            $0.scroll.scrollsFromControls = fromControls
            $0.scroll.canCancelContentTouches = canCancel
          }.with([pressed])
        ])
    }
  }

  /// The gesture: a still press released after 0.1 s, or after 0.3 s when held past the touch
  /// delay; a drag whose moves (60 per second over 0.5 s) stay under 10 points each, starting at
  /// once or after 0.3 s.
  func gesture(_ release: Release, held: Bool) -> Gesture {
    let hold = held ? 0.3 : 0
    #expect(!held || hold > Self.scrollTouchDelay)
    if release == .still { return held ? .longPress(hold: hold) : .tap }
    return drag(to: release.point, hold: hold, duration: 0.5)
  }

  /// What the spec says happens.
  func expected(_ target: Target, _ container: Container, held: Bool, _ release: Release) -> (
    phases: [TouchPhase], fires: Set<String>, scrolls: String?
  ) {
    let moves = release != .still
    let kept: (phases: [TouchPhase], fires: Set<String>, scrolls: String?) = (
      moves ? [.began, .moved, .ended] : [.began, .ended],
      release.isInTapArea(of: target) ? ["target"] : [], nil
    )
    guard case .scroll(let fromControls, let canCancel) = container, moves else { return kept }
    // A drag that moves before the touch delay begins the pan while `began` is withheld.
    guard held else { return ([], [], "scroll") }
    // The content already received `began`: it keeps the touch when the scroll view cannot
    // cancel content touches, or when it is a control and the scroll view does not scroll from
    // controls; otherwise the pan begins and the content gets `cancelled` (after the first move,
    // which is under the pan's 10 points).
    if !canCancel || (target.isControl && !fromControls) { return kept }
    return ([.began, .moved, .cancelled], [], "scroll")
  }

  @Test(arguments: Target.allCases, Container.all)
  func phasesFiresAndScrolls(target: Target, container: Container) {
    let s = makeScene(target, in: container)
    for held in [false, true] {
      for release in Release.allCases {
        let result = s.perform(gesture(release, held: held), at: 60, 40)
        let want = expected(target, container, held: held, release)
        let row = "held: \(held), release: \(release)"
        #expect(result.phases == want.phases, "\(row)")
        #expect(result.fires == want.fires, "\(row)")
        #expect(result.scrolled == want.scrolls, "\(row)")
        if release.isInTapArea(of: target) || result.phases.last != .ended {
          #expect(result.notFired("target") != .releasedOutside, "\(row)")
        } else {
          #expect(result.notFired("target") == .releasedOutside, "\(row)")
        }
      }
    }
  }

  /// The finger held on a button in a scroll view and dragged off it: the button keeps the touch
  /// and ends it, the scroll view stays still, the action does not fire.
  @Test func aButtonDraggedOffInAScrollViewEndsWithoutFiring() {
    let s = makeScene(
      .uiButton, in: .scroll(scrollsFromControls: false, canCancelContentTouches: true)
    )
    .perform(drag(to: Point(60, 200), hold: 0.3, duration: 0.5), at: 60, 40)
    #expect(s.phases == [.began, .moved, .ended])
    #expect(s.scrolled == nil)
    #expect(s.reason("scroll:pan") == .controlKeepsTouch(s.index("target")))
    #expect(s.fires == [])
    #expect(s.notFired("target") == .releasedOutside)
  }

  /// A touch handled by a controller fires nothing (a controller has no `onTap`), and one nobody
  /// handles falls off the chain; both end with `ended`, released inside or outside.
  @Test(arguments: [Point(50, 40), Point(150, 40)], [Point(50, 40), Point(200, 200)])
  func aTouchWithoutAViewHandlerEnds(press: Point, release: Point) {
    let s = scene(
      counters: [("n", 0)],
      children: [
        view("owned", [20, 20, 60, 40]) {
          $0.controller = Controller(name: "Owner", handlesTouches: true)
        },
        view("label", type: "UILabel", [120, 20, 60, 40]),
      ])
    let result = s.perform(TouchTimeline([TouchInput(pressAt: 0, press, releaseAt: 0.1, release)]))
    #expect(result.phases == [.began, .ended])
    #expect(result.fires == [])
  }
}
