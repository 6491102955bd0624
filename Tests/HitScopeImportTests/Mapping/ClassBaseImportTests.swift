import HitScopeEngine
import Testing

@testable import HitScopeImport

/// What the class base changes in an imported screen: private controls handle taps, clip views
/// clip, text fields in table rows are labels, a wrapper view is a scroll view when it says so.
@Suite struct ClassBaseImportTests {
  @Test func aTabBarButtonHandlesItsTap() throws {
    let s = try imported(
      """
      <UIWindow: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>
         | <UITabBar: 0x3; frame = (0 761; 390 83); layer = <CALayer: 0x4>>
         |    | <UITabBarButton: 0x5; frame = (2 1; 127 48); opaque = NO; layer = <CALayer: 0x6>>
         |    |    | <UITabBarButtonLabel: 0x7; frame = (41 30; 45 12); text = 'Orders'; opaque = NO; layer = <_UILabelLayer: 0x8>>
      """)
    #expect(s.scene.hitTest(Point(60, 795)).handler?.name(in: s.scene) == "tabBarButton")
    // The label inside is interactive as printed (no userInteractionEnabled = NO), and the
    // written scene says so, since a UILabel base is not by default.
    let label = try #require(view(s, at: "0x7"))
    #expect(label.userInteractionEnabled && !label.handlesTouches)
    #expect(
      SceneWriter.members(of: label, isRoot: false, canvas: s.canvas).contains {
        $0.0 == "userInteractionEnabled"
      })
  }

  @Test func textFieldsInTableRowsAreLabelsWithOneWarning() throws {
    let text = """
      [   ] h=--- v=--- NSThemeFrame 0x1 "Importer" f=(0,0,600,400) b=(-)
        [   ] h=-&- v=-&- NSView 0x2 f=(0,0,600,372) b=(-)
          [   ] h=--- v=--- NSTextField 0x3 "Name:" f=(10,340,80,22) b=(-)
          [F  ] h=-&- v=-&- NSTableView 0x4 f=(0,0,600,300) b=(-)
            [F  ] h=-&- v=--- NSTableRowView 0x5 f=(0,0,600,24) b=(-)
              [F  ] h=--- v=--- NSTableCellView 0x6 f=(0,0,300,24) b=(-)
                [   ] h=--- v=--- NSTextField 0x7 "invoice.pdf" f=(2,2,296,20) b=(-)
              [   ] h=--- v=--- NSTextField 0x8 "2 KB" f=(300,2,100,20) b=(-)
      """
    let s = try imported(text)
    let outside = try #require(view(s, at: "0x3"))
    #expect(outside.isEditable && outside.isSelectable && outside.handlesTouches)
    for address in ["0x7", "0x8"] {
      let field = try #require(view(s, at: address))
      #expect(!field.isEditable && !field.isSelectable && !field.handlesTouches)
      let members = SceneWriter.members(of: field, isRoot: false, canvas: s.canvas).map(\.0)
      #expect(members.contains("editable") && members.contains("selectable"))
    }
    let w = try warnings(text).filter { $0.contains("inside table rows") }
    #expect(
      w == [
        "t.txt:7: warning: 2 text fields inside table rows are read as labels (editable and"
          + " selectable false: the dump does not print editability), so a click on one selects"
          + " the row (lines 7, 8)"
      ])
  }

  @Test func aClipViewClipsItsSubtree() throws {
    let s = try imported(
      """
      [   ] h=--- v=--- NSView 0x1 f=(0,0,300,200) b=(-)
        [   ] h=--- v=--- NSScrollView 0x2 f=(0,0,300,150) b=(-)
          [F  ] h=--- v=--- _NSKeyboardFocusClipView 0x3 f=(0,0,300,150) b=(0,40,-,-)
      """)
    let clip = try #require(view(s, at: "0x3"))
    #expect(clip.clipsToBounds)
    #expect(
      !SceneWriter.members(of: clip, isRoot: false, canvas: s.canvas).contains {
        $0.0 == "clipsToBounds"
      })
  }

  @Test(arguments: [("contentOffset: {0, 0}; ", true), ("", false)])
  func aTableWrapperViewScrollsOnlyWhenItPrintsAnOffset(extra: String, scroll: Bool) throws {
    let s = try imported(
      "<UITableView: 0x1; frame = (0 0; 390 600); layer = <CALayer: 0x2>; contentOffset: {0, 0}>\n"
        + "   | <UITableViewWrapperView: 0x3; frame = (0 0; 390 600); layer = <CALayer: 0x4>; \(extra)contentSize: {390, 600}>"
    )
    let wrapper = try #require(view(s, at: "0x3"))
    #expect(wrapper.plays(.scrollView) == scroll)
    #expect(wrapper.scroll.scrollEnabled == !scroll)
  }
}
