import HitScopeEngine

extension PanelContent {
  /// What a gesture did, for the panel: what the mouse did with the phases the hit view got and
  /// what fired, then each recognizer's line (green when it took the gesture, red when it
  /// failed) and each thing that did not fire. `delivery` is `gesture` delivered on `scene`.
  static func gestureLines(_ delivery: Delivery, of gesture: TouchTimeline, in scene: Scene)
    -> [PanelLine]
  {
    let fired = delivery.firedIDs(in: scene)
    let phases =
      delivery.phases.isEmpty
      ? "the view receives nothing" : delivery.phases.map(\.rawValue).joined(separator: " → ")
    var lines = wrapped(
      PanelLine(
        kind: .body, text: "\(gestureName(gesture, timing: scene.gestureTiming)): \(phases)",
        marker: delivery.notFired.isEmpty ? .pass : .fail))
    lines += wrapped(
      PanelLine(
        kind: .body,
        text: fired.isEmpty ? "nothing fires" : "fires " + fired.joined(separator: ", "),
        marker: delivery.notFired.isEmpty && !fired.isEmpty ? .pass : .fail))
    for (outcome, text) in zip(delivery.recognizers, delivery.recognizerLines(in: scene)) {
      let color =
        outcome.tookGesture
        ? Palette.pass : outcome.state == .failed ? Palette.fail : Palette.gesture
      lines += wrapped(PanelLine(kind: .note, text: text, marker: .outline(color)))
    }
    for text in delivery.notFiredLines(in: scene) {
      lines += wrapped(PanelLine(kind: .note, text: text, marker: .fail))
    }
    return lines
  }

  /// What the mouse did, in the words of the scene's gesture timing (window points, seconds):
  /// `double tap` for two touches; for one, `drag (x, y) → (x, y)` once it moved farther than a
  /// tap may, `long press, 1.2 s` once held longer than a tap may, `press, still down` before
  /// its release, else `tap`.
  static func gestureName(_ gesture: TouchTimeline, timing: GestureTiming) -> String {
    guard gesture.touches.count == 1, let touch = gesture.touches.first else {
      return gesture.touches.isEmpty ? "no touch" : "double tap"
    }
    let samples = touch.moves + (touch.release.map { [$0] } ?? [])
    let farthest = samples.map { $0.point.distance(to: touch.press.point) }.max() ?? 0
    if farthest > timing.tapMaximumMovement, let end = samples.last {
      return
        "drag \(touch.press.point.readableDescription) → \(end.point.readableDescription)"
    }
    guard let release = touch.release else { return "press, still down" }
    let held = release.time - touch.press.time
    if held > timing.tapMaximumDuration {
      return "long press, \((held * 10).rounded() / 10) s"
    }
    return "tap"
  }
}
