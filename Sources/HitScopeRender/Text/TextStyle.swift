import HitScopeEngine

/// How a run of text is set: size in user units (scene points on the canvas), weight, colour,
/// and how a line wider than the available width is handled.
struct TextStyle: Hashable {
  enum Alignment: Hashable { case left, center, right }
  enum Overflow: Hashable {
    /// Breaks at word boundaries into as many lines as needed.
    case wrap
    /// One line, shortened with an ellipsis at the end.
    case ellipsizeEnd
    /// One line, shortened with an ellipsis in the middle (paths, chains).
    case ellipsizeMiddle
  }

  var size: Double
  var bold: Bool = false
  var monospace: Bool = false
  var color: Color = .black
  var alignment: Alignment = .left
  var overflow: Overflow = .wrap

  /// The families tried in order; Pango falls back per character (WenQuanYi covers CJK), so any
  /// script in a scene renders.
  var families: String {
    monospace ? "DejaVu Sans Mono, WenQuanYi Zen Hei Sharp" : "DejaVu Sans, WenQuanYi Zen Hei"
  }
}
