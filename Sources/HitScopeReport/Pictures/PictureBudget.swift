import HitScopeEngine

/// Which findings and failing probes of a scene get a picture: the first few of each cause, so
/// that a page stays small enough for a browser to open at once whatever the input; the rest are
/// listed in a table, each row with its anchor.
enum PictureBudget {
  /// Findings pictured per audit rule, in the audit's order.
  static let findingsPerRule = 5
  /// Failing probes pictured and explained in full, in file order.
  static let failingProbes = 10

  /// The indices (in `findings`' order) of the findings that get a picture.
  static func picturedFindings(_ findings: [AuditFinding]) -> Set<Int> {
    var shown: [AuditRule: Int] = [:]
    var pictured = Set<Int>()
    for (i, finding) in findings.enumerated()
    where shown[finding.rule, default: 0] < findingsPerRule {
      shown[finding.rule, default: 0] += 1
      pictured.insert(i)
    }
    return pictured
  }

  /// The probe indices of the failing probes explained in full with a picture.
  static func picturedProbes(_ probes: [ReportProbe]) -> Set<Int> {
    Set(probes.filter { !$0.passed }.prefix(failingProbes).map(\.index))
  }
}
