import HitScopeEngine

/// One probe of one scene, evaluated on the scene as loaded.
struct ProbeOutcome {
  var scenePath: String
  /// The probe's position in the file, from 0.
  var index: Int
  var probe: Probe
  var result: HitTestResult
  /// What differs from the expectation, one phrase each; empty when the probe holds.
  var mismatches: [String]
  /// The trace on one line, for failure reports.
  var trace: String

  init(scenePath: String, index: Int, probe: Probe, scene: Scene) {
    self.scenePath = scenePath
    self.index = index
    self.probe = probe
    let result = scene.hitTest(probe.point)
    self.result = result
    self.trace = HitReport.compactTrace(result, in: scene)
    var mismatches: [String] = []
    let hit = result.hit.map { scene.views[$0].id }
    if hit != probe.expect.name {
      mismatches.append(
        "expected hit \(ProbeOutcome.show(probe.expect.name)), got \(ProbeOutcome.show(hit))")
    }
    if let expected = probe.handledBy {
      let handler = result.handler?.name(in: scene)
      if handler != expected.name {
        mismatches.append(
          "expected handledBy \(ProbeOutcome.show(expected.name)), "
            + "got \(ProbeOutcome.show(handler))")
      }
    }
    self.mismatches = mismatches
  }

  var passed: Bool { mismatches.isEmpty }

  /// `probe "centre"` for a named probe, else `probe #2` (counting from 1, in file order).
  var label: String {
    if let name = probe.name { return "probe \"\(name)\"" }
    return "probe #\(index + 1)"
  }

  /// The test name JUnit reports show: the probe's name or number, and its point.
  var testName: String {
    (probe.name ?? "#\(index + 1)") + " at " + HitReport.pointText(probe.point)
  }

  /// The one line `check` prints for a failed probe.
  var failureLine: String {
    "\(SceneFiles.place(scenePath, probe.position)): \(label) at \(HitReport.pointText(probe.point)): "
      + mismatches.joined(separator: "; ") + "; trace: \(trace)"
  }

  private static func show(_ name: String?) -> String { name ?? "nothing" }
}
