import HitScopeEngine

/// A recognizer's references to other recognizers and views, resolved once every id is known.
struct PendingGestureReference {
  enum Key: String {
    case requireToFail
    case simultaneousWith
    case ignoresTouchesIn
  }

  var address: RecognizerAddress
  var key: Key
  /// Each id as written, with its value for the position.
  var ids: [(String, JSONValue)]
  var keyPath: String
}

/// The keys of gesture recognizers, scroll views, cells and `gestureTiming`.
extension SceneDecoder {
  /// `gestures`: an array of recognizers attached to view `view`.
  mutating func gestures(
    _ value: JSONValue, _ keyPath: String, view: ViewIndex, semantics: Semantics
  ) -> [GestureRecognizer] {
    guard let array = value.array else {
      typeMismatch(
        value, keyPath,
        expected: "an array of recognizers such as {\"id\": \"tap\", \"kind\": \"tap\"}")
      return []
    }
    var result: [GestureRecognizer] = []
    for (i, element) in array.enumerated() {
      let path = "\(keyPath)[\(i)]"
      guard let object = element.object else {
        typeMismatch(
          element, path,
          expected: "a recognizer object such as {\"id\": \"tap\", \"kind\": \"tap\"}")
        result.append(GestureRecognizer(id: "", kind: .tap))
        continue
      }
      // Kept even when invalid (the scene then is never built), so addresses stay positions.
      result.append(
        recognizer(
          object, at: element, path, address: RecognizerAddress(view: view, index: result.count),
          semantics: semantics))
    }
    return result
  }

  private mutating func recognizer(
    _ object: JSONObject, at source: JSONValue, _ path: String, address: RecognizerAddress,
    semantics: Semantics
  ) -> GestureRecognizer {
    reportDuplicates(object, keyPath: path)
    var kind: GestureKind? = nil
    if let value = object["kind"], let name = string(value, "\(path).kind") {
      if let k = GestureKind(rawValue: name) {
        kind = k
        if k == .click && semantics != .appkit {
          error(
            value.position, "\(path).kind",
            "click is AppKit's NSClickGestureRecognizer, allowed only under appkit semantics"
              + " (expected tap, longPress, pan or swipe under \(semantics.rawValue))")
          kind = nil
        } else if k != .click && semantics == .appkit {
          error(
            value.position, "\(path).kind",
            "\(name) is not modelled under appkit semantics (expected click)")
          kind = nil
        }
      } else {
        let names = GestureKind.allCases.map(\.rawValue)
        let hint = didYouMean(name, in: names)
        error(
          value.position, "\(path).kind",
          "unknown recognizer kind \"\(name)\" ("
            + (hint.isEmpty ? "expected one of " + names.joined(separator: ", ") : hint) + ")")
      }
    } else if object["kind"] == nil {
      error(
        source.position, "\(path).kind", "missing (expected tap, longPress, pan, swipe or click)")
    }
    var id: String? = nil
    if let value = object["id"] {
      id = claimID(value, "\(path).id", as: .recognizer(address))
    } else {
      error(source.position, "\(path).id", "missing (expected a unique id)")
    }
    var r = GestureRecognizer(id: id ?? "", kind: kind ?? .tap)
    for (m, member) in object.members.enumerated() where !object.duplicateIndices.contains(m) {
      let key = member.key
      let value = member.value
      let keyPath = "\(path).\(key)"
      guard SceneSchema.gestureKeys.contains(key) else {
        unknownKey(member, keyPath: path, allowed: SceneSchema.gestureKeys)
        continue
      }
      guard let kind else { continue }
      if let problem = SceneDecoder.gestureKeyProblem(key, kind: kind, semantics: semantics) {
        error(member.keyPosition, keyPath, problem)
        continue
      }
      switch key {
      case "id", "kind": break
      case "taps":
        if let n = integer(value, keyPath) {
          if n == 1 || n == 2 {
            r.taps = Int(n)
          } else {
            error(value.position, keyPath, "got \(n) (expected 1 or 2)")
          }
        }
      case "minimumPressDuration":
        if let n = nonNegative(value, keyPath, unit: "seconds") { r.minimumPressDuration = n }
      case "direction":
        if let name = string(value, keyPath) {
          if let d = SwipeDirection(rawValue: name) {
            r.direction = d
          } else {
            error(
              value.position, keyPath,
              "unknown direction \"\(name)\" (expected left, right, up or down)")
          }
        }
      case "enabled":
        if let b = bool(value, keyPath) { r.isEnabled = b }
      case "cancelsTouchesInView":
        if let b = bool(value, keyPath) { r.cancelsTouchesInView = b }
      case "delaysTouchesBegan":
        if let b = bool(value, keyPath) { r.delaysTouchesBegan = b }
      case "delaysTouchesEnded":
        if let b = bool(value, keyPath) { r.delaysTouchesEnded = b }
      case "requireToFail":
        pendIDs(value, keyPath, .requireToFail, address)
      case "simultaneousWith":
        if value.string == "all" {
          r.simultaneousWith = .all
        } else {
          pendIDs(value, keyPath, .simultaneousWith, address, orAll: true)
        }
      case "ignoresTouchesIn":
        pendIDs(value, keyPath, .ignoresTouchesIn, address)
      case "priority":
        if let name = string(value, keyPath) {
          if let p = GesturePriority(rawValue: name) {
            r.priority = p
          } else {
            error(
              value.position, keyPath,
              "unknown priority \"\(name)\" (expected normal, high or simultaneous)")
          }
        }
      case "minimumDistance":
        if let n = nonNegative(value, keyPath, unit: "points") { r.minimumDistance = n }
      case "delaysPrimaryMouseButtonEvents":
        if let b = bool(value, keyPath) { r.delaysPrimaryMouseButtonEvents = b }
      case "onRecognize":
        r.onRecognize = actions(
          value, keyPath, view: address.view, list: .onRecognize(address.index))
      default:
        preconditionFailure(
          "SceneSchema.gestureKeys lists \"\(key)\" but the decoder has no case for it.")
      }
    }
    return r
  }

