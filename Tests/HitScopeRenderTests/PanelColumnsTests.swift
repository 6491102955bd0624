import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A panel under the canvas flows its lines through columns: a side panel's single column is
/// laid out as before, wide panels keep sections whole where they fit one column, no line
/// leaves its column, and the columns show more than one column of the same height would.
@Suite
struct PanelColumnsTests {
  init() { TestEnvironment.pinFonts }

  @Test func oneColumnPlacesTheFittedLinesOneUnderAnother() throws {
    let content = try PanelFittingTests.crowdedPanel()
    let rect = Rect(x: 500, y: 0, width: PanelContent.width, height: 700)
    let columns = PanelColumns(content, in: rect)
    #expect(columns.count == 1)
    let fitted = content.fitted(toHeight: rect.height).lines
    #expect(columns.placed.map(\.line) == Array(fitted.prefix(columns.placed.count)))
    var y = rect.minY + PanelContent.padding
    for placed in columns.placed {
      #expect(placed.origin == Point(rect.minX, y))
      y += placed.line.kind.height
    }
  }

  @Test(arguments: [2, 3, 4])
  func columnsHoldEveryLineInsideTheirOwnBounds(count: Int) throws {
    let content = try PanelFittingTests.crowdedPanel()
    let rect = Rect(
      x: 0, y: 300, width: PanelContent.width * Double(count) + 40, height: 360)
    let columns = PanelColumns(content, in: rect)
    #expect(columns.count == count)
    #expect(!columns.placed.isEmpty)
    for placed in columns.placed {
      let column = ((placed.origin.x - rect.minX) / columns.columnWidth).rounded()
      #expect(placed.origin.x == rect.minX + column * columns.columnWidth)
      #expect(column >= 0 && Int(column) < count)
      #expect(placed.origin.y >= rect.minY + PanelContent.padding)
      #expect(
        placed.origin.y + placed.line.kind.height
          <= rect.maxY - PanelContent.padding + 0.5, "\(placed.line.text)")
    }
    let single = PanelColumns(
      content, in: Rect(x: 0, y: 0, width: PanelContent.width, height: rect.height))
    #expect(columns.placed.count > single.placed.count)
  }

  @Test func aSectionThatFitsAColumnIsNotSplitAcrossTwo() throws {
    let content = try PanelFittingTests.crowdedPanel()
    let rect = Rect(x: 0, y: 0, width: PanelContent.width * 4, height: 420)
    let columns = PanelColumns(content, in: rect)
    let inner = rect.height - 2 * PanelContent.padding
    var section: [PanelLine: PanelSection.Kind] = [:]
    for s in content.sections { for line in s.lines { section[line] = s.kind } }
    var columnsOfSection: [PanelSection.Kind: Set<Double>] = [:]
    for placed in columns.placed {
      guard let kind = section[placed.line] else { continue }
      columnsOfSection[kind, default: []].insert(placed.origin.x)
    }
    for s in content.fitted(toHeight: 4 * inner).sections
    where s.lines.reduce(0, { $0 + $1.kind.height }) <= inner {
      #expect((columnsOfSection[s.kind]?.count ?? 0) <= 1, "\(s.kind) split")
    }
  }
}
