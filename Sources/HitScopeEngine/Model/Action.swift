/// What a tap does when its handler fires.
public enum Action: Hashable, Sendable {
  /// Adds one to the named counter (wrapping at the 64-bit limits).
  case increment(counter: String)
  /// Flips a Boolean property of a view.
  case toggle(view: ViewIndex, property: ToggleableProperty)
  /// Records a line in the event log.
  case log(String)
}

/// The view properties a tap may toggle.
public enum ToggleableProperty: String, Hashable, Sendable, CaseIterable {
  case hidden
  case userInteractionEnabled
  case allowsHitTesting
}
