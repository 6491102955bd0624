import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A view's label as the picture draws it: the lines `WireframeText` fits with the fonts'
/// real widths, placed across the bounds by the view's alignment and centred vertically.
@Suite struct WireframeLabelTests {
  init() { TestEnvironment.pinFonts }

  struct Case: CustomTestStringConvertible, Sendable {
    var type: String
    var text: String
    var size: Size
    var numberOfLines = 1
    var alignment: TextAlignment? = nil
    /// The drawn lines.
    var lines: [String]
    /// Where the text sits across the bounds.
    var across: TextAlignment

    var testDescription: String { "\(type) \"\(text)\" in \(size.width) x \(size.height)" }
  }

  static let cases: [Case] = [
    Case(
      type: "UILabel", text: "Order", size: Size(width: 200, height: 22), lines: ["Order"],
      across: .leading),
    Case(
      type: "UIButton", text: "Buy", size: Size(width: 120, height: 44), lines: ["Buy"],
      across: .center),
    Case(
      type: "UISearchBarTextField", text: "Search", size: Size(width: 200, height: 36),
      lines: ["Search"], across: .leading),
    Case(
      type: "UIButton", text: "Reorder", size: Size(width: 30, height: 18), lines: ["R…"],
      across: .center),
    Case(
      type: "UILabel", text: "Reorder every order", size: Size(width: 100, height: 80),
      numberOfLines: 0, lines: ["Reorder", "every order"], across: .leading),
    Case(
      type: "UILabel", text: "Reorder every order", size: Size(width: 100, height: 18),
      numberOfLines: 0, lines: ["Reorder ever…"], across: .leading),
    Case(
      type: "UILabel", text: "Total", size: Size(width: 200, height: 22), alignment: .trailing,
      lines: ["Total"], across: .trailing),
  ]

  @Test(arguments: cases)
  func labelsAreFittedAndPlaced(_ c: Case) throws {
    var view = ViewNode(id: "v", type: c.type, frame: Rect(origin: .zero, size: c.size))
    view.fontSize = WireframeText.fontSize(height: min(c.size.height, 20), semantics: .uikit)
    view.numberOfLines = c.numberOfLines
    view.textAlignment = c.alignment
    let context = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    WireframeLabel.enter(context, of: view.bounds)
    let label = try WireframeLabel(c.text, for: view, context: context)
    #expect(label.layout.lineTexts == c.lines)
    let box = label.box(in: view.bounds)
    #expect(abs(box.midY - view.bounds.midY) < 1e-9)
    switch c.across {
    case .leading: #expect(box.minX == 0)
    case .center: #expect(abs(box.midX - view.bounds.midX) < 1e-9)
    case .trailing: #expect(abs(box.maxX - view.bounds.maxX) < 1e-9)
    }
  }
}
