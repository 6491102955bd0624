/// A view's **class base**: the public framework class whose defaults and behaviour apply to it.
///
/// It is the view's `baseClass` when given, else the public class its `type` derives from in
/// the tables below, else its `type`. UIKit prints `baseClass` only for classes outside UIKit,
/// so a dump names private classes (`UITabBarButton`, `_UIModernBarButton`) without saying they
/// are controls; these tables say it. They come from the runtime headers of iOS 7-18 and
/// macOS 10.x-15 (`@interface A : B`); names match exactly. Private classes absent from them
/// derive from `UIView` or `NSView`, which is what their own name already behaves as.
public enum ClassBase {
  /// UIKit: private class -> public base.
  public static let uikit: [String: String] = table([
    (
      "UIControl",
      ["UITabBarButton", "_UIButtonBarButton", "UIToolbarButton", "_UINavigationBarTitleControl"]
    ),
    (
      "UIButton",
      [
        "_UIModernBarButton", "UINavigationButton", "UIRoundedRectButton", "UISwipeActionButton",
        "UISwipeActionStandardButton", "_UITableViewCellActionButton", "_UIStepperButton",
      ]
    ),
    // Through the public UISearchTextField on iOS 13 and later.
    ("UITextField", ["UISearchBarTextField"]),
    (
      "UILabel",
      [
        "UIButtonLabel", "UITabBarButtonLabel", "UITableViewLabel",
        "_UITableViewHeaderFooterViewLabel", "UISegmentLabel", "UITextFieldLabel",
      ]
    ),
    // A segment is not a control: its UISegmentedControl is.
    ("UIImageView", ["UITabBarSwappableImageView", "UISegment"]),
    // UITableViewWrapperView is a scroll view only when its entry prints a contentOffset
    // (iOS 8 and later), which the importer decides; UITableViewCellScrollView is iOS 7's.
    (
      "UIScrollView",
      ["WKScrollView", "_UIWebViewScrollView", "UIFieldEditor", "UITableViewCellScrollView"]
    ),
    ("UIStackView", ["_UIButtonBarStackView"]),
  ])

  /// AppKit: class -> public base.
  public static let appkit: [String: String] = table([
    (
      "NSButton",
      [
        "_NSThemeWidget", "_NSThemeCloseWidget", "_NSThemeZoomWidget", "_NSThemeMinimizeWidget",
        "NSToolbarButton", "NSPopUpButton",
      ]
    ),
    ("NSTextField", ["NSSearchField", "NSSecureTextField", "NSTokenField"]),
    ("NSClipView", ["_NSKeyboardFocusClipView"]),
    (
      "NSControl",
      ["NSScroller", "NSSegmentedControl", "NSSlider", "NSStepper", "NSTableView", "NSOutlineView"]
    ),
  ])

  /// Both tables: no class name is in both.
  static let known: [String: String] = uikit.merging(appkit) { first, _ in first }

  /// Whether `type` is one of the frameworks' private classes: named with a leading underscore
  /// or in the UIKit table (whose classes are all private). The framework makes and lays out
  /// these views itself, as parts of its bars and controls.
  public static func isPrivate(_ type: String) -> Bool {
    type.hasPrefix("_") || uikit[type] != nil
  }

  /// The class base of a view of class `type` with `baseClass`, as the definition above says.
  public static func of(type: String, baseClass: String?) -> String {
    baseClass ?? known[type] ?? type
  }

  private static func table(_ rows: [(String, [String])]) -> [String: String] {
    var out: [String: String] = [:]
    for (base, classes) in rows {
      for name in classes { out[name] = base }
    }
    return out
  }
}
