import HitScopeEngine
import HitScopeTestSupport
import Testing

@Suite struct SwiftUIAndAppKitScenarioTests {
  /// A card with a gesture of `priority` around a Button.
  func card(_ priority: GesturePriority) -> Scene {
    scene(
      semantics: .swiftui, counters: [("n", 0)],
      children: [
        view("card", [0, 0, 240, 240]) {
          // A SwiftUI container is hit only where it paints.
          $0.fill = .white
          $0.gestures = [
            recognizer("cardTap", .tap) {
              $0.priority = priority
              $0.onRecognize = [.log("card")]
            }
          ]
        }.with([
          view("buy", type: "Button", [20, 20, 100, 44]) {
            $0.fill = .black
            tapAction(&$0)
          }
        ])
      ])
  }

  @Test(arguments: [
    (GesturePriority.normal, Set(["buy"])),
    (.high, Set(["cardTap"])),
    (.simultaneous, Set(["buy", "cardTap"])),
  ])
  func gesturePriorityAroundAButton(priority: GesturePriority, fires: Set<String>) {
    #expect(card(priority).perform(.tap, at: 50, 40).fires == fires)
  }

  @Test func aTapBesideTheButtonGoesToTheCardWhateverThePriority() {
    for priority in GesturePriority.allCases {
      #expect(card(priority).perform(.tap, at: 200, 200).fires == ["cardTap"])
    }
  }

  /// A Button carrying its own `.highPriorityGesture(DragGesture(minimumDistance: 0))`: the
  /// drag runs instead of the Button's action (a high-priority gesture on the same view wins over
  /// the action, which counts as a `normal` tap of the Button).
  func buttonWithOwnDrag(_ priority: GesturePriority) -> Scene {
    scene(
      semantics: .swiftui, counters: [("n", 0)],
      children: [
        view("knob", type: "Button", [20, 20, 100, 44]) {
          $0.fill = .black
          tapAction(&$0)
          $0.gestures = [
            recognizer("knobDrag", .pan) {
              $0.priority = priority
              $0.minimumDistance = 0
              $0.onRecognize = [.log("dragged")]
            }
          ]
        }
      ])
  }

  @Test(arguments: [
    (Gesture.drag(to: Point(54, 40), holdBeforeMove: 0, duration: 0.1), "short drag"),
    (.tap, "tap"),
  ])
  func aButtonsOwnHighPriorityDragTakesAShortDrag(gesture: Gesture, name: String) {
    let s = buttonWithOwnDrag(.high).perform(gesture, at: 50, 40)
    #expect(s.fires == ["knobDrag"], "\(name)")
    #expect(s.state("knobDrag") == .ended, "\(name)")
    #expect(s.state("knob:onTap") == .failed, "\(name)")
    #expect(s.notFired("knob") != nil, "\(name)")
  }

  @Test func aButtonsOwnSimultaneousDragLetsTheActionRunToo() {
    let s = buttonWithOwnDrag(.simultaneous).perform(.tap, at: 50, 40)
    #expect(s.fires == ["knobDrag", "knob"])
  }

  /// `.onTapGesture` on a form around a hosted `UISegmentedControl` (a segmented Picker).
  func formAroundPicker() -> Scene {
    scene(
      semantics: .swiftui, counters: [("n", 0)],
      children: [
        view("form", [0, 0, 240, 240]) { tapAction(&$0) }.with([
          view("picker", type: "UISegmentedControl", [20, 20, 200, 32], semantics: .uikit) {
            tapAction(&$0)
          }
        ])
      ])
  }

  @Test func onTapGestureTakesAQuickTapFromAHostedSegmentedControl() {
    let s = formAroundPicker().perform(.tap, at: 50, 30)
    #expect(s.fires == ["form"])
    #expect(s.phases == [.began, .cancelled])
    #expect(s.delivery.recognizers.first?.view == s.index("picker"))
  }

  @Test func aLongerPressMakesTheTapFailAndThePickerWorks() {
    let s = formAroundPicker().perform(.longPress(hold: 0.8), at: 50, 30)
    #expect(s.fires == ["picker"])
    #expect(s.reason("form:onTap") == .heldTooLong)
  }

