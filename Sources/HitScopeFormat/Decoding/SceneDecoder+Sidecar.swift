import HitScopeEngine

extension SceneDecoder {
  /// Decodes a probe sidecar, `{"probes": [...]}`, whose probes name views and controllers of
  /// a scene of `views` built elsewhere (one imported from a dump); nil exactly when
  /// `diagnostics` is not empty.
  mutating func decodeSidecar(_ top: JSONValue, for views: [ViewNode]) -> [Probe]? {
    guard let object = top.object else {
      error(
        top.position, "",
        "a probe sidecar must be a JSON object, got \(top.kindDescription)"
          + " (expected {\"probes\": [...]})")
      return nil
    }
    reportDuplicates(object, keyPath: "")
    for (i, member) in object.members.enumerated()
    where member.key != "probes" && !object.duplicateIndices.contains(i) {
      unknownKey(member, keyPath: "", allowed: ["probes"])
    }
    // The scene's ids stand as claimed by the sidecar's own top value: probes only look them up.
    for (index, view) in views.enumerated() {
      ids[view.id] = (.view(index), top)
      if let controller = view.controller { ids[controller.name] = (.controller(index), top) }
    }
    var probes: [Probe] = []
    if let value = object["probes"] {
      probes = decodeProbes(value)
    } else {
      error(top.position, "probes", "missing (expected an array of probes)")
    }
    return diagnostics.isEmpty ? probes : nil
  }
}
