/// HitScope's model constants for recognizing gestures, where Apple documents no number (the
/// long press's allowance is Apple's default). Seconds and points; a scene may override each.
public struct GestureTiming: Hashable, Sendable {
  /// A press held longer than this is no tap.
  public var tapMaximumDuration = 0.75
  /// A touch that moves farther than this from its press point is no tap.
  public var tapMaximumMovement = 10.0
  /// The longest wait from a release to the next press of a double tap (UIKit's is private).
  public var doubleTapInterval = 0.35
  /// How far a touch moves before a pan (and a scroll view's pan) begins.
  public var panMinimumDistance = 10.0
  public var swipeMinimumDistance = 50.0
  public var swipeMaximumDuration = 0.5
  /// How long a scroll view with `delaysContentTouches` withholds `began` from its content.
  public var scrollTouchDelay = 0.15
  /// How far a long press may move before it begins without failing.
  public var longPressAllowableMovement = 10.0

  public init() {}

  /// One constant as the scene format names it.
  public struct Key: Sendable {
    public let name: String
    public let path: WritableKeyPath<GestureTiming, Double> & Sendable
    /// `seconds` or `points`.
    public let unit: String
  }

  /// The constants the scene format's `gestureTiming` may set, in the spec's order: the decoder
  /// and the schema read this table.
  public static let keys: [Key] = [
    Key(name: "tapMaximumDuration", path: \.tapMaximumDuration, unit: "seconds"),
    Key(name: "tapMaximumMovement", path: \.tapMaximumMovement, unit: "points"),
    Key(name: "doubleTapInterval", path: \.doubleTapInterval, unit: "seconds"),
    Key(name: "panMinimumDistance", path: \.panMinimumDistance, unit: "points"),
    Key(name: "swipeMinimumDistance", path: \.swipeMinimumDistance, unit: "points"),
    Key(name: "swipeMaximumDuration", path: \.swipeMaximumDuration, unit: "seconds"),
    Key(name: "scrollTouchDelay", path: \.scrollTouchDelay, unit: "seconds"),
    Key(name: "longPressAllowableMovement", path: \.longPressAllowableMovement, unit: "points"),
  ]

  /// The names of `keys`, in order.
  public static let names = keys.map(\.name)
}
