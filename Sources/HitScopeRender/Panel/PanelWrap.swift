/// Text broken at word boundaries into the lines Pango sets it in, at a given size and width
/// (points): how the panel wraps long entries instead of cutting them; and the width of a line.
///
/// Measured afresh on every call: a frame's panel is made once per click (`Frame` carries it
/// through the hover frames that follow), and a click wraps only the few entries that hold
/// sentences (missed views, probes, gestures, events), so nothing is kept.
enum PanelWrap {
  /// The lines of `text`; the whole text on one line when no text layout can be made.
  static func lines(_ text: String, size: Double, width: Double) -> [String] {
    guard let context = measuringContext(),
      let layout = try? TextLayout(
        text, style: TextStyle(size: size, overflow: .wrap), width: width, in: context)
    else { return [text] }
    let lines = layout.lineTexts.filter { !$0.isEmpty }
    return lines.isEmpty ? [text] : lines
  }

  /// The width of `text` set on one line at `size`, in points (0 when no layout can be made).
  static func width(_ text: String, size: Double) -> Double {
    guard let context = measuringContext(),
      let layout = try? TextLayout(text, style: TextStyle(size: size), width: nil, in: context)
    else { return 0 }
    return layout.size.width
  }

  /// A context of one pixel at one pixel per point, which text is measured in.
  private static func measuringContext() -> CairoContext? {
    guard let surface = try? CairoSurface.image(width: 1, height: 1) else { return nil }
    return try? CairoContext(surface: surface)
  }
}
