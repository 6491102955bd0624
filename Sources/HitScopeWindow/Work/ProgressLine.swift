import HitScopeEngine

/// The panel's line about work running behind the window: "Auditing… 4,210 of 20,000 views",
/// "Mapping… 320 of 800 rows"; the verb alone with an ellipsis before the first step.
enum ProgressLine {
  static func text(_ verb: String, _ step: WorkProgress.Snapshot?) -> String {
    guard let step else { return "\(verb)…" }
    return "\(verb)… \(grouped(step.done)) of \(grouped(step.total)) \(step.unit)"
  }

  /// `n` with a comma between groups of three digits, whatever the locale.
  static func grouped(_ n: Int) -> String {
    var digits = String(n.magnitude)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return n < 0 ? "-" + digits : digits
  }
}
