import Testing

@testable import HitScopeRender

/// A section's height is its lines' heights added up, without making the lines.
@Suite
struct PanelSectionTests {
  static let heading = PanelLine(kind: .heading, text: "Audit")
  static let body = PanelLine(kind: .body, text: "a finding")
  static let note = PanelLine(kind: .note, text: "why")

  @Test(arguments: [
    PanelSection(kind: .header),
    PanelSection(kind: .audit, head: [heading]),
    PanelSection(kind: .audit, head: [heading], entries: [[body, note], [body]]),
    PanelSection(kind: .audit, head: [heading], entries: [[body, note]], hidden: 3),
    PanelSection(kind: .audit, entries: [[body]], hidden: 1, foot: [note, note]),
    PanelSection(kind: .legend, hidden: 2, foot: [PanelLine(kind: .title, text: "t")]),
  ])
  func heightIsTheLinesHeight(section: PanelSection) {
    #expect(section.height == section.lines.reduce(0) { $0 + $1.kind.height })
  }

  @Test func aCrowdedPanelsHeightIsItsLinesHeightWithPadding() throws {
    let content = try PanelFittingTests.crowdedPanel()
    #expect(content.sections.contains { $0.hidden > 0 }, "a list is cut")
    #expect(
      content.height
        == 2 * PanelContent.padding + content.lines.reduce(0) { $0 + $1.kind.height })
  }
}
