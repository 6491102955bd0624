extension Scene {
  /// Whether the two scenes are equal but, perhaps, for counter values (what a tap that counts
  /// changes): the views, their geometry and flags are the same.
  public func matchesIgnoringCounters(_ other: Scene) -> Bool {
    var other = other
    other.counters = counters
    return other == self
  }

  /// The text of every label that shows a counter, in view order.
  public var counterLabelTexts: [String] {
    views.compactMap { view in
      guard let label = view.label, !label.counterNames.isEmpty else { return nil }
      return label.text(counters: counters)
    }
  }
}
