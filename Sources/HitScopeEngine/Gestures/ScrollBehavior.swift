/// The touch-handling properties of a scroll view (and, for `allowsSelection`, of a table or
/// collection), with UIKit's defaults.
public struct ScrollBehavior: Hashable, Sendable {
  /// Withhold `began` from the content for `scrollTouchDelay` (a touch-delay recognizer).
  public var delaysContentTouches = true
  /// The pan may take a touch the content already has (`touchesShouldCancel(in:)` is asked).
  public var canCancelContentTouches = true
  /// The scroll view has its pan recognizer.
  public var scrollEnabled = true
  /// `touchesShouldCancel(in:)` returns true for controls too (a subclass's override).
  public var scrollsFromControls = false
  /// Tables and collections: a cell's selection may happen.
  public var allowsSelection = true

  public init() {}

  /// One property as the scene format names it.
  public struct Key: Sendable {
    public let name: String
    public let path: WritableKeyPath<ScrollBehavior, Bool> & Sendable
  }

  /// The scene format's scroll view and selection keys, in the spec's order: the decoder and the
  /// schema read this table.
  public static let keys: [Key] = [
    Key(name: "delaysContentTouches", path: \.delaysContentTouches),
    Key(name: "canCancelContentTouches", path: \.canCancelContentTouches),
    Key(name: "scrollEnabled", path: \.scrollEnabled),
    Key(name: "scrollsFromControls", path: \.scrollsFromControls),
    Key(name: "allowsSelection", path: \.allowsSelection),
  ]

  /// The names of `keys`, in order.
  public static let names = keys.map(\.name)
}
