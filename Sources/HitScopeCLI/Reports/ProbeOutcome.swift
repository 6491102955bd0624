import HitScopeEngine

/// One probe of one scene as `check` and JUnit reports show it: the engine's evaluation of the
/// probe, with where it is in which file.
struct ProbeOutcome {
  var scenePath: String
  /// The file the probes were read from: the scene, or a dump's probe sidecar.
  var probePath: String
  /// The probe's position in the file, from 0.
  var index: Int
  var evaluation: ProbeEvaluation
  /// The trace on one line, for failure reports.
  var trace: String

  init(scenePath: String, probePath: String? = nil, index: Int, probe: Probe, scene: Scene) {
    self.scenePath = scenePath
    self.probePath = probePath ?? scenePath
    self.index = index
    self.evaluation = ProbeEvaluation(probe: probe, scene: scene)
    self.trace = HitReport.compactTrace(evaluation.result, in: scene)
  }

  var probe: Probe { evaluation.probe }
  var result: HitTestResult { evaluation.result }
  var passed: Bool { evaluation.holds }
  /// What differs from the expectation, one phrase each; empty when the probe holds.
  var mismatches: [String] { evaluation.mismatches.map(\.phrase) }

  /// `probe "centre"` for a named probe, else `probe #2` (counting from 1, in file order).
  var label: String {
    if let name = probe.name { return "probe \"\(name)\"" }
    return "probe #\(index + 1)"
  }

  /// The test name JUnit reports show: the probe's name or number, and its point.
  var testName: String {
    (probe.name ?? "#\(index + 1)") + pointSuffix
  }

  /// The one line `check` prints for a failed probe.
  var failureLine: String {
    "\(SourcePosition.place(probePath, probe.position)): \(label)\(pointSuffix): "
      + mismatches.joined(separator: "; ")
      + "; trace: \(trace)"
  }

  /// ` at (x, y)`, or nothing when the name already ends with the point (as the names of
  /// probes recorded in the window do: `button at (120, 80)`).
  private var pointSuffix: String {
    let point = " at " + HitReport.pointText(probe.point)
    return probe.name?.hasSuffix(point) == true ? "" : point
  }
}
