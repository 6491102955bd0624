import HitScopeEngine

/// One probe of a scene as `check` evaluated it: the probe, what a click at its point does, and
/// what differs from the expectation. The report shows it; it does not judge it again.
public struct ReportProbe: Sendable {
  /// The probe's position among the scene's probes, from 0 (the report numbers it from 1, as
  /// `check` and the probes overlay do).
  public var index: Int
  public var probe: Probe
  /// The hit-test of the probe's point, with its trace recorded.
  public var result: HitTestResult
  /// What differs from the expectation, one phrase each; empty when the probe holds.
  public var mismatches: [String]

  public init(index: Int, probe: Probe, result: HitTestResult, mismatches: [String]) {
    self.index = index
    self.probe = probe
    self.result = result
    self.mismatches = mismatches
  }

  public var passed: Bool { mismatches.isEmpty }
}
