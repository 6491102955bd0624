import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A panel drawn over the lines of the panel a surface holds paints only where lines came or
/// went, and leaves the pixels of a panel drawn whole.
@Suite
struct PanelPainterTests {
  init() { TestEnvironment.pinFonts }

  /// A change from one panel to the next.
  struct Change: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var apply: @Sendable (inout PanelContent) -> Void
  }

  static let changes: [Change] = [
    Change(testDescription: "nothing") { _ in },
    Change(testDescription: "one line's text") { content in
      content.sections[0].lines[0].text += " (edited)"
    },
    Change(testDescription: "a line inserted at the top, the rest moved down") { content in
      content.sections[0].lines.insert(PanelLine(kind: .body, text: "new first line"), at: 0)
    },
    Change(testDescription: "the last section gone") { content in
      content.sections.removeLast()
    },
    Change(testDescription: "a heading turned into a note") { content in
      let s = content.sections.firstIndex { $0.lines.first?.kind == .heading } ?? 0
      content.sections[s].lines[0].kind = .note
    },
    Change(testDescription: "every marker's colour") { content in
      for s in content.sections.indices {
        for l in content.sections[s].lines.indices
        where content.sections[s].lines[l].marker != .none {
          content.sections[s].lines[l].marker = .swatch(Color(red: 0.9, green: 0.1, blue: 0.6))
        }
      }
    },
  ]

  @Test(arguments: changes, [1.0, 2.0])
  func drawingOverAnotherPanelsLinesGivesThePixelsOfAWholeDraw(
    _ change: Change, scale: Double
  ) throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let options = RenderOptions(overlays: Set(Overlay.allCases), click: Point(283, 97))
    let frame = try Frame(scene: scene, options: options, size: nil, previous: nil)
    let before = try #require(frame.layout.panel)
    var after = before
    change.apply(&after)
    let rect = Rect(x: 0, y: 0, width: PanelContent.width, height: max(before.height, after.height))
    let width = Int(rect.width * scale)
    let height = Int(rect.height * scale)
    let texts = TextLayoutCache()
    let stamps = Stamps()
    func painter(_ content: PanelContent, on surface: CairoSurface) throws -> PanelPainter {
      let context = try CairoContext(surface: surface)
      context.scale(scale, scale)
      return PanelPainter(content: content, context: context, texts: texts, stamps: stamps)
    }
    let updated = try CairoSurface.image(width: width, height: height)
    let lines = try painter(before, on: updated).draw(in: rect)
    let redrawn = try painter(after, on: updated).draw(in: rect, over: lines)
    let whole = try CairoSurface.image(width: width, height: height)
    let wholeLines = try painter(after, on: whole).draw(in: rect)
    #expect(redrawn == wholeLines)
    let a = updated.copyARGBPixels()
    let b = whole.copyARGBPixels()
    let differing = zip(a, b).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ from a panel drawn whole")
  }
}
