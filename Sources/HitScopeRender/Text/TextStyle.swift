import HitScopeEngine

/// How a run of text is set: size in user units (scene points on the canvas), weight, colour,
/// and how a line wider than the available width is handled.
package struct TextStyle: Hashable {
  package enum Alignment: Hashable { case left, center, right }
  package enum Overflow: Hashable {
    /// Breaks at word boundaries into as many lines as needed.
    case wrap
    /// One line, shortened with an ellipsis at the end.
    case ellipsizeEnd
    /// One line, shortened with an ellipsis in the middle (paths, chains).
    case ellipsizeMiddle
  }

  var size: Double
  var bold: Bool = false
  var face: TextFace = .interface
  var color: Color = .black
  var alignment: Alignment = .left
  var overflow: Overflow = .wrap

  package init(
    size: Double, bold: Bool = false, face: TextFace = .interface, color: Color = .black,
    alignment: Alignment = .left, overflow: Overflow = .wrap
  ) {
    self.size = size
    self.bold = bold
    self.face = face
    self.color = color
    self.alignment = alignment
    self.overflow = overflow
  }
}

/// The typeface a run of text is set in.
package enum TextFace: Hashable {
  /// HitScope's own text: panels, tags, status.
  case interface
  /// Paths and chains.
  case monospace
  /// A scene's text, as the app shows it: a face with the widths of Helvetica, close to Apple's
  /// system fonts', so a label the app sized to its text still holds it (DejaVu Sans is about
  /// a tenth wider).
  case app

  /// The families Pango tries in order, and those an SVG document names. Pango falls back per
  /// character (WenQuanYi covers CJK), so any script in a scene renders, and to DejaVu Sans where
  /// the first families are not installed.
  var families: (pango: String, svg: String) {
    switch self {
    case .interface: ("DejaVu Sans, WenQuanYi Zen Hei", "DejaVu Sans, sans-serif")
    case .monospace: ("DejaVu Sans Mono, WenQuanYi Zen Hei Sharp", "DejaVu Sans Mono, monospace")
    case .app:
      (
        "Liberation Sans, Arimo, Nimbus Sans, DejaVu Sans, WenQuanYi Zen Hei",
        "Helvetica, Arial, Liberation Sans, sans-serif"
      )
    }
  }
}
