import Testing

@testable import HitScopeEngine

/// How a wireframe sets a view's text: its size for an imported view, how many lines it shows,
/// and where the lines break and are cut. Widths here are in characters: every character,
/// "…" included, is 1 unit wide.
@Suite struct WireframeTextTests {
  /// The lines of `text` in a box `width` characters wide showing at most `maxLines` lines.
  private func lines(_ text: String, width: Double, maxLines: Int) -> [String] {
    WireframeText.lines(
      text, offsets: (0...text.count).map(Double.init), ellipsisWidth: 1, width: width,
      maxLines: maxLines)
  }

  @Test(
    arguments: [
      // (text, width, lines allowed, lines drawn)
      ("Filter", 6.0, 1, ["Filter"]),
      ("Filter", 20, 1, ["Filter"]),
      ("Filter", 5, 1, ["Filt…"]),
      ("Delete", 4, 3, ["Del…"]),
      ("Reorder now", 8, 1, ["Reorder…"]),
      ("Reorder now", 11, 1, ["Reorder now"]),
      ("Reorder now", 8, 2, ["Reorder", "now"]),
      ("Export all orders", 10, 2, ["Export all", "orders"]),
      ("Export all orders", 10, 1, ["Export al…"]),
      ("Export all orders today", 10, 2, ["Export all", "orders to…"]),
      ("a verylongword b", 6, 3, ["a", "veryl…"]),
      ("  spaced  words  ", 6, 2, ["spaced", "words"]),
      ("Line one\nLine two", 20, 2, ["Line one", "Line two"]),
      ("Line one\nLine two", 20, 1, ["Line one Line two"]),
      ("Line one\nLine two", 10, 1, ["Line one…"]),
      ("Ab", 0.5, 1, ["…"]),
      ("", 10, 1, [""]),
    ] as [(String, Double, Int, [String])])
  func linesBreakBetweenWordsAndCutWithAnEllipsis(
    text: String, width: Double, maxLines: Int, expected: [String]
  ) {
    let drawn = lines(text, width: width, maxLines: maxLines)
    #expect(drawn == expected)
    #expect(drawn.count <= maxLines)
  }

  /// Whatever the width, a line is never a piece of a word: every drawn line is made of the
  /// text's whole words, except a last line cut with "…".
  @Test(arguments: [3.0, 4, 5, 6, 7, 8, 9, 12, 15, 40])
  func noLineEndsInsideAWord(width: Double) {
    let text = "Delivered Archive Reorder Export"
    let words = Set(text.split(separator: " ").map(String.init))
    let drawn = lines(text, width: width, maxLines: 4)
    for (i, line) in drawn.enumerated() {
      #expect(Double(line.count) <= max(width, 1))
      if i == drawn.count - 1, line.hasSuffix(WireframeText.ellipsis) { continue }
      #expect(line.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(line)")
    }
  }

  @Test(
    arguments: [
      (44.0, Semantics.uikit, 17.0), (20, .uikit, 16), (15, .uikit, 12), (7.5, .uikit, 6),
      (5, .uikit, 6), (0, .swiftui, 6), (44, .appkit, 13), (5, .appkit, 13),
    ])
  func importedTextIsSizedByHeightUnderUIKitAndFixedUnderAppKit(
    height: Double, semantics: Semantics, size: Double
  ) {
    #expect(WireframeText.fontSize(height: height, semantics: semantics) == size)
  }

  @Test(
    arguments: [
      // (height, line height, numberOfLines, lines shown)
      (20.0, 20.0, 1, 1), (20, 20, 0, 1), (60, 20, 0, 3), (59, 20, 0, 2), (60, 20, 2, 2),
      (60, 20, 1, 1), (10, 20, 0, 1), (10, 20, 3, 1), (0, 20, 0, 1),
    ])
  func aViewShowsTheLinesItsHeightHolds(
    height: Double, lineHeight: Double, numberOfLines: Int, shown: Int
  ) {
    #expect(
      WireframeText.lineCount(height: height, lineHeight: lineHeight, numberOfLines: numberOfLines)
        == shown)
  }

  @Test(
    arguments: [
      // (type, baseClass, alignment)
      ("UILabel", nil, TextAlignment.leading),
      ("UITableViewLabel", nil, .leading),
      ("UIButtonLabel", nil, .leading),
      ("UITextField", nil, .leading),
      ("UISearchBarTextField", nil, .leading),
      ("NSTextField", nil, .leading),
      ("NSSearchField", nil, .leading),
      ("PriceLabel", "UILabel", .leading),
      ("UIButton", nil, .center),
      ("_UIModernBarButton", nil, .center),
      ("UITabBarButton", nil, .center),
      ("NSButton", nil, .center),
      ("NSPopUpButton", nil, .center),
      ("UIView", nil, .center),
      ("NSTitlebarView", nil, .center),
    ] as [(String, String?, TextAlignment)])
  func labelsAndFieldsStartAtTheLeadingEdgeAndOthersCentre(
    type: String, baseClass: String?, alignment: TextAlignment
  ) {
    var view = ViewNode(
      id: "v", type: type, baseClass: baseClass, frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.resolvedTextAlignment == alignment)
    view.textAlignment = .trailing
    #expect(view.resolvedTextAlignment == .trailing)
  }
}