  /// Why a recognizer of `kind` under `semantics` may not carry `key`; nil when it may.
  static func gestureKeyProblem(_ key: String, kind: GestureKind, semantics: Semantics) -> String? {
    switch key {
    case "taps" where kind != .tap && kind != .click:
      return "only tap and click recognizers count taps (this one is a \(kind.rawValue))"
    case "minimumPressDuration" where kind != .longPress:
      return
        "only longPress recognizers have a minimum press duration (this one is a \(kind.rawValue))"
    case "direction" where kind != .swipe:
      return "only swipe recognizers have a direction (this one is a \(kind.rawValue))"
    case "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded":
      return semantics == .uikit
        ? nil
        : "a UIGestureRecognizer property, allowed only under uikit semantics"
          + (semantics == .appkit ? " (use delaysPrimaryMouseButtonEvents)" : "")
    case "priority" where semantics != .swiftui:
      return "priority is SwiftUI's (.gesture, .highPriorityGesture, .simultaneousGesture),"
        + " allowed only under swiftui semantics"
    case "minimumDistance" where semantics != .swiftui || kind != .pan:
      return "DragGesture's minimum distance, allowed only on swiftui pan recognizers"
    case "delaysPrimaryMouseButtonEvents" where semantics != .appkit || kind != .click:
      return "NSGestureRecognizer's property, allowed only on appkit click recognizers"
    default:
      return nil
    }
  }

  private mutating func nonNegative(_ value: JSONValue, _ keyPath: String, unit: String) -> Double?
  {
    number(
      value, keyPath, in: 0...Double.greatestFiniteMagnitude, expected: "a number >= 0 (\(unit))")
  }

  /// Reads `[ID]` (or, with `orAll`, `"all"`) for resolution after the views.
  private mutating func pendIDs(
    _ value: JSONValue, _ keyPath: String, _ key: PendingGestureReference.Key,
    _ address: RecognizerAddress, orAll: Bool = false
  ) {
    guard let array = value.array else {
      typeMismatch(
        value, keyPath,
        expected: orAll ? "an array of recognizer ids or \"all\"" : "an array of ids")
      return
    }
    var ids: [(String, JSONValue)] = []
    for (i, element) in array.enumerated() {
      if let s = string(element, "\(keyPath)[\(i)]") { ids.append((s, element)) }
    }
    gestureReferences.append(
      PendingGestureReference(address: address, key: key, ids: ids, keyPath: keyPath))
  }

  /// `vetoesGestures`: `[kind]` or `"all"`.
  mutating func vetoedKinds(_ value: JSONValue, _ keyPath: String) -> Set<GestureKind> {
    if value.string == "all" { return Set(GestureKind.allCases) }
    guard let array = value.array else {
      typeMismatch(value, keyPath, expected: "an array of recognizer kinds or \"all\"")
      return []
    }
    var kinds: Set<GestureKind> = []
    for (i, element) in array.enumerated() {
      guard let name = string(element, "\(keyPath)[\(i)]") else { continue }
      if let k = GestureKind(rawValue: name) {
        kinds.insert(k)
      } else {
        error(
          element.position, "\(keyPath)[\(i)]",
          "unknown recognizer kind \"\(name)\" (expected tap, longPress, pan, swipe or click)")
      }
    }
    return kinds
  }

