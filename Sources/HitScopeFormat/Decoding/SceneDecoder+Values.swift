import HitScopeEngine

/// Reporting, and readers for the value types every part of the format shares. Each reader
/// reports what is wrong with the value and returns nil, so that decoding goes on.
extension SceneDecoder {
  /// Records a problem as `OWNER: KEYPATH: message`, leaving out empty parts.
  mutating func error(_ position: SourcePosition, _ keyPath: String, _ message: String) {
    var parts: [String] = []
    switch owner {
    case .scene: break
    case .view(let index): parts.append(viewLabel(index))
    case .probe(let index): parts.append("probes[\(index)]")
    }
    if !keyPath.isEmpty { parts.append(keyPath) }
    parts.append(message)
    diagnostics.append(
      SceneDiagnostic(
        file: file, at: position, message: TerminalText.bounded(parts.joined(separator: ": "))))
  }

  /// `view "ID"`, or for a view without an id, its place in the tree (`view root.children[2]`).
  func viewLabel(_ index: ViewIndex) -> String {
    if !labelIDs[index].isEmpty { return "view \"\(labelIDs[index])\"" }
    var steps: [String] = []
    var current = index
    while let parent = locators[current].parent {
      if !labelIDs[parent].isEmpty {
        return "view \"\(labelIDs[parent])\"." + steps.reversed().joined(separator: ".")
          + (steps.isEmpty ? "" : ".") + "children[\(locators[current].ordinal)]"
      }
      steps.append("children[\(locators[current].ordinal)]")
      current = parent
    }
    return (["view root"] + steps.reversed()).joined(separator: ".")
  }

  mutating func reportDuplicates(_ object: JSONObject, keyPath: @autoclosure () -> String) {
    for i in object.duplicateIndices {
      let member = object.members[i]
      let first = object.members.first { $0.key == member.key }!
      error(
        member.keyPosition, joinKeyPath(keyPath(), member.key),
        "duplicate key (first given at line \(first.keyPosition.line), column"
          + " \(first.keyPosition.column); each key may appear once per object)")
    }
  }

  mutating func unknownKey(_ member: JSONObject.Member, keyPath: String, allowed: [String]) {
    let advice: String
    if let s = Suggestion.closest(to: member.key, in: allowed) {
      advice = "did you mean \"\(s)\"?"
    } else {
      advice = "expected one of " + allowed.joined(separator: ", ")
    }
    error(member.keyPosition, joinKeyPath(keyPath, member.key), "unknown key (\(advice))")
  }

  mutating func typeMismatch(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String, expected: String
  ) {
    error(value.position, keyPath(), "got \(value.kindDescription) (expected \(expected))")
  }

  // MARK: Scalars

  mutating func string(_ value: JSONValue, _ keyPath: @autoclosure () -> String) -> String? {
    guard let s = value.string else {
      typeMismatch(value, keyPath(), expected: "a string")
      return nil
    }
    return s
  }

  mutating func bool(_ value: JSONValue, _ keyPath: @autoclosure () -> String) -> Bool? {
    guard case .bool(let b) = value.kind else {
      typeMismatch(value, keyPath(), expected: "true or false")
      return nil
    }
    return b
  }

  /// A finite number, optionally within `range`. Numbers too large for a double were already
  /// reported by the parser and only return nil here.
  mutating func number(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String, in range: ClosedRange<Double>? = nil,
    expected: String = "a number"
  ) -> Double? {
    guard case .number(let n) = value.kind else {
      typeMismatch(value, keyPath(), expected: expected)
      return nil
    }
    guard n.value.isFinite else { return nil }
    if let range, !range.contains(n.value) {
      error(
        value.position, keyPath(),
        "\(n.value.shortDescription) is out of range (expected \(expected))")
      return nil
    }
    return n.value
  }

  mutating func integer(_ value: JSONValue, _ keyPath: @autoclosure () -> String) -> Int64? {
    let expected = "an integer from \(Int64.min) to \(Int64.max)"
    guard case .number(let n) = value.kind else {
      typeMismatch(value, keyPath(), expected: expected)
      return nil
    }
    if let exact = n.integer { return exact }
    guard n.value.isFinite else { return nil }
    if n.value == n.value.rounded(), abs(n.value) <= 9_007_199_254_740_992 {
      return Int64(n.value)
    }
    let what = n.value == n.value.rounded() ? "does not fit in 64 bits" : "is not an integer"
    error(value.position, keyPath(), "\(n.value.shortDescription) \(what) (expected \(expected))")
    return nil
  }

  /// An array of exactly `count` finite numbers.
  mutating func numbers(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String, count: Int, expected: String
  )
    -> [Double]?
  {
    guard let array = value.array, array.count == count else {
      if let array = value.array {
        error(
          value.position, keyPath(),
          "got \(CountedNoun.text(array.count, "number")) (expected \(expected))")
      } else {
        typeMismatch(value, keyPath(), expected: expected)
      }
      return nil
    }
    var result: [Double] = []
    result.reserveCapacity(count)
    for element in array {
      guard case .number(let n) = element.kind, n.value.isFinite else { break }
      result.append(n.value)
    }
    if result.count == count { return result }
    // The slow path names each bad element.
    for (i, element) in array.enumerated() {
      _ = number(element, "\(keyPath())[\(i)]", expected: "a number")
    }
    return nil
  }

