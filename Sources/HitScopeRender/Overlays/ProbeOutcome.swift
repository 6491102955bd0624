import HitScopeEngine

/// A probe evaluated on the scene as it is: what a click at its point reaches and handles.
struct ProbeOutcome: Sendable {
  var probe: Probe
  var hitName: String?
  var handlerName: String?
  var holds: Bool

  init(probe: Probe, scene: Scene) {
    self.probe = probe
    let result = scene.hitTest(probe.point, recordTrace: false)
    hitName = result.hit.map { scene.views[$0].id }
    handlerName = result.handler?.name(in: scene)
    var holds = hitName == probe.expect.name
    if let expected = probe.handledBy {
      holds = holds && handlerName == expected.name
    }
    self.holds = holds
  }

  var label: String { probe.name ?? "\(probe.point)" }

  /// "name: button" when it holds; "name: expected button, got ring" when not.
  var summary: String {
    let expected = probe.expect.name ?? "nothing"
    if holds { return "\(label): \(expected)" }
    return "\(label): \(mismatch)"
  }

  /// "expected button, got ring" (or the handlers', when the hit view is the expected one).
  var mismatch: String {
    if hitName != probe.expect.name {
      return "expected \(probe.expect.name ?? "nothing"), got \(hitName ?? "nothing")"
    }
    let handler = probe.handledBy?.name ?? "nothing"
    return "expected handler \(handler), got \(handlerName ?? "none")"
  }
}
