import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeImport

/// Two screens written the way LLDB prints them (`Fixtures/Screens`): an iOS orders screen with
/// a tab bar, a navigation bar with bar buttons, a segmented control, a table with swipe actions
/// and a search field; a macOS importer window with a toolbar, a sidebar table and a scrolled
/// clip view. A tap on every private control class of `real-screens.md`'s table routes to that
/// control.
@Suite struct RealScreenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Screens")

  static func screen(_ name: String) throws -> ImportedScene {
    try imported(
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), name: name)
  }

  /// The class of the view that handles a tap at `point`; nil when nobody or a controller does.
  static func handlerType(_ s: Scene, _ point: Point) -> String? {
    guard case .view(let v)? = s.hitTest(point).handler else { return nil }
    return s.views[v].type
  }

  /// (private class, window point on it): the control that handles the tap is of that class.
  @Test(
    arguments: [
      ("UITabBarButton", Point(20, 780)),
      ("_UIButtonBarButton", Point(295, 75)),
      ("UIToolbarButton", Point(25, 720)),
      ("_UINavigationBarTitleControl", Point(150, 60)),
      ("_UIModernBarButton", Point(348, 75)),
      ("UINavigationButton", Point(15, 60)),
      ("UIRoundedRectButton", Point(25, 460)),
      ("UISwipeActionButton", Point(320, 390)),
      ("UISwipeActionStandardButton", Point(235, 270)),
      ("_UITableViewCellActionButton", Point(305, 330)),
      ("_UIStepperButton", Point(285, 220)),
      ("UISearchBarTextField", Point(300, 130)),
      // A segment is not a control: its segmented control is.
      ("UISegmentedControl", Point(100, 179)),
    ])
  func iOSPrivateControlsHandleTheirTaps(type: String, at point: Point) throws {
    let s = try Self.screen("orders-ios.txt").scene
    #expect(Self.handlerType(s, point) == type)
  }

  /// A second iOS screen (a settings page: large title, search field with its placeholder
  /// label, segmented control, table with headers, long labels and a switch, four tabs).
  @Test(
    arguments: [
      ("UITabBarButton", Point(50, 770)),
      ("UITabBarButton", Point(340, 800)),
      ("_UIModernBarButton", Point(350, 70)),
      ("UISearchBarTextField", Point(300, 165)),
      ("UISegmentedControl", Point(200, 219)),
      ("UISwitch", Point(340, 310)),
    ])
  func settingsScreenRoutesTapsToItsControls(type: String, at point: Point) throws {
    let s = try Self.screen("settings-ios.txt").scene
    #expect(Self.handlerType(s, point) == type)
  }

  @Test(
    arguments: [
      ("_NSThemeCloseWidget", Point(27, 26)),
      ("_NSThemeMinimizeWidget", Point(47, 26)),
      ("_NSThemeZoomWidget", Point(67, 26)),
      ("_NSThemeWidget", Point(91, 26)),
      ("NSToolbarButton", Point(620, 26)),
      ("NSSearchField", Point(720, 26)),
      ("NSOutlineView", Point(100, 300)),
      ("NSScroller", Point(213, 300)),
      ("NSTableView", Point(400, 352)),
      ("NSScroller", Point(793, 200)),
      ("NSSegmentedControl", Point(290, 480)),
      ("NSSlider", Point(420, 480)),
      ("NSStepper", Point(500, 480)),
      ("NSPopUpButton", Point(570, 480)),
      ("NSSecureTextField", Point(670, 480)),
      ("NSTokenField", Point(756, 480)),
      // A click on a label in a table row goes up the chain to the table.
      ("NSTableView", Point(300, 80)),
    ])
  func macOSPrivateControlsHandleTheirClicks(type: String, at point: Point) throws {
    let s = try Self.screen("importer-macos.txt").scene
    #expect(Self.handlerType(s, point) == type)
  }

  /// The clip view clips: the row scrolled out above it draws nothing over the title bar, and
  /// the audit says nothing of the views nobody can see.
  @Test func theScrolledOutRowIsClippedAndNotReported() throws {
    let imported = try Self.screen("importer-macos.txt")
    let s = imported.scene
    let clip = try #require(view(imported, at: "0x7f8b4c011510"))
    #expect(clip.clipsToBounds)
    let hiddenRow = try #require(imported.notes.firstIndex { $0.address == "0x7f8b4c011532" })
    let findings = Audit.run(s, options: Audit.Options())
    #expect(!findings.contains { $0.view == hiddenRow })
  }

  /// The recognizer pasted with the screen is the view's; a tap on the table's background
  /// dismisses the keyboard, a tap on the Reorder button does not (its control precedence).
  @Test func thePastedRecognizerFires() throws {
    let s = try Self.screen("orders-ios.txt").scene
    #expect(s.deliver(.tap, at: Point(200, 600)).delivery.firedIDs(in: s) == ["view.tap"])
    #expect(s.deliver(.tap, at: Point(25, 460)).delivery.firedIDs(in: s) == [])
  }
}
