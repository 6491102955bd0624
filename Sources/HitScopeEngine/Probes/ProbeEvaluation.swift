/// A probe evaluated on a scene as loaded: where its point goes and, when the probe checks it,
/// what its gesture does; every way the outcome differs from the expectation, as data.
public struct ProbeEvaluation: Sendable {
  public var probe: Probe
  public var result: HitTestResult
  /// Present when the probe checks `fires`, `scrolls` or `phases`.
  public var delivery: Delivery?
  public var mismatches: [ProbeMismatch]

  /// `recordTrace` keeps the hit-test's trace in `result` (failure reports print it).
  public init(probe: Probe, scene: Scene, recordTrace: Bool = true) {
    self.probe = probe
    let result = scene.hitTest(probe.point, recordTrace: recordTrace)
    self.result = result
    var mismatches: [ProbeMismatch] = []
    let hit = result.hit.map { scene.views[$0].id }
    if hit != probe.expect.name {
      mismatches.append(.hit(expected: probe.expect.name, actual: hit))
    }
    if let expected = probe.handledBy {
      let handler = result.handler?.name(in: scene)
      if handler != expected.name {
        mismatches.append(.handler(expected: expected.name, actual: handler))
      }
    }
    if probe.checksDelivery {
      let delivery = scene.deliver(probe.gesture, at: probe.point).delivery
      self.delivery = delivery
      if let expected = probe.fires {
        let actual = delivery.firedIDs(in: scene)
        if Set(actual) != expected {
          mismatches.append(.fires(expected: expected.sorted(), actual: actual))
        }
      }
      if let expected = probe.scrolls {
        let actual = delivery.scrolled.map { scene.views[$0].id }
        if actual != expected.name {
          mismatches.append(.scrolls(expected: expected.name, actual: actual))
        }
      }
      if let expected = probe.phases, delivery.phases != expected {
        mismatches.append(.phases(expected: expected, actual: delivery.phases))
      }
    } else {
      self.delivery = nil
    }
    self.mismatches = mismatches
  }

  public var holds: Bool { mismatches.isEmpty }
}

/// One way a probe's outcome differs from what it expects.
public enum ProbeMismatch: Hashable, Sendable {
  case hit(expected: String?, actual: String?)
  case handler(expected: String?, actual: String?)
  /// Expected sorted, actual in firing order.
  case fires(expected: [String], actual: [String])
  case scrolls(expected: String?, actual: String?)
  case phases(expected: [TouchPhase], actual: [TouchPhase])

  /// "expected hit button, got ring", "expected fires [cell], got []".
  public var phrase: String {
    func show(_ name: String?) -> String { name ?? "nothing" }
    func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }
    switch self {
    case .hit(let e, let a): return "expected hit \(show(e)), got \(show(a))"
    case .handler(let e, let a): return "expected handledBy \(show(e)), got \(show(a))"
    case .fires(let e, let a): return "expected fires \(list(e)), got \(list(a))"
    case .scrolls(let e, let a): return "expected scrolls \(show(e)), got \(show(a))"
    case .phases(let e, let a):
      return "expected phases \(list(e.map(\.rawValue))), got \(list(a.map(\.rawValue)))"
    }
  }
}
