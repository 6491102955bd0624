import HitScopeEngine

extension SceneDecoder {
  /// `[probe]`; run after the views, so ids can be checked.
  mutating func decodeProbes(_ value: JSONValue) -> [Probe] {
    guard let array = value.array else {
      typeMismatch(value, "probes", expected: "an array of probes")
      return []
    }
    var probes: [Probe] = []
    probes.reserveCapacity(array.count)
    for (i, element) in array.enumerated() {
      owner = .probe(i)
      defer { owner = .scene }
      guard let object = element.object else {
        typeMismatch(
          element, "", expected: "a probe such as {\"at\": [x, y], \"expect\": \"button\"}")
        continue
      }
      reportDuplicates(object, keyPath: "")
      for (m, member) in object.members.enumerated()
      where !SceneSchema.probeKeys.contains(member.key) && !object.duplicateIndices.contains(m) {
        unknownKey(member, keyPath: "", allowed: SceneSchema.probeKeys)
      }
      var ok = true
      var point = Point.zero
      if let at = object["at"] {
        if let p = numbers(at, "at", count: 2, expected: "[x, y] in window points") {
          point = Point(p[0], p[1])
        } else {
          ok = false
        }
      } else {
        error(element.position, "at", "missing (expected [x, y] in window points)")
        ok = false
      }
      var expect = Probe.Expectation.nothing
      if let v = object["expect"] {
        if let e = expectation(v, "expect", allowsController: false) {
          expect = e
        } else {
          ok = false
        }
      } else {
        error(element.position, "expect", "missing (expected a view id, or null for no view)")
        ok = false
      }
      var handledBy: Probe.Expectation? = nil
      if let v = object["handledBy"] {
        if let e = expectation(v, "handledBy", allowsController: true) {
          handledBy = e
        } else {
          ok = false
        }
      }
      var name: String? = nil
      if let v = object["name"] {
        if let s = string(v, "name") { name = s } else { ok = false }
      }
      var probe = Probe(
        point: point, expect: expect, handledBy: handledBy, name: name,
        position: element.position)
      if !decodeGestureExpectations(object, into: &probe) { ok = false }
      if ok { probes.append(probe) }
    }
    return probes
  }

  private mutating func expectation(_ value: JSONValue, _ keyPath: String, allowsController: Bool)
    -> Probe.Expectation?
  {
    let expected = allowsController ? "a view id, a controller name or null" : "a view id or null"
    switch value.kind {
    case .null:
      return .nothing
    case .string(let id):
      switch ids[id]?.kind {
      case .view: return .named(id)
      case .controller where allowsController: return .named(id)
      case .controller:
        error(
          value.position, keyPath,
          "\"\(id)\" is a controller, which is never hit (expected \(expected); check controllers with handledBy)"
        )
      case .recognizer:
        error(
          value.position, keyPath,
          "\"\(id)\" is a gesture recognizer, which is never hit (expected \(expected); check recognizers with fires)"
        )
      case nil:
        let what = allowsController ? "no view or controller" : "no view"
        error(value.position, keyPath, "\(what) has id \"\(id)\"\(didYouMeanID(id))")
      }
      return nil
    default:
      typeMismatch(value, keyPath, expected: expected)
      return nil
    }
  }
}
