import HitScopeEngine

extension PanelContent {
  /// What a gesture did, for the panel: what the mouse did (named by `GestureShape`, as the
  /// window's event log names it) with the phases the hit view got and what fired, then each
  /// recognizer's line (green when it took the gesture, red when it failed) and each thing that
  /// did not fire. `delivery` is `gesture` delivered on `scene`.
  static func gestureLines(_ delivery: Delivery, of gesture: TouchTimeline, in scene: Scene)
    -> [PanelLine]
  {
    let fired = delivery.firedIDs(in: scene)
    let phases =
      delivery.phases.isEmpty
      ? "the view receives nothing" : delivery.phases.map(\.rawValue).joined(separator: " → ")
    var lines = wrapped(
      PanelLine(
        kind: .body,
        text: "\(GestureShape(gesture, timing: scene.gestureTiming).description): \(phases)",
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

}
