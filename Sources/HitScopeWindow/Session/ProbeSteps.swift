import HitScopeEngine

/// The order `]` and `[` step through a scene's probes: the failing ones first, then those that
/// hold, each group in file order.
enum ProbeSteps {
  /// Indices into `scene.probes`, evaluated on `scene` (the scene as loaded, as `check` does).
  static func order(in scene: Scene) -> [Int] {
    let holds = scene.probes.map {
      ProbeEvaluation(probe: $0, scene: scene, recordTrace: false).holds
    }
    return scene.probes.indices.filter { !holds[$0] } + scene.probes.indices.filter { holds[$0] }
  }

  /// The probe after (`forward`) or before `current` in `order`, wrapping around; the first
  /// (or last) when nothing is current or `current` is no longer listed.
  static func step(from current: Int?, forward: Bool, in order: [Int]) -> Int? {
    guard !order.isEmpty else { return nil }
    guard let current, let at = order.firstIndex(of: current) else {
      return forward ? order.first : order.last
    }
    return order[(at + (forward ? 1 : order.count - 1)) % order.count]
  }
}