  /// Reports a cell or scroll-view key on a view whose class does not have it.
  mutating func checkClass(of node: ViewNode, carries member: JSONObject.Member) {
    let key = member.key
    let role: ViewRole
    let what: String
    switch key {
    case "onSelect":
      role = .cell
      what = "cells"
    case "allowsSelection":
      role = .selectionContainer
      what = "tables and collections"
    default:
      role = .scrollView
      what = "scroll views"
    }
    guard !node.plays(role) else { return }
    error(
      member.keyPosition, key,
      "allowed only on \(what) (\(role.classes.sorted().joined(separator: ", ")), by type or"
        + " baseClass), not on a \(node.type)")
  }

  // MARK: References

  mutating func resolveGestureReferences() {
    for reference in gestureReferences {
      owner = .view(reference.address.view)
      var resolved: [String] = []
      var views: [ViewIndex] = []
      for (i, (id, value)) in reference.ids.enumerated() {
        let path = "\(reference.keyPath)[\(i)]"
        switch (reference.key, ids[id]?.kind) {
        case (.ignoresTouchesIn, .view(let v)):
          views.append(v)
        case (.ignoresTouchesIn, .recognizer), (.ignoresTouchesIn, .controller):
          error(value.position, path, "\"\(id)\" is not a view (expected a view's id)")
        case (.ignoresTouchesIn, nil):
          error(value.position, path, "no view has id \"\(id)\"\(didYouMeanID(id))")
        case (_, .recognizer(let a)) where a == reference.address:
          error(
            value.position, path,
            "a recognizer cannot name itself (expected another recognizer's id)")
        case (_, .recognizer):
          resolved.append(id)
        case (_, .view), (_, .controller):
          error(
            value.position, path,
            "\"\(id)\" is not a gesture recognizer (expected a recognizer's id)")
        case (_, nil):
          error(value.position, path, "no recognizer has id \"\(id)\"\(didYouMeanRecognizer(id))")
        }
      }
      let a = reference.address
      switch reference.key {
      case .requireToFail: self.views[a.view].gestures[a.index].requireToFail = resolved
      case .simultaneousWith:
        self.views[a.view].gestures[a.index].simultaneousWith = .with(Set(resolved))
      case .ignoresTouchesIn: self.views[a.view].gestures[a.index].ignoresTouchesIn = views
      }
    }
    owner = .scene
    reportRequireToFailCycles()
  }

  private func didYouMeanRecognizer(_ id: String) -> String {
    let names = ids.filter {
      if case .recognizer = $0.value.kind { return true } else { return false }
    }
    .keys.sorted()
    guard let s = Suggestion.closest(to: id, in: names) else { return "" }
    return " (did you mean \"\(s)\"?)"
  }

  /// Each cycle of `requireToFail` once, at the first recognizer of the cycle (in file order).
  private mutating func reportRequireToFailCycles() {
    var address: [String: RecognizerAddress] = [:]
    var order: [String] = []
    for (v, node) in views.enumerated() {
      for (g, r) in node.gestures.enumerated() where !r.id.isEmpty {
        address[r.id] = RecognizerAddress(view: v, index: g)
        order.append(r.id)
      }
    }
    var reported: Set<String> = []
    for start in order where !reported.contains(start) {
      // Depth-first from `start`, looking for a way back to it.
      var stack: [(String, [String])] = [(start, [start])]
      var visited: Set<String> = []
      while let (id, path) = stack.popLast() {
        guard let a = address[id] else { continue }
        for next in views[a.view].gestures[a.index].requireToFail {
          if next == start {
            let cycle = path + [start]
            reported.formUnion(path)
            let s = address[start]!
            owner = .view(s.view)
            let position =
              gestureReferences.first { $0.address == s && $0.key == .requireToFail }?.ids.first?.1
              .position ?? SourcePosition(line: 1, column: 1)
            error(
              position, "gestures[\(s.index)].requireToFail",
              "a cycle of requireToFail: " + cycle.joined(separator: " -> ")
                + " (each waits for the next to fail, so none can ever recognize)")
            owner = .scene
            stack.removeAll()
            break
          }
          if visited.insert(next).inserted { stack.append((next, path + [next])) }
        }
      }
    }
  }

  // MARK: Top level

  mutating func decodeGestureTiming(_ value: JSONValue) {
    guard
      let object = object(value, "gestureTiming", expected: "{\"doubleTapInterval\": seconds, ...}")
    else { return }
    reportDuplicates(object, keyPath: "gestureTiming")
    for (i, member) in object.members.enumerated() where !object.duplicateIndices.contains(i) {
      guard let key = GestureTiming.keys.first(where: { $0.name == member.key }) else {
        unknownKey(member, keyPath: "gestureTiming", allowed: GestureTiming.names)
        continue
      }
      if let n = nonNegative(member.value, "gestureTiming.\(member.key)", unit: key.unit) {
        gestureTiming[keyPath: key.path] = n
      }
    }
  }
}
