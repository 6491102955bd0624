import HitScopeEngine
import HitScopeFormat

/// How `hitscope hit` shows what a gesture did: the `delivery` object of `hit --json`, and one
/// line a recognizer for people.
enum DeliveryReport {
  /// `{"gesture", "phases", "recognizers": [{"id", "view", "kind", "state", "because"}],
  /// "fires", "scrolled", "notFired": [{"id", "reason"}]}`.
  static func json(_ delivery: Delivery, gesture: Gesture, in scene: Scene) -> JSONOutput {
    .object([
      ("gesture", .string(gesture.kindName)),
      ("phases", .array(delivery.phases.map { .string($0.rawValue) })),
      (
        "recognizers",
        .array(
          delivery.recognizers.map { r in
            .object([
              ("id", .string(r.source.id(in: scene))),
              ("view", .string(scene.views[r.view].id)),
              ("kind", .string(r.kindName)),
              ("state", .string(r.state.rawValue)),
              (
                "because",
                .string(
                  r.state.tookGesture
                    ? r.tookGestureSentence(in: scene) : r.reason.sentence(kind: r.kind, in: scene))
              ),
            ])
          })
      ),
      ("fires", .array(delivery.firedIDs(in: scene).map(JSONOutput.string))),
      ("scrolled", .optional(delivery.scrolled.map { scene.views[$0].id })),
      (
        "notFired",
        .array(
          delivery.notFired.map { n in
            .object([
              ("id", .string(n.firing.id(in: scene))),
              ("reason", .string(n.sentence(in: scene))),
            ])
          })
      ),
    ])
  }

  /// `  tap: began > cancelled; fires dismissTap` then one indented line per recognizer and per
  /// thing that did not fire.
  static func text(_ delivery: Delivery, gesture: Gesture, in scene: Scene) -> [String] {
    let phases =
      delivery.phases.isEmpty
      ? "the view receives nothing" : delivery.phases.map(\.rawValue).joined(separator: " > ")
    let fired = delivery.firedIDs(in: scene)
    var summary =
      "  \(gesture.kindName): \(phases); "
      + (fired.isEmpty ? "nothing fires" : "fires " + fired.joined(separator: ", "))
    if let scrolled = delivery.scrolled { summary += "; \(scene.views[scrolled].id) scrolls" }
    return [summary] + delivery.recognizerLines(in: scene).map { "    " + $0 }
      + delivery.notFiredLines(in: scene).map { "    " + $0 }
  }
}
