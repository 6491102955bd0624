/// How a view's text is set in a wireframe, the one rule every picture reads: its size for an
/// imported view, and the lines it is drawn on.
///
/// Lines break between words only, never inside one. Text that does not fit the lines the view
/// allows is cut at the end with "…" (UILabel's default truncation): the last line keeps as many
/// characters as fit with the ellipsis.
public enum WireframeText {
  /// The ellipsis a cut line ends with.
  public static let ellipsis = "…"

  /// The size of an imported view's text, in points: UIKit sets one line at
  /// `min(17, 0.8 x height)`, AppKit at 13; never below 6.
  public static func fontSize(height: Double, semantics: Semantics) -> Double {
    semantics == .appkit ? 13 : max(6, min(17, 0.8 * height))
  }

  /// How many lines a view `height` points tall shows, each `lineHeight` points, when it allows
  /// `numberOfLines` (0: as many as fit): at least one, so that short views still show text.
  public static func lineCount(height: Double, lineHeight: Double, numberOfLines: Int) -> Int {
    let fitting = lineHeight > 0 ? Int(((height + 1e-9) / lineHeight).rounded(.down)) : 1
    let tall = max(1, fitting)
    return numberOfLines > 0 ? min(numberOfLines, tall) : tall
  }

  /// The lines `text` is drawn on, at most `maxLines`, each at most `width` wide.
  ///
  /// `offsets` are the text's characters' positions when the whole text is set on one line (its
  /// line breaks as spaces), in the units of `width`: `offsets[i]` is where character `i`
  /// starts, `offsets[text.count]` the line's width, so a run's width is the difference of two
  /// offsets. `ellipsisWidth` is the width of "…". Line breaks in `text` break lines; spaces at
  /// a break are dropped.
  public static func lines(
    _ text: String, offsets: [Double], ellipsisWidth: Double, width: Double, maxLines: Int
  ) -> [String] {
    let characters = Array(text)
    precondition(offsets.count == characters.count + 1, "one offset per character, and the end")
    let count = characters.count
    func fits(_ start: Int, _ end: Int, plus extra: Double = 0) -> Bool {
      offsets[end] - offsets[start] + extra <= width + 1e-9
    }
    func isSpace(_ i: Int) -> Bool { characters[i].isWhitespace && !characters[i].isNewline }
    func string(_ start: Int, _ end: Int) -> String {
      String(characters[start..<end].map { $0.isNewline ? " " : $0 })
    }

    // The rest of the text from `start` on the last line: whole when it fits, else the longest
    // prefix that fits with "…" after it.
    func cut(from start: Int) -> String {
      var end = count
      while end > start, characters[end - 1].isWhitespace { end -= 1 }
      if fits(start, end) { return string(start, end) }
      var keep = end
      while keep > start, !fits(start, keep, plus: ellipsisWidth) { keep -= 1 }
      while keep > start, characters[keep - 1].isWhitespace { keep -= 1 }
      return string(start, keep) + ellipsis
    }

    var result: [String] = []
    var start = 0
    while true {
      while start < count, isSpace(start) { start += 1 }
      var paragraphEnd = start
      while paragraphEnd < count, !characters[paragraphEnd].isNewline { paragraphEnd += 1 }
      // The word ends of this paragraph, in order; an empty paragraph ends where it starts.
      var wordEnds: [Int] = []
      for j in stride(from: start + 1, through: paragraphEnd, by: 1)
      where !isSpace(j - 1) && (j == paragraphEnd || isSpace(j)) {
        wordEnds.append(j)
      }
      if wordEnds.isEmpty { wordEnds = [start] }
      let fitting = wordEnds.prefix { fits(start, $0) }.last
      let isLastParagraph = paragraphEnd == count
      if fitting == wordEnds.last, isLastParagraph {
        result.append(string(start, fitting!))
        return result
      }
      guard let fitting, result.count < max(1, maxLines) - 1 else {
        result.append(cut(from: start))
        return result
      }
      result.append(string(start, fitting))
      start = fitting == wordEnds.last ? paragraphEnd + 1 : fitting
    }
  }
}