  /// `[x, y, w, h]` with w, h >= 0.
  mutating func rect(
    _ value: JSONValue, _ keyPath: @autoclosure () -> String, withRadius: Bool = false
  ) -> [Double]? {
    let names = withRadius ? ["x", "y", "w", "h", "r"] : ["x", "y", "w", "h"]
    let expected = withRadius ? "[x, y, w, h, r]" : "[x, y, w, h]"
    guard let n = numbers(value, keyPath(), count: names.count, expected: expected) else {
      return nil
    }
    var ok = true
    for i in 2..<names.count where n[i] < 0 {
      error(
        value.array![i].position, "\(keyPath())[\(i)]",
        "\(names[i]) is \(n[i].shortDescription) (expected a size >= 0)")
      ok = false
    }
    return ok ? n : nil
  }

  mutating func object(_ value: JSONValue, _ keyPath: @autoclosure () -> String, expected: String)
    -> JSONObject?
  {
    guard let object = value.object else {
      typeMismatch(value, keyPath(), expected: expected)
      return nil
    }
    return object
  }

  // MARK: Enumerations and names

  mutating func semantics(_ value: JSONValue, _ keyPath: @autoclosure () -> String) -> Semantics? {
    guard let s = string(value, keyPath()) else { return nil }
    if let semantics = Semantics(rawValue: s) { return semantics }
    error(
      value.position, keyPath(),
      "unknown semantics \"\(s)\" (\(didYouMean(s, in: SceneSchema.semanticsNames)) expected uikit, swiftui or appkit)"
    )
    return nil
  }

  mutating func platform(_ value: JSONValue, _ keyPath: @autoclosure () -> String) -> Platform? {
    guard let s = string(value, keyPath()) else { return nil }
    if let platform = Platform(rawValue: s) { return platform }
    let names = SceneSchema.platformNames
    error(
      value.position, keyPath(),
      "unknown platform \"\(s)\" (\(didYouMean(s, in: names)) expected "
        + names.dropLast().joined(separator: ", ") + " or \(names.last!))")
    return nil
  }

  /// `did you mean "x"?` followed by a separator, or nothing.
  func didYouMean(_ word: String, in candidates: [String]) -> String {
    guard let s = Suggestion.closest(to: word, in: candidates) else { return "" }
    return "did you mean \"\(s)\"?"
  }

  mutating func colour(_ value: JSONValue, _ keyPath: @autoclosure () -> String) -> Color? {
    let expected =
      "#rgb, #rrggbb, #rrggbbaa, a CSS colour name in lower case, an Apple system colour such as systemBlue, or clear"
    guard let s = value.string else {
      typeMismatch(value, keyPath(), expected: "a colour: " + expected)
      return nil
    }
    if let c = ColorName.parse(s) { return c }
    let suggestion = s.hasPrefix("#") ? "" : didYouMean(s, in: ColorName.names)
    error(
      value.position, keyPath(),
      "unknown colour \"\(s)\" (" + (suggestion.isEmpty ? "expected \(expected)" : suggestion)
        + ")")
    return nil
  }

  /// Whether `s` is a valid view id or controller name: `[A-Za-z0-9_.-]+`.
  static func isValidID(_ s: String) -> Bool {
    guard !s.isEmpty else { return false }
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "-"):
        continue
      default:
        return false
      }
    }
    return true
  }

  /// Reads an id-like value and claims it for a view or controller; nil when invalid or taken.
  mutating func claimID(_ value: JSONValue, _ keyPath: @autoclosure () -> String, as kind: IDKind)
    -> String?
  {
    guard let s = string(value, keyPath()) else { return nil }
    guard SceneDecoder.isValidID(s) else {
      error(
        value.position, keyPath(),
        "invalid id \"\(s)\" (expected letters A-Z a-z, digits, \"_\", \".\" or \"-\", at least one)"
      )
      return nil
    }
    if let first = ids[s] {
      let what: String
      switch first.kind {
      case .view: what = "a view"
      case .controller: what = "a controller"
      case .recognizer: what = "a gesture recognizer"
      }
      error(
        value.position, keyPath(),
        "\"\(s)\" is already used by \(what) at line \(first.value.position.line), column"
          + " \(first.value.position.column) (ids are unique among all views, controllers and recognizers)"
      )
      return nil
    }
    ids[s] = (kind, value)
    return s
  }
}

/// `keyPath.key`, or `key` alone at the top of an owner.
func joinKeyPath(_ keyPath: String, _ key: String) -> String {
  keyPath.isEmpty ? key : "\(keyPath).\(key)"
}
