import HitScopeEngine

/// A probe's `gesture` and what it expects of it: `fires`, `scrolls`, `phases`.
extension SceneDecoder {
  /// Reads the gesture keys of a probe into `probe`; false when one of them is invalid.
  mutating func decodeGestureExpectations(_ object: JSONObject, into probe: inout Probe) -> Bool {
    var ok = true
    if let value = object["gesture"] {
      if let g = gesture(value, "gesture") { probe.gesture = g } else { ok = false }
    }
    if let value = object["fires"] {
      if let ids = firingIDs(value, "fires") { probe.fires = ids } else { ok = false }
    }
    if let value = object["scrolls"] {
      if let e = scrollExpectation(value, "scrolls") { probe.scrolls = e } else { ok = false }
    }
    if let value = object["phases"] {
      if let p = phases(value, "phases") { probe.phases = p } else { ok = false }
    }
    return ok
  }

  private mutating func gesture(_ value: JSONValue, _ keyPath: String) -> Gesture? {
    let expected = "{\"kind\": \"tap\" | \"doubleTap\" | \"longPress\" | \"drag\", ...}"
    guard let object = object(value, keyPath, expected: expected) else { return nil }
    reportDuplicates(object, keyPath: keyPath)
    var ok = true
    for (i, member) in object.members.enumerated()
    where !SceneSchema.probeGestureKeys.contains(member.key) && !object.duplicateIndices.contains(i)
    {
      unknownKey(member, keyPath: keyPath, allowed: SceneSchema.probeGestureKeys)
      ok = false
    }
    guard let kindValue = object["kind"] else {
      error(
        value.position, "\(keyPath).kind", "missing (expected tap, doubleTap, longPress or drag)")
      return nil
    }
    guard let kind = string(kindValue, "\(keyPath).kind") else { return nil }
    let allowed: [String]
    switch kind {
    case "tap", "doubleTap": allowed = ["kind"]
    case "longPress": allowed = ["kind", "hold"]
    case "drag": allowed = ["kind", "to", "holdBeforeMove", "duration"]
    default:
      let hint = didYouMean(kind, in: Gesture.kindNames)
      error(
        kindValue.position, "\(keyPath).kind",
        "unknown gesture \"\(kind)\" ("
          + (hint.isEmpty ? "expected tap, doubleTap, longPress or drag" : hint) + ")")
      return nil
    }
    for member in object.members
    where SceneSchema.probeGestureKeys.contains(member.key) && !allowed.contains(member.key) {
      error(
        member.keyPosition, "\(keyPath).\(member.key)",
        "not a key of a \(kind) gesture (expected " + allowed.joined(separator: ", ") + ")")
      ok = false
    }
    func seconds(_ key: String, _ fallback: Double) -> Double? {
      guard let v = object[key] else { return fallback }
      return number(
        v, "\(keyPath).\(key)", in: 0...Double.greatestFiniteMagnitude,
        expected: "a number >= 0 (seconds)")
    }
    switch kind {
    case "tap": return ok ? .tap : nil
    case "doubleTap": return ok ? .doubleTap : nil
    case "longPress":
      guard let hold = seconds("hold", Gesture.defaultHold), ok else { return nil }
      return .longPress(hold: hold)
    default:
      guard let toValue = object["to"] else {
        error(
          value.position, "\(keyPath).to",
          "missing (expected [x, y] in window points, where the drag ends)")
        return nil
      }
      guard
        let to = numbers(toValue, "\(keyPath).to", count: 2, expected: "[x, y] in window points"),
        let hold = seconds("holdBeforeMove", 0),
        let duration = seconds("duration", Gesture.defaultDragDuration), ok
      else { return nil }
      return .drag(to: Point(to[0], to[1]), holdBeforeMove: hold, duration: duration)
    }
  }

  /// `fires`: ids of views, cells or recognizers.
  private mutating func firingIDs(_ value: JSONValue, _ keyPath: String) -> Set<String>? {
    guard let array = value.array else {
      typeMismatch(value, keyPath, expected: "an array of view and recognizer ids ([] for nothing)")
      return nil
    }
    var result: Set<String> = []
    var ok = true
    for (i, element) in array.enumerated() {
      guard let id = string(element, "\(keyPath)[\(i)]") else {
        ok = false
        continue
      }
      switch ids[id]?.kind {
      case .view, .recognizer: result.insert(id)
      case .controller:
        error(
          element.position, "\(keyPath)[\(i)]",
          "\"\(id)\" is a controller, which fires nothing (expected a view or recognizer id)")
        ok = false
      case nil:
        error(
          element.position, "\(keyPath)[\(i)]",
          "no view or recognizer has id \"\(id)\"\(didYouMeanID(id))")
        ok = false
      }
    }
    return ok ? result : nil
  }

  /// `scrolls`: a scroll view's id, or null for none.
  private mutating func scrollExpectation(_ value: JSONValue, _ keyPath: String) -> Probe
    .Expectation?
  {
    if case .null = value.kind { return .nothing }
    guard let id = string(value, keyPath) else { return nil }
    guard case .view(let v) = ids[id]?.kind else {
      error(value.position, keyPath, "no view has id \"\(id)\"\(didYouMeanID(id))")
      return nil
    }
    guard views[v].plays(.scrollView) else {
      error(
        value.position, keyPath,
        "\"\(id)\" is a \(views[v].type), not a scroll view (expected the id of a scroll view, or null)"
      )
      return nil
    }
    return .named(id)
  }

  private mutating func phases(_ value: JSONValue, _ keyPath: String) -> [TouchPhase]? {
    guard let array = value.array else {
      typeMismatch(value, keyPath, expected: "an array of began, moved, ended, cancelled")
      return nil
    }
    var result: [TouchPhase] = []
    var ok = true
    for (i, element) in array.enumerated() {
      guard let name = string(element, "\(keyPath)[\(i)]") else {
        ok = false
        continue
      }
      if let phase = TouchPhase(rawValue: name) {
        result.append(phase)
      } else {
        error(
          element.position, "\(keyPath)[\(i)]",
          "unknown phase \"\(name)\" (expected began, moved, ended or cancelled)")
        ok = false
      }
    }
    return ok ? result : nil
  }
}
