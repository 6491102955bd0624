import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// The frameworks' private classes and the public class each derives from, and the defaults and
/// behaviour that follow from that class base.
@Suite struct ClassBaseTests {
  /// Every private class of the UIKit and AppKit tables, with its public base.
  static let privateClasses: [(String, String)] = [
    ("UITabBarButton", "UIControl"), ("_UIButtonBarButton", "UIControl"),
    ("UIToolbarButton", "UIControl"), ("_UINavigationBarTitleControl", "UIControl"),
    ("_UIModernBarButton", "UIButton"), ("UINavigationButton", "UIButton"),
    ("UIRoundedRectButton", "UIButton"), ("UISwipeActionButton", "UIButton"),
    ("UISwipeActionStandardButton", "UIButton"), ("_UITableViewCellActionButton", "UIButton"),
    ("_UIStepperButton", "UIButton"), ("UISearchBarTextField", "UITextField"),
    ("UIButtonLabel", "UILabel"), ("UITabBarButtonLabel", "UILabel"),
    ("UITableViewLabel", "UILabel"), ("_UITableViewHeaderFooterViewLabel", "UILabel"),
    ("UISegmentLabel", "UILabel"), ("UITextFieldLabel", "UILabel"),
    ("UITabBarSwappableImageView", "UIImageView"), ("UISegment", "UIImageView"),
    ("WKScrollView", "UIScrollView"), ("_UIWebViewScrollView", "UIScrollView"),
    ("UIFieldEditor", "UIScrollView"), ("UITableViewCellScrollView", "UIScrollView"),
    ("_UIButtonBarStackView", "UIStackView"),
    ("_NSThemeWidget", "NSButton"), ("_NSThemeCloseWidget", "NSButton"),
    ("_NSThemeZoomWidget", "NSButton"), ("_NSThemeMinimizeWidget", "NSButton"),
    ("NSToolbarButton", "NSButton"), ("NSPopUpButton", "NSButton"),
    ("NSSearchField", "NSTextField"), ("NSSecureTextField", "NSTextField"),
    ("NSTokenField", "NSTextField"), ("_NSKeyboardFocusClipView", "NSClipView"),
    ("NSScroller", "NSControl"), ("NSSegmentedControl", "NSControl"), ("NSSlider", "NSControl"),
    ("NSStepper", "NSControl"), ("NSTableView", "NSControl"), ("NSOutlineView", "NSControl"),
  ]

  @Test(arguments: privateClasses)
  func privateClassDerivesFromItsPublicBase(type: String, base: String) {
    #expect(ClassBase.of(type: type, baseClass: nil) == base)
    #expect(ViewNode(id: "v", type: type, frame: .zero).defaultsClass == base)
  }

  @Test func tablesHoldExactlyTheListedClasses() {
    let listed = Set(Self.privateClasses.map(\.0))
    #expect(Set(ClassBase.uikit.keys).union(ClassBase.appkit.keys) == listed)
  }

