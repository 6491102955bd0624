import HitScopeEngine

/// The keys that decide what happens to a touch: `hitTest`, `controller` and `onTap`.
extension SceneDecoder {
  mutating func hitTestOverride(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String, view: ViewIndex
  )
    -> HitTestOverride
  {
    let expected = "\"default\", \"passthrough\", \"outsideBounds\" or {\"redirect\": ID}"
    switch value.kind {
    case .string("default"): return .standard
    case .string("passthrough"): return .passthrough
    case .string("outsideBounds"): return .outsideBounds
    case .string(let s):
      let suggestion = didYouMean(s, in: ["default", "passthrough", "outsideBounds"])
      error(
        value.position, keyPath(),
        "unknown hitTest \"\(s)\" (\(suggestion.isEmpty ? "expected \(expected)" : suggestion))")
    case .object(let object):
      reportDuplicates(object, keyPath: keyPath())
      guard let member = object.members.first, object.members.count == 1 else {
        if object.duplicateIndices.isEmpty {
          error(
            value.position, keyPath(), "expected exactly one key, redirect ({\"redirect\": ID})")
        }
        return .standard
      }
      guard member.key == "redirect" else {
        unknownKey(member, keyPath: keyPath(), allowed: ["redirect"])
        return .standard
      }
      if let target = string(member.value, "\(keyPath()).redirect") {
        redirects.append(
          PendingReference(
            view: view, target: target, value: member.value,
            keyPath: "\(keyPath()).redirect"))
      }
    default:
      typeMismatch(value, keyPath(), expected: expected)
    }
    return .standard
  }

  mutating func controller(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String, view: ViewIndex
  ) -> Controller? {
    switch value.kind {
    case .string:
      guard let name = claimID(value, keyPath(), as: .controller(view)) else { return nil }
      return Controller(name: name)
    case .object(let object):
      reportDuplicates(object, keyPath: keyPath())
      for (i, member) in object.members.enumerated()
      where !SceneSchema.controllerKeys.contains(member.key) && !object.duplicateIndices.contains(i)
      {
        unknownKey(member, keyPath: keyPath(), allowed: SceneSchema.controllerKeys)
      }
      var handles = false
      if let v = object["handlesTouches"], let b = bool(v, "\(keyPath()).handlesTouches") {
        handles = b
      }
      guard let nameValue = object["name"] else {
        error(value.position, "\(keyPath()).name", "missing (expected the controller's name)")
        return nil
      }
      guard let name = claimID(nameValue, "\(keyPath()).name", as: .controller(view)) else {
        return nil
      }
      return Controller(name: name, handlesTouches: handles)
    default:
      typeMismatch(value, keyPath(), expected: "a name or {\"name\": ..., \"handlesTouches\": ...}")
      return nil
    }
  }

  /// `action` or `[action]`; toggles get their target index when every view is known.
  mutating func actions(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String, view: ViewIndex,
    list actionList: ActionList = .onTap
  ) -> [Action] {
    let list: [(JSONValue, String)]
    switch value.kind {
    case .array(let array): list = array.enumerated().map { ($1, "\(keyPath())[\($0)]") }
    case .object: list = [(value, keyPath())]
    default:
      typeMismatch(
        value, keyPath(),
        expected: "an action such as {\"increment\": \"taps\"} or an array of actions")
      return []
    }
    var result: [Action] = []
    for (element, path) in list {
      guard let object = element.object else {
        typeMismatch(element, path, expected: "an object with increment, toggle or log")
        continue
      }
      reportDuplicates(object, keyPath: path)
      guard object.members.count == 1 else {
        if object.duplicateIndices.isEmpty {
          error(
            element.position, path,
            "got \(object.members.count) keys (expected exactly one of increment, toggle or log)")
        }
        continue
      }
      let member = object.members[0]
      switch member.key {
      case "increment":
        guard let name = string(member.value, "\(path).\(member.key)") else { continue }
        guard counterNames.contains(name) else {
          let names = counters.map(\.0)
          let hint = didYouMean(name, in: names)
          error(
            member.value.position, "\(path).\(member.key)",
            "unknown counter \"\(name)\" ("
              + (names.isEmpty
                ? "no counters are declared; add it to \"counters\""
                : hint.isEmpty ? "expected one of " + names.joined(separator: ", ") : hint) + ")")
          continue
        }
        result.append(.increment(counter: name))
      case "toggle":
        guard let text = string(member.value, "\(path).\(member.key)") else { continue }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex,
          text.index(after: dot) != text.endIndex
        else {
          error(
            member.value.position, "\(path).\(member.key)",
            "\"\(text)\" is not ID.property (expected such as \"panel.hidden\")")
          continue
        }
        let target = String(text[..<dot])
        let propertyName = String(text[text.index(after: dot)...])
        guard let property = ToggleableProperty(rawValue: propertyName) else {
          let hint = didYouMean(propertyName, in: SceneSchema.toggleProperties)
          error(
            member.value.position, "\(path).\(member.key)",
            "cannot toggle \"\(propertyName)\" ("
              + (hint.isEmpty
                ? "expected hidden, userInteractionEnabled or allowsHitTesting" : hint)
              + ")")
          continue
        }
        toggles.append(
          PendingReference(
            view: view, target: target, value: member.value,
            keyPath: "\(path).\(member.key)",
            action: result.count, property: property, list: actionList))
        result.append(.toggle(view: view, property: property))
      case "log":
        if let text = string(member.value, "\(path).\(member.key)") { result.append(.log(text)) }
      default:
        unknownKey(member, keyPath: path, allowed: SceneSchema.actionKeys)
      }
    }
    return result
  }
}
