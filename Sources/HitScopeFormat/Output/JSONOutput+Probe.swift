import HitScopeEngine

extension JSONOutput {
  /// A probe as a scene file spells it: `{"at": [x, y], "expect": ID|null, "handledBy": ...,
  /// "name": ...}`, the point in window points; `handledBy` and `name` only when the probe has
  /// them.
  public static func probe(_ probe: Probe) -> JSONOutput {
    func expectation(_ e: Probe.Expectation) -> JSONOutput { .optional(e.name) }
    var members: [(String, JSONOutput)] = [
      ("at", .point(probe.point)), ("expect", expectation(probe.expect)),
    ]
    if let handledBy = probe.handledBy { members.append(("handledBy", expectation(handledBy))) }
    if let name = probe.name { members.append(("name", .string(name))) }
    return .object(members)
  }
}
