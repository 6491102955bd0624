/// Where a view's text sits across its bounds (`textAlignment`), in the reading direction of
/// the text as UIKit and AppKit set a left-to-right language.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  case leading
  case center
  case trailing

  /// Labels and text fields (`UILabel`, `UITextField`, `NSTextField` class bases) start their
  /// text at the leading edge; buttons, controls and every other view centre it.
  public static let leadingClasses: Set<String> = ["UILabel", "UITextField", "NSTextField"]
}

extension ViewNode {
  /// `textAlignment` when the scene gives it, else the class base's default.
  public var resolvedTextAlignment: TextAlignment {
    textAlignment ?? (isKind(of: TextAlignment.leadingClasses) ? .leading : .center)
  }
}
