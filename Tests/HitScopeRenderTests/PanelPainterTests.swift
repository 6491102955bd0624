import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A panel drawn reusing another panel's surface copies the lines it finds there, moved up or
/// down, and has the pixels of a panel drawn whole.
@Suite
struct PanelPainterTests {
  init() { TestEnvironment.pinFonts }

  /// A change from one panel to the next.
  struct Change: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// Made to both panels first.
    var base: @Sendable (inout PanelContent) -> Void = { _ in }
    var apply: @Sendable (inout PanelContent) -> Void
  }

  /// Combining marks stacked under a letter: ink below the line's layout box, where the next
  /// line's box begins.
  static let deepMarks = "g" + String(repeating: "\u{0328}\u{0316}\u{0317}", count: 3)

  /// The second line of the middle section made of `deepMarks`.
  @Sendable static func deepMarksOnSecondLine(_ content: inout PanelContent) {
    let s = content.sections.count / 2
    content.sections[s].lines[1].text = deepMarks
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
    Change(testDescription: "a line gone from the middle, the rest moved up") { content in
      let s = content.sections.count / 2
      content.sections[s].lines.remove(at: content.sections[s].lines.count / 2)
    },
    Change(
      testDescription: "a line inking below its box gone, the lines under it moved up",
      base: PanelPainterTests.deepMarksOnSecondLine,
      apply: { content in
        let s = content.sections.count / 2
        content.sections[s].lines.remove(at: 1)
      }),
    Change(
      testDescription: "a line inking below its box moved down under a new one",
      base: PanelPainterTests.deepMarksOnSecondLine,
      apply: { content in
        let s = content.sections.count / 2
        content.sections[s].lines.insert(PanelLine(kind: .body, text: "new"), at: 2)
      }),
    Change(testDescription: "a note and a heading inserted in the middle") { content in
      let s = content.sections.count / 2
      content.sections[s].lines.insert(
        contentsOf: [
          PanelLine(kind: .note, text: "a new note"), PanelLine(kind: .heading, text: "NEW"),
        ], at: 1)
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

  /// The panel of a bundled scene under every overlay after a click, before and after
  /// `change`, and a rectangle holding either.
  static func panels(_ change: Change) throws -> (
    before: PanelContent, after: PanelContent, rect: Rect
  ) {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let options = RenderOptions(overlays: Set(Overlay.allCases), click: Point(283, 97))
    let frame = try Frame(scene: scene, options: options, size: nil, previous: nil)
    var before = try #require(frame.layout.panel)
    change.base(&before)
    var after = before
    change.apply(&after)
    let rect = Rect(
      x: 0, y: 0, width: PanelContent.width, height: max(before.height, after.height))
    return (before, after, rect)
  }

  @Test(arguments: changes, [1.0, 2.0, 1.5])
  func drawingReusingAnotherPanelGivesThePixelsOfAWholeDraw(
    _ change: Change, scale: Double
  ) throws {
    let (before, after, rect) = try Self.panels(change)
    let width = Int(rect.width * scale)
    let height = Int(rect.height * scale)
    let texts = TextLayoutCache()
    let stamps = Stamps()
    func painter(_ content: PanelContent, on surface: CairoSurface) throws -> PanelPainter {
      let context = try CairoContext(surface: surface)
      context.scale(scale, scale)
      return PanelPainter(content: content, context: context, texts: texts, stamps: stamps)
    }
    let source = try CairoSurface.image(width: width, height: height)
    let sourceLines = try painter(before, on: source).draw(in: rect)
    // The surface drawn on holds another panel: every pixel must be drawn again.
    let updated = try CairoSurface.image(width: width, height: height)
    var other = before
    other.sections.reverse()
    try painter(other, on: updated).draw(in: rect)
    let redrawn = try painter(after, on: updated).draw(
      in: rect, reusing: (source, sourceLines))
    let whole = try CairoSurface.image(width: width, height: height)
    let wholeLines = try painter(after, on: whole).draw(in: rect)
    #expect(redrawn == wholeLines)
    let a = updated.copyARGBPixels()
    let b = whole.copyARGBPixels()
    let differing = zip(a, b).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) pixels differ from a panel drawn whole")
  }

  /// Lines moved by whole device pixels are found, in runs; a move by part of a pixel is not.
  @Test(arguments: [(1.0, true), (2.0, true), (1.5, false)])
  func linesMovedDownAreCopiedInOneRun(scale: Double, copied: Bool) throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let options = RenderOptions(overlays: Set(Overlay.allCases), click: Point(283, 97))
    let frame = try Frame(scene: scene, options: options, size: nil, previous: nil)
    let before = try #require(frame.layout.panel)
    var after = before
    // A body line (19 points: 28.5 pixels at 1.5) above all others.
    after.sections[0].lines.insert(PanelLine(kind: .body, text: "new first line"), at: 0)
    let rect = Rect(x: 0, y: 0, width: PanelContent.width, height: after.height)
    let surface = try CairoSurface.image(
      width: Int(rect.width * scale), height: Int(rect.height * scale))
    let context = try CairoContext(surface: surface)
    context.scale(scale, scale)
    let texts = TextLayoutCache()
    let old = try PanelPainter(content: before, context: context, texts: texts).draw(in: rect)
    let new = try PanelPainter(content: after, context: context, texts: texts).draw(in: rect)
    let runs = PanelPainter.copiedRuns(of: new, from: old, deviceScale: scale)
    if copied {
      #expect(
        runs == [
          PanelPainter.CopiedRun(
            lines: 1...(new.count - 1), sources: 0...(new.count - 2), shift: 19 * scale)
        ])
    } else {
      #expect(runs.isEmpty)
    }
  }
}
