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

  /// The scene format's keys, in the spec's order.
  public static let scrollKeys = [
    "delaysContentTouches", "canCancelContentTouches", "scrollEnabled", "scrollsFromControls",
  ]
}
