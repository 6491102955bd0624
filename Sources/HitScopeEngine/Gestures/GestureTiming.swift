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

  /// The names the scene format uses for the constants, in the spec's order.
  public static let names = [
    "tapMaximumDuration", "tapMaximumMovement", "doubleTapInterval", "panMinimumDistance",
    "swipeMinimumDistance", "swipeMaximumDuration", "scrollTouchDelay",
    "longPressAllowableMovement",
  ]

  /// The constant named `name` (one of `names`).
  public subscript(name: String) -> Double {
    get {
      switch name {
      case "tapMaximumDuration": tapMaximumDuration
      case "tapMaximumMovement": tapMaximumMovement
      case "doubleTapInterval": doubleTapInterval
      case "panMinimumDistance": panMinimumDistance
      case "swipeMinimumDistance": swipeMinimumDistance
      case "swipeMaximumDuration": swipeMaximumDuration
      case "scrollTouchDelay": scrollTouchDelay
      case "longPressAllowableMovement": longPressAllowableMovement
      default: preconditionFailure("\"\(name)\" is no gesture timing constant; use one of names.")
      }
    }
    set {
      switch name {
      case "tapMaximumDuration": tapMaximumDuration = newValue
      case "tapMaximumMovement": tapMaximumMovement = newValue
      case "doubleTapInterval": doubleTapInterval = newValue
      case "panMinimumDistance": panMinimumDistance = newValue
      case "swipeMinimumDistance": swipeMinimumDistance = newValue
      case "swipeMaximumDuration": swipeMaximumDuration = newValue
      case "scrollTouchDelay": scrollTouchDelay = newValue
      case "longPressAllowableMovement": longPressAllowableMovement = newValue
      default: preconditionFailure("\"\(name)\" is no gesture timing constant; use one of names.")
      }
    }
  }
}