  /// What each private class does by default: (type, semantics, handles touches, interactive,
  /// touch-up slop, scroll view, clips).
  @Test(
    arguments: [
      ("UITabBarButton", Semantics.uikit, true, true, true, false, false),
      ("_UIButtonBarButton", .uikit, true, true, true, false, false),
      ("UIToolbarButton", .uikit, true, true, true, false, false),
      ("_UINavigationBarTitleControl", .uikit, true, true, true, false, false),
      ("_UIModernBarButton", .uikit, true, true, true, false, false),
      ("UINavigationButton", .uikit, true, true, true, false, false),
      ("UIRoundedRectButton", .uikit, true, true, true, false, false),
      ("UISwipeActionButton", .uikit, true, true, true, false, false),
      ("UISwipeActionStandardButton", .uikit, true, true, true, false, false),
      ("_UITableViewCellActionButton", .uikit, true, true, true, false, false),
      ("_UIStepperButton", .uikit, true, true, true, false, false),
      ("UISearchBarTextField", .uikit, true, true, true, false, false),
      ("UIButtonLabel", .uikit, false, false, false, false, false),
      ("UITabBarButtonLabel", .uikit, false, false, false, false, false),
      ("UITableViewLabel", .uikit, false, false, false, false, false),
      ("_UITableViewHeaderFooterViewLabel", .uikit, false, false, false, false, false),
      ("UISegmentLabel", .uikit, false, false, false, false, false),
      ("UITextFieldLabel", .uikit, false, false, false, false, false),
      ("UITabBarSwappableImageView", .uikit, false, false, false, false, false),
      ("UISegment", .uikit, false, false, false, false, false),
      ("WKScrollView", .uikit, false, true, false, true, false),
      ("_UIWebViewScrollView", .uikit, false, true, false, true, false),
      ("UIFieldEditor", .uikit, false, true, false, true, false),
      ("UITableViewCellScrollView", .uikit, false, true, false, true, false),
      ("_UIButtonBarStackView", .uikit, false, true, false, false, false),
      ("_NSThemeWidget", .appkit, true, true, false, false, false),
      ("_NSThemeCloseWidget", .appkit, true, true, false, false, false),
      ("_NSThemeZoomWidget", .appkit, true, true, false, false, false),
      ("_NSThemeMinimizeWidget", .appkit, true, true, false, false, false),
      ("NSToolbarButton", .appkit, true, true, false, false, false),
      ("NSPopUpButton", .appkit, true, true, false, false, false),
      ("NSSearchField", .appkit, true, true, false, false, false),
      ("NSSecureTextField", .appkit, true, true, false, false, false),
      ("NSTokenField", .appkit, true, true, false, false, false),
      ("_NSKeyboardFocusClipView", .appkit, false, true, false, false, true),
      ("NSClipView", .appkit, false, true, false, false, true),
      ("NSScroller", .appkit, true, true, false, false, false),
      ("NSSegmentedControl", .appkit, true, true, false, false, false),
      ("NSSlider", .appkit, true, true, false, false, false),
      ("NSStepper", .appkit, true, true, false, false, false),
      ("NSTableView", .appkit, true, true, false, false, false),
      ("NSOutlineView", .appkit, true, true, false, false, false),
      ("NSView", .appkit, false, true, false, false, false),
    ] as [(String, Semantics, Bool, Bool, Bool, Bool, Bool)])
  func privateClassBehavesAsItsBase(
    type: String, semantics: Semantics, handles: Bool, interactive: Bool, slop: Bool,
    scrolls: Bool, clips: Bool
  ) {
    let s = scene(semantics: semantics, children: [view("v", type: type, [100, 100, 40, 30])])
    let v = s.views[s.index("v")]
    #expect(v.handlesTouches == handles)
    #expect(v.userInteractionEnabled == interactive)
    #expect(v.plays(.scrollView) == scrolls)
    #expect(v.clipsToBounds == clips)
    // Touch-up slop: a release 60 points below a UIKit control still counts.
    #expect(s.tapArea(of: s.index("v"), contains: Point(120, 190)) == slop)
  }

  /// A tap on a private UIKit control is handled by that control, not by nobody.
  @Test(arguments: ["UITabBarButton", "_UIModernBarButton", "UISearchBarTextField"])
  func privateControlHandlesItsTap(type: String) {
    let s = scene(children: [
      view("bar", [0, 0, 240, 50], children: [view("b", type: type, [10, 5, 60, 40])])
    ])
    #expect(s.handlerName(20, 20) == "b")
  }

  /// `baseClass` still wins over the table, both ways.
  @Test(
    arguments: [
      ("UITabBarButton", "UIView", false), ("MyApp.Chip", "UIControl", true),
      ("UISegment", "UIButton", true),
    ] as [(String, String, Bool)])
  func baseClassWinsOverTheTable(type: String, baseClass: String, control: Bool) {
    let v = ViewNode(id: "v", type: type, baseClass: baseClass, frame: .zero)
    #expect(v.defaultsClass == baseClass)
    #expect(v.isControl == control)
    #expect(v.handlesTouches == control)
  }

  /// A text field that is neither editable nor selectable passes the click up the chain, to the
  /// row that selects; one that is either keeps it.
  @Test(
    arguments: [
      (true, true, "field"), (false, true, "field"), (true, false, "field"), (false, false, "row"),
    ] as [(Bool, Bool, String)])
  func inertTextFieldPassesTheClickUp(editable: Bool, selectable: Bool, handler: String) {
    let s = scene(
      semantics: .appkit,
      children: [
        view(
          "table", type: "NSTableView", [0, 0, 240, 200],
          children: [
            view(
              "row", type: "NSTableRowView", [0, 100, 240, 40],
              children: [
                view("field", type: "NSTextField", [10, 10, 100, 20]) {
                  $0.isEditable = editable
                  $0.isSelectable = selectable
                  $0.handlesTouches = $0.handlesTouchesByDefault
                }
              ]
            ) {
              $0.onSelect = [.log("row")]
              $0.handlesTouches = $0.handlesTouchesByDefault
            }
          ])
      ])
    // Window point (20, 110) is inside the field (AppKit y-up: the row spans y 100...140).
    #expect(s.hitID(20, 240 - 100 - 10 - 5) == "field")
    #expect(s.handlerName(20, 240 - 100 - 10 - 5) == handler)
  }
}
