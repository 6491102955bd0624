import HitScopeEngine

extension SceneDecoder {
  /// A shape: `"rect"`, `"ellipse"`, or an object with one of `rect`, `ellipse`, `roundedRect`,
  /// `path`, `compound` (the last two optionally beside `fillRule`).
  mutating func shape(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String
  ) -> Shape? {
    let names = "rect, ellipse, roundedRect, path or compound"
    switch value.kind {
    case .string(let s):
      switch s {
      case "rect": return .rect
      case "ellipse": return .ellipse
      default:
        error(value.position, keyPath(), "unknown shape \"\(s)\" (expected \(names))")
        return nil
      }
    case .object(let object):
      return shapeObject(object, in: value, keyPath())
    default:
      typeMismatch(
        value, keyPath(),
        expected: "a shape: \"rect\", \"ellipse\" or an object such as {\"roundedRect\": 8}")
      return nil
    }
  }

  private mutating func shapeObject(
    _ object: JSONObject, in source: JSONValue, _ keyPath: String
  ) -> Shape? {
    var position: SourcePosition { source.position }
    reportDuplicates(object, keyPath: keyPath)
    var kinds: [JSONObject.Member] = []
    var fillRuleMember: JSONObject.Member? = nil
    var ok = true
    for (i, member) in object.members.enumerated() where !object.duplicateIndices.contains(i) {
      if member.key == "fillRule" {
        fillRuleMember = member
      } else if SceneSchema.shapeNames.contains(member.key) {
        kinds.append(member)
      } else {
        unknownKey(member, keyPath: keyPath, allowed: SceneSchema.shapeKeys)
        ok = false
      }
    }
    guard kinds.count == 1 else {
      if kinds.isEmpty {
        if ok {
          error(
            position, keyPath,
            "empty shape (expected one of rect, ellipse, roundedRect, path or compound)")
        }
      } else {
        error(
          kinds[1].keyPosition, joinKeyPath(keyPath, kinds[1].key),
          "a shape has exactly one kind, and this one already is \(kinds[0].key)"
            + " (use compound to join shapes)")
      }
      return nil
    }
    let kind = kinds[0]
    var fillRule = FillRule.nonzero
    if let member = fillRuleMember {
      let rulePath = joinKeyPath(keyPath, "fillRule")
      if kind.key != "path" && kind.key != "compound" {
        error(
          member.keyPosition, rulePath,
          "only applies to path or compound shapes (this one is \(kind.key))")
        ok = false
      } else if let s = string(member.value, rulePath) {
        if let rule = FillRule(rawValue: s) {
          fillRule = rule
        } else {
          error(
            member.value.position, rulePath,
            "unknown fill rule \"\(s)\" (expected nonzero or evenodd)")
          ok = false
        }
      } else {
        ok = false
      }
    }
    let value = kind.value
    var result: Shape? = nil
    switch kind.key {
    case "rect":
      if let r = rect(value, joinKeyPath(keyPath, kind.key)) {
        result = .rectIn(Rect(x: r[0], y: r[1], width: r[2], height: r[3]))
      }
    case "ellipse":
      if let r = rect(value, joinKeyPath(keyPath, kind.key)) {
        result = .ellipseIn(Rect(x: r[0], y: r[1], width: r[2], height: r[3]))
      }
    case "roundedRect":
      if case .number = value.kind {
        if let radius = number(
          value, joinKeyPath(keyPath, kind.key), in: 0...Double.greatestFiniteMagnitude,
          expected: "a radius >= 0")
        {
          result = .roundedRect(radius: radius)
        }
      } else if value.array != nil {
        if let r = rect(value, joinKeyPath(keyPath, kind.key), withRadius: true) {
          result = .roundedRectIn(Rect(x: r[0], y: r[1], width: r[2], height: r[3]), radius: r[4])
        }
      } else {
        typeMismatch(value, joinKeyPath(keyPath, kind.key), expected: "a radius or [x, y, w, h, r]")
      }
    case "path":
      if let data = string(value, joinKeyPath(keyPath, kind.key)) {
        do {
          result = .path(try Path(svgPathData: data, fillRule: fillRule))
        } catch {
          self.error(
            value.position, joinKeyPath(keyPath, kind.key),
            "invalid SVG path data: \(error.message)")
        }
      }
    default:
      guard let parts = value.array else {
        typeMismatch(value, joinKeyPath(keyPath, kind.key), expected: "an array of shapes")
        return nil
      }
      var shapes: [Shape] = []
      shapes.reserveCapacity(parts.count)
      for (i, part) in parts.enumerated() {
        if let s = shape(part, "\(joinKeyPath(keyPath, kind.key))[\(i)]") {
          shapes.append(s)
        } else {
          ok = false
        }
      }
      if ok { result = .compound(shapes, fillRule) }
    }
    return ok ? result : nil
  }

  /// `[op]`, composed so that the first op applies to a point first.
  mutating func transform(_ value: JSONValue, _ keyPath: @autoclosure () -> String)
    -> AffineTransform?
  {
    let expected = "an array of {\"rotate\"}, {\"scale\"}, {\"translate\"} or {\"matrix\"} objects"
    guard let ops = value.array else {
      typeMismatch(value, keyPath(), expected: expected)
      return nil
    }
    var result = AffineTransform.identity
    var ok = true
    for (i, op) in ops.enumerated() {
      let opPath = "\(keyPath())[\(i)]"
      guard let object = op.object else {
        typeMismatch(op, opPath, expected: "an object such as {\"rotate\": 45}")
        ok = false
        continue
      }
      reportDuplicates(object, keyPath: opPath)
      guard object.members.count == 1 else {
        if object.members.isEmpty || object.duplicateIndices.isEmpty {
          error(
            op.position, opPath,
            "got \(object.members.count) keys (expected exactly one of rotate, scale, translate or matrix)"
          )
        }
        ok = false
        continue
      }
      let member = object.members[0]
      let path = "\(opPath).\(member.key)"
      let step: AffineTransform?
      switch member.key {
      case "rotate":
        step = number(member.value, path, expected: "degrees").map {
          AffineTransform.rotation(degrees: $0)
        }
      case "scale":
        if case .number = member.value.kind {
          step = number(member.value, path).map { AffineTransform.scale($0, $0) }
        } else if member.value.array != nil {
          step = numbers(member.value, path, count: 2, expected: "a number or [sx, sy]").map {
            AffineTransform.scale($0[0], $0[1])
          }
        } else {
          typeMismatch(member.value, path, expected: "a number or [sx, sy]")
          step = nil
        }
      case "translate":
        step = numbers(member.value, path, count: 2, expected: "[tx, ty]").map {
          AffineTransform.translation($0[0], $0[1])
        }
      case "matrix":
        step = numbers(member.value, path, count: 6, expected: "[a, b, c, d, tx, ty]").map {
          AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])
        }
      default:
        unknownKey(member, keyPath: opPath, allowed: SceneSchema.transformOps)
        step = nil
      }
      if let step { result = result.concatenating(step) } else { ok = false }
    }
    guard ok else { return nil }
    return ops.isEmpty ? nil : result
  }
}
