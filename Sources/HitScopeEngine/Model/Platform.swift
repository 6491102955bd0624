/// The Apple platform a scene's screen runs on: it sets the audit's target sizes and its wording
/// (a tap on a touch screen, a click with a pointer).
public enum Platform: String, CaseIterable, Hashable, Sendable {
  case ios
  case ipados
  case macos
  case tvos
  case watchos
  case visionos

  /// What a scene without a `platform` key runs on: macOS when its root's semantics is AppKit,
  /// else iOS.
  public static func implied(byRoot semantics: Semantics) -> Platform {
    semantics == .appkit ? .macos : .ios
  }

  /// Sides of the square targets of Apple's Human Interface Guidelines (Accessibility), in
  /// points: below `comfortable` a target is hard to hit, below `minimum` it is too small.
  public struct TargetSize: Hashable, Sendable {
    public var comfortable: Double
    public var minimum: Double
  }

  public var targetSize: TargetSize {
    switch self {
    case .ios, .ipados, .watchos: TargetSize(comfortable: 44, minimum: 28)
    case .macos: TargetSize(comfortable: 28, minimum: 20)
    case .tvos: TargetSize(comfortable: 66, minimum: 56)
    case .visionos: TargetSize(comfortable: 60, minimum: 28)
    }
  }

  /// Whether people point and click (macOS) rather than touch.
  public var usesPointer: Bool { self == .macos }

  /// "tap" or "click": what a person does to a target on this platform.
  public var tap: String { usesPointer ? "click" : "tap" }
}
