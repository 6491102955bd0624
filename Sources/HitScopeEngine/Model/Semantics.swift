/// The framework whose hit-testing rules apply to a view and its subtree.
public enum Semantics: String, Hashable, Sendable, CaseIterable {
  case uikit
  case swiftui
  case appkit

  /// Whether bounds spaces under these rules have y growing up on screen (unflipped AppKit).
  public func isYUp(flipped: Bool) -> Bool { self == .appkit && !flipped }

  /// The responder at the end of every chain whose root follows these rules.
  public var applicationName: String { self == .appkit ? "NSApplication" : "UIApplication" }

  /// The class name a view gets when its file names none.
  public var defaultViewType: String { self == .appkit ? "NSView" : "UIView" }

  /// The class name the root gets when its file names none.
  public var defaultWindowType: String { self == .appkit ? "NSWindow" : "UIWindow" }
}
