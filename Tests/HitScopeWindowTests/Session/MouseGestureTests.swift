import Foundation
import HitScopeEngine
import HitScopeTestSupport
import Testing

@testable import HitScopeWindow

/// Which presses join the gesture going on: only a double tap's second press, so that clicks in
/// quick succession (a tester's, or a script's thousands) each stay a short gesture.
struct MouseGestureTests {
  let start = ContinuousClock.now
  let button = scene(
    counters: [("n", 0)],
    children: [
      view("button", type: "UIButton", [20, 20, 200, 100]) { $0.onTap = [.increment(counter: "n")] }
    ])

  /// Clicks (press, release 0.05 s later) at each `(seconds from start, point)`; the touch count
  /// of the gesture after each press.
  func click(_ clicks: [(Double, Point)], on scene: inout Scene) -> (
    counts: [Int], gesture: MouseGesture
  ) {
    var gesture = MouseGesture()
    var counts: [Int] = []
    for (t, p) in clicks {
      _ = gesture.press(at: p, now: start + .seconds(t), scene: &scene)
      counts.append(gesture.touchCount)
      _ = gesture.release(at: p, now: start + .seconds(t + 0.05), scene: &scene)
    }
    return (counts, gesture)
  }

  @Test func aSecondPressSoonAndNearJoinsAThirdStartsAnother() {
    var scene = button
    var (counts, gesture) = click(
      [(0, Point(60, 60)), (0.2, Point(62, 61)), (0.4, Point(60, 60))], on: &scene)
    #expect(counts == [1, 2, 1])
    _ = gesture.end(scene: &scene)
    #expect(scene.counters["n"] == 3, "every click's tap fired")
  }

  @Test(arguments: [
    (0.2, Point(120, 60)),  // soon, but 60 points away
    (0.6, Point(60, 60)),  // near, but after the double-tap interval
  ])
  func aPressElsewhereOrLaterStartsAnotherGesture(at seconds: Double, point: Point) {
    var scene = button
    let (counts, _) = click([(0, Point(60, 60)), (seconds, point)], on: &scene)
    #expect(counts == [1, 1])
  }

  @Test func aPressSoonAfterADragStartsAnotherGesture() {
    var scene = button
    var gesture = MouseGesture()
    _ = gesture.press(at: Point(60, 60), now: start, scene: &scene)
    _ = gesture.move(to: Point(120, 60), now: start + .seconds(0.05), scene: &scene)
    _ = gesture.release(at: Point(60, 60), now: start + .seconds(0.1), scene: &scene)
    _ = gesture.press(at: Point(60, 60), now: start + .seconds(0.2), scene: &scene)
    #expect(gesture.touchCount == 1, "a drag is no double tap's first tap")
  }

  @Test func endingTheGestureKeepsWhatChangedAfterIt() {
    var scene = button
    var (_, gesture) = click([(0, Point(60, 60))], on: &scene)
    _ = gesture.end(scene: &scene)
    scene.counters["n"] = 0
    _ = gesture.advance(now: start + .seconds(0.2), scene: &scene)
    #expect(scene.counters["n"] == 0, "a gesture that ended runs no more")
    #expect(gesture.touchCount == 0)
  }

  /// A photo whose single tap waits for its double tap to fail.
  let photo = scene(
    counters: [("n", 0)],
    children: [
      view("photo", [0, 0, 240, 240]) {
        var single = GestureRecognizer(id: "single", kind: .tap)
        single.onRecognize = [.increment(counter: "n")]
        single.requireToFail = ["double"]
        var double = GestureRecognizer(id: "double", kind: .tap)
        double.taps = 2
        $0.gestures = [single, double]
      }
    ])

  @Test func whatAGestureRanIsNamedAfterItEvenWhenTheNextPressEndsIt() {
    var scene = photo
    var gesture = MouseGesture()
    _ = gesture.press(at: Point(60, 60), now: start, scene: &scene)
    let released = gesture.release(at: Point(60, 60), now: start + .seconds(0.05), scene: &scene)
    #expect(released.allSatisfy { $0.gesture == GestureShape.tap })
    #expect(!released.contains { if case .action = $0.delivery { true } else { false } })
    // A press elsewhere before the double-tap interval ran out: the single tap fires now.
    let pressed = gesture.press(at: Point(180, 180), now: start + .seconds(0.1), scene: &scene)
    let action = pressed.first { if case .action = $0.delivery { true } else { false } }
    #expect(action?.gesture == .tap, "the tap's action, not the new press's")
    #expect(pressed.last?.gesture == .press)
    #expect(scene.counters["n"] == 1)
  }
}
