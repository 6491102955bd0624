/// The three texts LLDB prints that HitScope reads.
public enum DumpFormat: String, Sendable, CaseIterable {
  /// UIKit's `-[UIView recursiveDescription]`.
  case recursiveDescription
  /// UIKit's `+[UIViewController _printHierarchy]`.
  case printHierarchy
  /// AppKit's `-[NSView _subtreeDescription]`.
  case subtreeDescription

  /// How headers and messages name the format.
  public var displayName: String {
    switch self {
    case .recursiveDescription: "UIKit recursiveDescription"
    case .printHierarchy: "UIKit _printHierarchy"
    case .subtreeDescription: "AppKit _subtreeDescription"
    }
  }

  /// The one sentence that says what a dump is, for a file that is none.
  public static let expectedSentence =
    "expected a JSON scene (starting with \"{\") or a view dump LLDB prints:"
    + " po [[UIWindow keyWindow] recursiveDescription], po [UIViewController _printHierarchy]"
    + " or po [[[NSApp keyWindow] contentView] _subtreeDescription]"
}
