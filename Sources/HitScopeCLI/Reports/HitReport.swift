import HitScopeEngine
import HitScopeFormat

/// How `hitscope hit` and `hitscope check` describe one hit-test.
enum HitReport {
  /// The documented `hit --json` object: point, hit, handledBy, chain, trace, missed,
  /// overrides (when a traced view's class overrides hit-testing), then `members`.
  static func json(
    _ result: HitTestResult, in scene: Scene, adding members: [(String, JSONOutput)] = []
  ) -> JSONOutput {
    .object(
      [
        ("point", .point(result.point)),
        ("hit", .optional(result.hit.map { scene.views[$0].id })),
        ("handledBy", .optional(result.handler?.name(in: scene))),
        ("chain", .array(result.chain.map { .string($0.name(in: scene)) })),
        (
          "trace",
          .array(
            result.trace.map { visit in
              .object([
                ("view", .string(scene.views[visit.view].id)),
                ("point", visit.point.map(JSONOutput.point) ?? .null),
                ("verdict", .string(visit.verdict.rawValue)),
              ])
            })
        ),
        (
          "missed",
          .array(
            scene.missedViews(in: result).map { missed in
              .object([
                ("view", .string(scene.views[missed.view].id)),
                ("blockedBy", .optional(missed.blockedBy.map { scene.views[$0].id })),
                ("reason", .string(missed.reason.name)),
                ("message", .string(missed.message)),
              ])
            })
        ),
      ] + overrides(result, in: scene) + members)
  }

  /// `overrides`: the sentences of `Scene.overrideNotes`, only when there are some (imported
  /// views of custom classes).
  private static func overrides(_ result: HitTestResult, in scene: Scene) -> [(String, JSONOutput)]
  {
    let notes = scene.overrideNotes(for: result)
    return notes.isEmpty ? [] : [("overrides", .array(notes.map(JSONOutput.string)))]
  }

  /// A few lines for people: the outcome, the chain, and the trace as an indented tree.
  static func text(_ result: HitTestResult, in scene: Scene) -> [String] {
    var lines = [
      "\(pointText(result.point)): \(offCanvasNote(result.point, in: scene))\(outcome(result, in: scene))"
    ]
    for missed in scene.missedViews(in: result) { lines.append("  missed: \(missed.message)") }
    for note in scene.overrideNotes(for: result) { lines.append("  override: \(note)") }
    if !result.chain.isEmpty {
      lines.append("  chain: " + result.chain.map { $0.name(in: scene) }.joined(separator: " > "))
    }
    lines.append("  trace:")
    for visit in result.trace {
      let view = scene.views[visit.view]
      let indent = String(repeating: "  ", count: depth(of: visit.view, in: scene) + 2)
      let at = visit.point.map { " at \(pointText($0))" } ?? " (singular transform)"
      lines.append("\(indent)\(view.id) [\(view.type)]\(at): \(visit.verdict.rawValue)")
    }
    return lines
  }

  /// `hit below, handled by below`, or what happened instead.
  static func outcome(_ result: HitTestResult, in scene: Scene) -> String {
    guard let hit = result.hit else { return "no view is hit" }
    let handler =
      result.handler.map { "handled by \($0.name(in: scene))" }
      ?? "handled by nobody (the touch falls off the responder chain)"
    return "hit \(scene.views[hit].id), \(handler)"
  }

  /// The trace on one line: `root: descended > ring: outside > below: hit`.
  static func compactTrace(_ result: HitTestResult, in scene: Scene) -> String {
    result.trace.map { "\(scene.views[$0.view].id): \($0.verdict.rawValue)" }
      .joined(separator: " > ")
  }

  /// `off the canvas (240x240 pt); ` for a point off the canvas, else nothing.
  static func offCanvasNote(_ p: Point, in scene: Scene) -> String {
    guard !scene.canvasContains(p) else { return "" }
    let size =
      "\(scene.canvas.width.readableDescription)x\(scene.canvas.height.readableDescription)"
    return "off the canvas (\(size) pt); "
  }

  /// `(120, 120)`, `(45.33, 7.5)`: at most 2 decimals.
  static func pointText(_ p: Point) -> String { p.readableDescription }

  private static func depth(of view: ViewIndex, in scene: Scene) -> Int {
    var depth = 0
    var v = scene.views[view].parent
    while let current = v {
      depth += 1
      v = scene.views[current].parent
    }
    return depth
  }
}
