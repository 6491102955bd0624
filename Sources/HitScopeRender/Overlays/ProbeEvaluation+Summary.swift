import HitScopeEngine

extension ProbeEvaluation {
  /// "name: button" when it holds; "name: expected button, got ring" when not (its point when
  /// it has no name).
  var summary: String {
    "\(probe.name ?? "\(probe.point)"): " + (holds ? probe.expect.name ?? "nothing" : mismatch)
  }

  /// The first difference: "expected button, got ring", "expected handler b, got none",
  /// "expected fires [cell], got []".
  var mismatch: String {
    switch mismatches.first {
    case .hit(let expected, let actual):
      return "expected \(expected ?? "nothing"), got \(actual ?? "nothing")"
    case .handler(let expected, let actual):
      return "expected handler \(expected ?? "nothing"), got \(actual ?? "none")"
    case .some(let other):
      return other.phrase
    case nil:
      return ""
    }
  }
}
