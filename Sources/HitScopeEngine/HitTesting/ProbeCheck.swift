/// A probe evaluated on a scene as it is: what a click at its point reaches and who handles it,
/// against what the probe expects (`hitscope check` evaluates the scene as loaded).
public struct ProbeCheck: Hashable, Sendable {
  public var probe: Probe
  public var result: HitTestResult
  /// The id of the view hit, or nil when the click reaches none.
  public var hitName: String?
  /// The id or controller name of the handler, or nil when the touch falls off the chain.
  public var handlerName: String?

  /// Whether the hit view is the expected one.
  public var hitHolds: Bool { hitName == probe.expect.name }
  /// Whether the handler is the expected one; true when the probe does not check it.
  public var handlerHolds: Bool { probe.handledBy.map { $0.name == handlerName } ?? true }
  public var holds: Bool { hitHolds && handlerHolds }
}

extension Scene {
  /// Evaluates `probe` on the scene as it is now; with `recordTrace`, the result has the trace.
  public func check(_ probe: Probe, recordTrace: Bool = false) -> ProbeCheck {
    let result = hitTest(probe.point, recordTrace: recordTrace)
    return ProbeCheck(
      probe: probe, result: result, hitName: result.hit.map { views[$0].id },
      handlerName: result.handler?.name(in: self))
  }
}
