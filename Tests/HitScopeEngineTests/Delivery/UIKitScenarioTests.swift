import HitScopeEngine
import HitScopeTestSupport
import Testing

/// The reports the gesture model was built from, written as small scenes.
@Suite struct UIKitScenarioTests {
  /// A table under a window with a keyboard-dismiss tap recognizer.
  func keyboardDismiss(cancels: Bool) -> Scene {
    scene(
      counters: [("n", 0)],
      children: [
        view("table", type: "UITableView", [0, 0, 240, 240]) { _ in }
          .with([view("cell", type: "UITableViewCell", [0, 0, 240, 44]) { selectAction(&$0) }])
      ]
    ) { root in
      root.gestures = [
        recognizer("dismissTap", .tap) {
          $0.cancelsTouchesInView = cancels
          $0.onRecognize = [.log("dismiss")]
        }
      ]
    }
  }

  @Test func keyboardDismissTapStopsDidSelect() {
    let s = keyboardDismiss(cancels: true).perform(.tap, at: 100, 20)
    #expect(s.fires == ["dismissTap"])
    #expect(s.phases == [])
    #expect(s.state("dismissTap") == .recognized)
    #expect(s.state("table:touchDelay") == .failed)
    #expect(s.notFired("cell") == .touchTaken(by: .declared(RecognizerAddress(view: 0, index: 0))))
    let lines = s.delivery.recognizerLines(in: s.scene)
    #expect(
      lines.contains(
        "dismissTap on root recognized the tap and took cell's touch: cell's didSelect does not run"
      ))
  }

  @Test func cancelsTouchesInViewFalseLetsTheCellSelect() {
    let s = keyboardDismiss(cancels: false).perform(.tap, at: 100, 20)
    #expect(s.fires == ["dismissTap", "cell"])
    #expect(s.phases == [.began, .ended])
    #expect(s.delivery.notFired.isEmpty)
  }

  /// A design-system button (a plain UIControl) and a UIButton under one parent tap.
  func controlsUnderParentTap() -> Scene {
    scene(
      counters: [("n", 0)],
      children: [
        view("card", [0, 0, 240, 240]) {
          $0.gestures = [recognizer("cardTap", .tap) { $0.onRecognize = [.log("card")] }]
        }.with([
          view("custom", type: "BuyButton", [10, 10, 100, 44]) {
            $0.baseClass = "UIControl"
            tapAction(&$0)
          },
          view("system", type: "UIButton", [120, 10, 100, 44]) { tapAction(&$0) },
        ])
      ])
  }

  @Test func plainControlLosesToParentTapButUIButtonWins() {
    let custom = controlsUnderParentTap().perform(.tap, at: 50, 30)
    #expect(custom.fires == ["cardTap"])
    #expect(custom.phases == [.began, .cancelled])
    let system = controlsUnderParentTap().perform(.tap, at: 150, 30)
    #expect(system.fires == ["system"])
    #expect(system.state("cardTap") == .failed)
    #expect(system.reason("cardTap") == .controlPrecedence(system.index("system")))
  }

  func singleAndDouble(requireToFail: Bool) -> Scene {
    scene(
      counters: [("n", 0)],
      children: [
        view("photo", [0, 0, 240, 240]) {
          $0.gestures = [
            recognizer("single", .tap) {
              $0.onRecognize = [.increment(counter: "n")]
              if requireToFail { $0.requireToFail = ["double"] }
            },
            recognizer("double", .tap) {
              $0.taps = 2
              $0.onRecognize = [.log("zoom")]
            },
          ]
        }
      ])
  }

  @Test func singleTapDoesNotWaitWithoutRequireToFail() {
    let tap = singleAndDouble(requireToFail: false).perform(.tap, at: 100, 100)
    #expect(tap.fires == ["single"])
    let recognized = tap.delivery.recognizers.first { $0.source.id(in: tap.scene) == "single" }
    #expect(recognized?.transitions.first?.time == 0.1)
    #expect(tap.state("double") == .failed)
    #expect(tap.reason("double") == .noSecondTap)
    let double = singleAndDouble(requireToFail: false).perform(.doubleTap, at: 100, 100)
    #expect(double.fires == ["single", "double"])
  }

  @Test func singleTapWaitsForDoubleTapToFailWithRequireToFail() {
    let tap = singleAndDouble(requireToFail: true).perform(.tap, at: 100, 100)
    #expect(tap.fires == ["single"])
    let single = tap.delivery.recognizers.first { $0.source.id(in: tap.scene) == "single" }
    // Recognized when the double tap's interval ran out after the release at 0.1 s.
    #expect(single?.transitions.last?.time == 0.1 + GestureTiming().doubleTapInterval)
    let double = singleAndDouble(requireToFail: true).perform(.doubleTap, at: 100, 100)
    #expect(double.fires == ["double"])
    #expect(
      double.reason("single")
        == .requiredRecognized(.declared(RecognizerAddress(view: 1, index: 1))))
  }

  func buttonInScroll(scrollsFromControls: Bool = false) -> Scene {
    scene(
      counters: [("n", 0)],
      children: [
        view("scroll", type: "UIScrollView", [0, 0, 240, 240]) {
          $0.scroll.scrollsFromControls = scrollsFromControls
        }.with([view("button", type: "UIButton", [20, 20, 100, 44]) { tapAction(&$0) }])
      ])
  }

  @Test func dragBeforeTheTouchDelayScrollsAndTheButtonNeverSeesIt() {
    let s = buttonInScroll().perform(drag(to: Point(60, 140)), at: 60, 40)
    #expect(s.scrolled == "scroll")
    #expect(s.phases == [])
    #expect(s.fires == [])
  }

  @Test func dragAfterTheTouchDelayStaysWithTheButton() {
    let s = buttonInScroll().perform(drag(to: Point(60, 140), hold: 0.3), at: 60, 40)
    #expect(s.scrolled == nil)
    #expect(s.reason("scroll:pan") == .controlKeepsTouch(s.index("button")))
    // Released beyond the 70-point slop: the touch ends there, and the action does not fire.
    #expect(s.phases == [.began, .moved, .ended])
    #expect(s.fires == [])
  }

  @Test func scrollsFromControlsLetsTheDragScrollAfterTheDelay() {
    let s = buttonInScroll(scrollsFromControls: true).perform(
      drag(to: Point(60, 140), hold: 0.3), at: 60, 40)
    #expect(s.scrolled == "scroll")
    // The first move (8.3 points) reaches the button before the pan's 10 points.
    #expect(s.phases == [.began, .moved, .cancelled])
  }

  @Test func quickTapOnAButtonInAScrollViewArrivesAtTheRelease() {
    let s = buttonInScroll().perform(.tap, at: 60, 40)
    #expect(s.fires == ["button"])
    #expect(s.delivery.touches[0].phases.map(\.time) == [0.1, 0.1])
  }

  @Test func controlVetoingTheTablesPanKeepsItsDrag() {
    func table(vetoes: Bool) -> Scene {
      scene(children: [
        view("table", type: "UITableView", [0, 0, 240, 240]) { _ in }.with([
          view("slider", type: "RatingControl", [20, 20, 200, 44]) {
            $0.baseClass = "UIControl"
            if vetoes { $0.vetoesGestures = [.pan] }
          }
        ])
      ])
    }
    // Released within the control's 70-point touch-up slop.
    let dragging = drag(to: Point(40, 100))
    let vetoed = table(vetoes: true).perform(dragging, at: 40, 40)
    #expect(vetoed.scrolled == nil)
    #expect(vetoed.reason("table:pan") == .vetoed(by: vetoed.index("slider")))
    #expect(vetoed.phases == [.began, .moved, .ended])
    let scrolls = table(vetoes: false).perform(dragging, at: 40, 40)
    #expect(scrolls.scrolled == "table")
    #expect(scrolls.phases == [])
  }
}

extension TestView {
  /// The view with `children` (builder sugar for nesting).
  func with(_ children: [TestView]) -> TestView {
    var copy = self
    copy.children = children
    return copy
  }
}
