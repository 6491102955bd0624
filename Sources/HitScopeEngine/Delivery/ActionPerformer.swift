extension Scene {
  /// Runs one tap action: counters wrap at the 64-bit limits rather than trap, since a scene
  /// may start a counter anywhere.
  public mutating func perform(_ action: Action) {
    switch action {
    case .increment(let counter):
      counters[counter, default: 0] &+= 1
    case .toggle(let view, let property):
      set(property, of: view, to: !value(of: property, of: view))
    case .log:
      break
    }
  }

  /// Counters of `newer` take the values of `self` where the names match (a reload keeps what
  /// the user has clicked so far); counters new to `newer` keep the file's values.
  public func carryingCounters(into newer: Scene) -> Scene {
    var result = newer
    for name in newer.counterNames {
      if let value = counters[name] { result.counters[name] = value }
    }
    return result
  }
}
