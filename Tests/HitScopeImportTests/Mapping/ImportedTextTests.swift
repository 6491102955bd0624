import HitScopeEngine
import Testing

@testable import HitScopeImport

/// Where an imported wireframe's text goes: on one line at the app's size, drawn once, a
/// window's title in its title bar.
@Suite struct ImportedTextTests {
  @Test func aDumpedTextIsSetOnOneLineAtTheAppsSize() throws {
    let s = try imported(
      """
      <UIWindow: 0x1; frame = (0 0; 390 300); layer = <CALayer: 0x2>>
         | <UILabel: 0x3; frame = (20 10; 100 60); text = 'A long order note'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
      """)
    #expect(view(s, at: "0x3")?.numberOfLines == 1)
    #expect(view(s, at: "0x3")?.fontSize == 17)
    #expect(view(s, at: "0x1")?.numberOfLines == 0)
  }

  /// A section header whose only labelled descendant repeats its text draws it once, by the
  /// label; a view whose text differs, or with several labelled descendants, keeps its own.
  @Test func aRepeatedTextIsDrawnOnceByTheDescendant() throws {
    let s = try imported(
      """
      <UIWindow: 0x1; frame = (0 0; 390 300); layer = <CALayer: 0x2>>
         | <_UITableViewHeaderFooterView: 0x3; frame = (0 0; 390 40); text = 'ORDERS'; layer = <CALayer: 0x4>>
         |    | <UIView: 0x5; frame = (0 0; 390 40); layer = <CALayer: 0x6>>
         |    |    | <_UITableViewHeaderFooterViewLabel: 0x7; frame = (20 10; 100 20); text = 'ORDERS'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x8>>
         | <_UITableViewHeaderFooterView: 0x9; frame = (0 40; 390 40); text = 'PAID'; layer = <CALayer: 0xa>>
         |    | <UILabel: 0xb; frame = (20 10; 100 20); text = 'PAID'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xc>>
         |    | <UILabel: 0xd; frame = (200 10; 100 20); text = '3 orders'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xe>>
      """)
    #expect(view(s, at: "0x3")?.label == nil)
    #expect(view(s, at: "0x7")?.label?.text(counters: [:]) == "ORDERS")
    #expect(view(s, at: "0x7")?.fontSize == 16)
    #expect(view(s, at: "0x9")?.label?.text(counters: [:]) == "PAID")
  }

  /// AppKit prints a window's title on its theme frame, which spans the window: the title is
  /// drawn in the title bar view, or dropped when a view in the title bar shows it already.
  @Test func aWindowTitleIsDrawnInItsTitleBar() throws {
    let s = try imported(
      """
      [   A     ] h=--- v=--- NSThemeFrame 0x10 "Importer" f=(0,0,800,500) b=(-)
        [   A     ] h=--- v=--- NSTitlebarContainerView 0x11 f=(0,448,800,52) b=(-)
          [   A     ] h=--- v=--- NSTitlebarView 0x12 f=(0,0,800,52) b=(-)
        [   A     ] h=-&- v=-&- NSView 0x13 f=(0,0,800,448) b=(-)
          [   A     ] h=--- v=--- NSTextField 0x14 "Name" f=(10,10,100,20) b=(-)
      """)
    #expect(view(s, at: "0x10")?.label == nil)
    #expect(view(s, at: "0x12")?.label?.text(counters: [:]) == "Importer")
    #expect(view(s, at: "0x12")?.numberOfLines == 1)
    #expect(view(s, at: "0x11")?.label == nil)
    #expect(view(s, at: "0x10")?.id == "themeFrame-importer")

    let shown = try imported(
      """
      [   A     ] h=--- v=--- NSThemeFrame 0x10 "Importer" f=(0,0,800,500) b=(-)
        [   A     ] h=--- v=--- NSTitlebarContainerView 0x11 f=(0,448,800,52) b=(-)
          [   A     ] h=--- v=--- NSTitlebarView 0x12 f=(0,0,800,52) b=(-)
            [   A     ] h=--- v=--- NSTextField 0x15 "Importer" f=(300,16,200,20) b=(-)
        [   A     ] h=-&- v=-&- NSView 0x13 f=(0,0,800,448) b=(-)
          [   A     ] h=--- v=--- NSTextField 0x14 "Name" f=(10,10,100,20) b=(-)
      """)
    #expect(view(shown, at: "0x10")?.label == nil)
    #expect(view(shown, at: "0x12")?.label == nil)
    #expect(view(shown, at: "0x15")?.label?.text(counters: [:]) == "Importer")
  }

  /// The settings screen of `Fixtures/Screens`: every text on one line, section headers drawn
  /// once by their labels, long labels kept whole for the picture to cut.
  @Test func aSettingsScreenSetsEachTextOnceOnOneLine() throws {
    let s = try RealScreenTests.screen("settings-ios.txt")
    let texts = s.views.compactMap { $0.label?.text(counters: [:]) }
    #expect(texts.filter { $0 == "DOWNLOADS" }.count == 1)
    #expect(texts.filter { $0 == "NOTIFICATIONS" }.count == 1)
    #expect(view(s, at: "0x7c0000004100")?.label == nil)
    #expect(texts.contains("Automatically download updates over cellular data"))
    #expect(s.views.allSatisfy { $0.label == nil || $0.numberOfLines == 1 })
  }
}
