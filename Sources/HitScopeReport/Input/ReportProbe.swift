import HitScopeEngine

/// One probe of a scene with the engine's evaluation of it (the one `check` reports).
struct ReportProbe: Sendable {
  /// The probe's position among the scene's probes, from 0 (the report numbers it from 1, as
  /// `check` and the probes overlay do).
  var index: Int
  var evaluation: ProbeEvaluation

  var probe: Probe { evaluation.probe }
  /// The hit-test of the probe's point, with its trace recorded.
  var result: HitTestResult { evaluation.result }
  var passed: Bool { evaluation.holds }
  /// What differs from the expectation, one phrase each; empty when the probe holds.
  var mismatches: [String] { evaluation.mismatches.map(\.phrase) }

  /// Every probe of `scene`, evaluated, in file order.
  static func all(in scene: Scene) -> [ReportProbe] {
    scene.probes.enumerated().map { index, probe in
      ReportProbe(index: index, evaluation: ProbeEvaluation(probe: probe, scene: scene))
    }
  }
}