  @Test func aOneTapButtonWaitsForATwoTapGestureAroundIt() {
    let s = scene(
      semantics: .swiftui, counters: [("n", 0)],
      children: [
        view("card", [0, 0, 240, 240]) {
          $0.gestures = [recognizer("zoom", .tap) { $0.taps = 2 }]
        }.with([
          view("buy", type: "Button", [20, 20, 100, 44]) {
            $0.fill = .black
            tapAction(&$0)
          }
        ])
      ])
    let tap = s.perform(.tap, at: 50, 40)
    #expect(tap.fires == ["buy"])
    let buy = tap.delivery.recognizers.first { $0.source == .onTap(tap.index("buy")) }
    #expect(buy?.transitions.last?.time == 0.1 + GestureTiming().doubleTapInterval)
    #expect(s.perform(.doubleTap, at: 50, 40).fires == [])
  }

  /// A SwiftUI drag of `minimumDistance` and `priority` on a row inside a ScrollView.
  func dragInScroll(_ distance: Double?, _ priority: GesturePriority = .normal) -> Scene {
    scene(
      semantics: .swiftui,
      children: [
        view("scroll", type: "ScrollView", [0, 0, 240, 240]) { _ in }.with([
          view("row", [0, 0, 240, 60]) {
            $0.fill = .black
            $0.gestures = [
              recognizer("swipeActions", .pan) {
                $0.minimumDistance = distance
                $0.priority = priority
              }
            ]
          }
        ])
      ])
  }

  @Test(arguments: [
    (Double?.none, GesturePriority.normal, "swipeActions"),
    (30, .normal, "scroll:pan"),
    (2, .normal, "swipeActions"),
    (0, .high, "swipeActions"),
    (2, .simultaneous, "swipeActions"),
    (30, .high, "scroll:pan"),
  ])
  func swiftUIPanCompetesWithScrollingByDistance(
    distance: Double?, priority: GesturePriority, winner: String
  ) {
    let s = dragInScroll(distance, priority).perform(drag(to: Point(40, 200)), at: 40, 30)
    let loser = winner == "scroll:pan" ? "swipeActions" : "scroll:pan"
    #expect(s.state(winner) == .ended)
    #expect(s.state(loser) == .failed)
  }

  @Test func aSwiftUILongPressHoldsTheScrollUntilItFails() {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("scroll", type: "List", [0, 0, 240, 240]) { _ in }.with([
          view("row", [0, 0, 240, 60]) {
            $0.fill = .black
            $0.gestures = [recognizer("reorder", .longPress)]
          }
        ])
      ])
    let quickDrag = s.perform(drag(to: Point(40, 200)), at: 40, 30)
    #expect(quickDrag.state("reorder") == .failed)
    #expect(quickDrag.scrolled == "scroll")
    let held = s.perform(drag(to: Point(40, 200), hold: 0.6), at: 40, 30)
    #expect(held.state("reorder") == .ended)
    #expect(held.scrolled == nil)
  }

  /// An AppKit table row under a click recognizer.
  func rowUnderClick(delays: Bool) -> Scene {
    scene(
      semantics: .appkit, counters: [("n", 0)],
      children: [
        view("table", type: "NSTableView", [0, 0, 240, 240]) {
          $0.gestures = [
            recognizer("click", .click) {
              $0.delaysPrimaryMouseButtonEvents = delays
              $0.onRecognize = [.log("click")]
            }
          ]
        }.with([view("row", type: "NSTableRowView", [0, 196, 240, 44]) { selectAction(&$0) }])
      ])
  }

  @Test func aClickRecognizerKeepsTheRowFromSelecting() {
    let s = rowUnderClick(delays: true).perform(.tap, at: 100, 20)
    #expect(s.fires == ["click"])
    #expect(s.phases == [])
    #expect(s.notFired("row") == .touchTaken(by: .declared(RecognizerAddress(view: 1, index: 0))))
  }

  @Test func withoutDelayingPrimaryMouseEventsBothFire() {
    let s = rowUnderClick(delays: false).perform(.tap, at: 100, 20)
    #expect(s.fires == ["click", "row"])
    #expect(s.phases == [.began, .ended])
  }

  @Test func aFailedClickDeliversTheMouseLate() {
    let s = rowUnderClick(delays: true).perform(.longPress(hold: 0.8), at: 100, 20)
    #expect(s.fires == ["row"])
    #expect(s.delivery.touches[0].phases.map(\.time) == [0.75, 0.8])
  }
}
