import CCairo
import CPango
import HitScopeEngine

/// Owns one `PangoLayout`: a paragraph of text set for a `CairoContext`, measured in that
/// context's user units and drawn with its top-left corner at a point, on that context or on any
/// other whose user space has the same scale and rotation (translation is free: Pango lays text
/// out for the matrix without its offset) and whose target is of the same kind. Safe to make,
/// use and free on any thread, one thread at a time for each layout.
package final class TextLayout {
  private let layout: OpaquePointer
  private let style: TextStyle

  /// Lays out `text`; `width` (user units) bounds lines for wrapping, ellipsizing and alignment.
  package init(_ text: String, style: TextStyle, width: Double?, in context: CairoContext) throws {
    let made = TextFontMap.shared.serialized { fontMap -> OpaquePointer? in
      guard let pangoContext = pango_font_map_create_context(fontMap) else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(pangoContext)) }
      pango_cairo_update_context(context.handle, pangoContext)
      guard let layout = pango_layout_new(pangoContext) else { return nil }
      // Unhinted metrics keep text the same shape at every scale (1x window, 2x export).
      let options = cairo_font_options_create()!
      defer { cairo_font_options_destroy(options) }
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
      pango_layout_context_changed(layout)

      let font = pango_font_description_new()!
      defer { pango_font_description_free(font) }
      pango_font_description_set_family(font, style.face.families.pango)
      pango_font_description_set_weight(font, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
      pango_font_description_set_absolute_size(font, max(0.5, style.size) * Double(PANGO_SCALE))
      pango_layout_set_font_description(layout, font)

      if let width, width > 0 {
        pango_layout_set_width(layout, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max))))
      }
      switch style.alignment {
      case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
      case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
      }
      switch style.overflow {
      case .wrap: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      case .ellipsizeEnd: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      case .ellipsizeMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
      }
      pango_layout_set_text(layout, text, -1)
      return layout
    }
    guard let made else { throw RenderError("Could not create a text layout for \"\(text)\".") }
    self.layout = made
    self.style = style
    try context.check("text \"\(text)\"")
  }

  /// `text` laid out off any frame, for measuring: on a context of one pixel at one pixel per
  /// point, so its sizes are in points. Nil when no layout can be made.
  static func measured(_ text: String, style: TextStyle, width: Double?) -> TextLayout? {
    try? TextLayout(
      text, style: style, width: width,
      in: CairoContext(surface: CairoSurface.image(width: 1, height: 1)))
  }

  deinit {
    TextFontMap.shared.serialized { _ in g_object_unref(UnsafeMutableRawPointer(layout)) }
  }

  /// The logical size of the laid-out text, in user units; measured once, as nothing changes
  /// the layout after it is made (drawing it under the same scale lays nothing out again).
  package private(set) lazy var size: Size = {
    var logical = PangoRectangle()
    TextFontMap.shared.serialized { _ in pango_layout_get_extents(layout, nil, &logical) }
    let scale = Double(PANGO_SCALE)
    return Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
  }()

  /// The text of each laid-out line, top to bottom (with `.wrap`, where Pango broke it), without
  /// the trailing spaces a break leaves.
  var lineTexts: [String] { TextFontMap.shared.serialized { _ in readLineTexts() } }

  /// `lineTexts`, read while Pango's lock is held.
  private func readLineTexts() -> [String] {
    guard let text = pango_layout_get_text(layout) else { return [] }
    let bytes = Array(String(cString: text).utf8)
    return (0..<pango_layout_get_line_count(layout)).compactMap { i in
      guard let line = pango_layout_get_line_readonly(layout, i) else { return nil }
      let start = min(max(0, Int(line.pointee.start_index)), bytes.count)
      let end = min(bytes.count, start + max(0, Int(line.pointee.length)))
      var piece = String(decoding: bytes[start..<end], as: UTF8.self)
      while piece.last == " " { piece.removeLast() }
      return piece
    }
  }

  /// Where each character of `text` (the text the layout was made with) starts on its line, in
  /// user units from the layout's left edge, and the layout's width last: on a one-line layout,
  /// the offsets `WireframeText.lines` reads. Never decreasing (right-to-left runs are read as
  /// if left to right).
  func characterOffsets(of text: String) -> [Double] {
    let scale = Double(PANGO_SCALE)
    let width = size.width
    // Pango's copy of the text ends at the first NUL.
    let length = text.utf8.split(separator: 0, omittingEmptySubsequences: false).first?.count ?? 0
    return TextFontMap.shared.serialized { _ in
      var offsets: [Double] = []
      offsets.reserveCapacity(text.count + 1)
      var byte = 0
      var reached = 0.0
      for character in text {
        var box = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(min(byte, length)), &box)
        reached = min(width, max(reached, Double(min(box.x, box.x + box.width)) / scale))
        offsets.append(byte < length ? reached : width)
        byte += character.utf8.count
      }
      offsets.append(width)
      return offsets
    }
  }

  /// Characters no installed font could show (drawn as boxes).
  var unknownGlyphsCount: Int {
    TextFontMap.shared.serialized { _ in Int(pango_layout_get_unknown_glyphs_count(layout)) }
  }

  /// Draws the text in `color` on `context` with the layout box's top-left corner at `origin`
  /// (user units). `context`'s user space must have the scale and rotation of the one the
  /// layout was made in.
  package func draw(at origin: Point, color: Color, in context: CairoContext) {
    context.setSource(color)
    context.moveTo(origin)
    TextFontMap.shared.serialized { _ in
      pango_cairo_update_layout(context.handle, layout)
      pango_cairo_show_layout(context.handle, layout)
      cairo_new_path(context.handle)
      if let textLayer = context.surface.textLayer {
        record(at: origin, in: context, on: textLayer)
      }
    }
  }

  /// Draws the text in `color` on `context` with the layout box's centre at `center` (user
  /// units), as `draw(at:color:in:)` does.
  func draw(centredAt center: Point, color: Color, in context: CairoContext) {
    draw(
      at: Point(center.x - size.width / 2, center.y - size.height / 2), color: color, in: context)
  }

  /// Each drawn line's text at its baseline, for an SVG document's text layer; Pango's lock is
  /// held.
  private func record(at origin: Point, in context: CairoContext, on textLayer: SVGTextLayer) {
    let texts = readLineTexts()
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    let scale = Double(PANGO_SCALE)
    let matrix = context.matrix
    // A line the clip hides entirely (a label scrolled out of its scroll view) is not there.
    let clip = context.clipExtents
    var index = 0
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, nil, &logical)
      let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
      let box = Rect(
        x: origin.x + Double(logical.x) / scale, y: origin.y + Double(logical.y) / scale,
        width: Double(logical.width) / scale, height: Double(logical.height) / scale)
      if index < texts.count, box.intersection(clip) != nil {
        textLayer.add(
          SVGTextLayer.Run(
            text: texts[index], origin: Point(box.minX, origin.y + baseline), style: style,
            matrix: matrix))
      }
      index += 1
    } while pango_layout_iter_next_line(iter) != 0
  }
}
