import HitScopeEngine
import Testing

@testable import HitScopeImport

/// AppKit's `_subtreeDescription`, flags read by letter.
@Suite struct SubtreeDescriptionTests {
  @Test(
    arguments: [
      // Flags in other columns, as other macOS versions print them.
      ("[   AF   LU ]", true, false), ("[AF LU]", true, false), ("[ A  H  LU ]", false, true),
      ("[ A  h  LU ]", false, false), ("[ F H ]", true, true),
    ])
  func flagsAreReadByLetter(flags: String, flipped: Bool, hidden: Bool) throws {
    let text = """
      [ A ] h=--- v=--- NSView 0x1 f=(0,0,100,100) b=(-)
        \(flags) h=-&- v=-&- NSView 0x2 f=(10,10,20,20) b=(-)
      """
    let s = try imported(text)
    #expect(view(s, at: "0x2")?.isFlipped == flipped)
    #expect(view(s, at: "0x2")?.isHidden == hidden)
    #expect(s.semantics == .appkit)
  }

  @Test func logPrefixLegendTimingsAndLayersAreIgnored() throws {
    let text = """
      2026-12-01 09:00:00.123 Notes[812:3f0a] [ A ] h=--- v=--- NSView 0x1 f=(0,0,200,100) b=(-) => <_NSViewBackingLayer: 0x60>
        [ AF ] h=--- v=--- NSButton 0x2 "Save As…" f=(10,20,80,30) b=(-) TIME drawRect: min/mean/max 0.01/0.02/0.05 ms
        0.05 ms drawRect:
      A=autoresizesSubviews, F=flipped, H=hidden (h=by ancestor), S=scaled or rotated (s=bounds scaled)
      """
    let s = try imported(text)
    #expect(s.views.count == 2)
    #expect(s.canvas == Size(width: 200, height: 100))
    let button = try #require(view(s, at: "0x2"))
    #expect(button.label?.text(counters: [:]) == "Save As…")
    #expect(button.frame == Rect(x: 10, y: 20, width: 80, height: 30))
    #expect(button.id == "button-save-as")
  }

  @Test(
    arguments: [
      ("b=(-)", Point.zero, false), ("b=-", Point.zero, false),
      ("b=(0,150,-,-)", Point(0, 150), false), ("b=(-5,2.5,-,-)", Point(-5, 2.5), false),
      ("b=(0,0,20,20)", Point.zero, false), ("b=(0,0,10,10)", Point.zero, true),
    ])
  func boundsGiveTheOriginAndWarnOfScaling(bounds: String, origin: Point, warns: Bool) throws {
    let text = """
      [ A ] h=--- v=--- NSView 0x1 f=(0,0,100,100) b=(-)
        [ AF ] h=--- v=--- NSClipView 0x2 f=(10,10,20,20) \(bounds)
      """
    let s = try imported(text)
    #expect(view(s, at: "0x2")?.boundsOrigin == origin)
    #expect(s.warnings.contains { $0.message.contains("bounds size") } == warns)
  }

  @Test func classesWithGenericsAndNoAddress() throws {
    let text = """
      [ A ] h=--- v=--- NSView f=(0,0,100,100) b=(-)
        [ AF ] h=--- v=--- NSHostingView<ModifiedContent<AnyView, RootModifier>> 0x2 f=(0,0,100,100) b=(-)
      """
    let s = try imported(text)
    #expect(s.views[1].type == "NSHostingView<ModifiedContent<AnyView, RootModifier>>")
    #expect(s.views[1].id == "hostingView")
    #expect(s.notes[0].address == nil)
  }

  /// A tab in AppKit indentation sits on an 8-column stop, with one warning listing the lines.
  @Test func tabsSitOnEightColumnStops() throws {
    let text = [
      "[   ] h=--- v=--- NSView 0x1 f=(0,0,300,300) b=(-)",
      "  [   ] h=--- v=--- NSView 0x2 f=(0,0,300,300) b=(-)",
      "    [   ] h=--- v=--- NSView 0x3 f=(0,0,300,300) b=(-)",
      "      [   ] h=--- v=--- NSView 0x4 f=(0,0,300,300) b=(-)",
      "\t[   ] h=--- v=--- NSButton 0x5 f=(0,0,30,30) b=(-)",
      "      [   ] h=--- v=--- NSView 0x6 f=(0,0,300,300) b=(-)",
      "  \t[   ] h=--- v=--- NSButton 0x7 f=(0,0,30,30) b=(-)",
    ].joined(separator: "\n")
    let s = try imported(text)
    #expect(view(s, at: "0x5")?.parent == s.notes.firstIndex { $0.address == "0x4" })
    #expect(view(s, at: "0x7")?.parent == s.notes.firstIndex { $0.address == "0x6" })
    #expect(
      try warnings(text) == [
        "t.txt:5: warning: tabs in the indentation are read on 8-column stops, as a terminal"
          + " shows them (lines 5, 7)"
      ])
  }

  /// A tab that would still make a line deeper than the one before + 1 is an error naming the
  /// line, never a silent re-parenting.
  @Test func aTabTooDeepIsAnErrorNamingTheLine() {
    let text = [
      "[   ] h=--- v=--- NSView 0x1 f=(0,0,300,300) b=(-)",
      "  [   ] h=--- v=--- NSView 0x2 f=(0,0,300,300) b=(-)",
      "\t[   ] h=--- v=--- NSButton 0x3 f=(0,0,30,30) b=(-)",
    ].joined(separator: "\n")
    #expect(
      importProblems(text) == [
        "t.txt:3:2: a tab in the indentation puts this line 3 levels deeper than the line before"
          + " (tabs are read on 8-column stops, 2 columns a level); replace the tab with 4 spaces"
      ])
  }
}
