import HitScopeEngine

extension ProbeEvaluation {
  /// The probe's name, or its point.
  var label: String { probe.name ?? "\(probe.point)" }

  /// "name: button" when it holds; "name: expected button, got ring" when not (the first
  /// difference).
  var summary: String {
    guard let first = mismatches.first else { return "\(label): \(probe.expect.name ?? "nothing")" }
    switch first {
    case .hit(let expected, let actual):
      return "\(label): expected \(expected ?? "nothing"), got \(actual ?? "nothing")"
    case .handler(let expected, let actual):
      return "\(label): expected handler \(expected ?? "nothing"), got \(actual ?? "none")"
    case .fires, .scrolls, .phases:
      return "\(label): \(first.phrase)"
    }
  }
}
