import HitScopeEngine

/// The legend of the active overlays in a strip under the canvas, for pictures without the side
/// panel: one short item per marker (the panel's compact legend), flowing left to right onto as
/// few lines as the strip's width allows (one, for most pictures). Points.
struct LegendStrip: Hashable, Sendable {
  /// The legend's notes, strip line by strip line; a note's colour, when it has one, is its
  /// text's.
  var lines: [[PanelLine]]

  static let lineHeight = 18.0
  /// Space between the canvas' bottom edge and the strip, and below the strip.
  static let gap = 6.0
  static let textStyle = TextStyle(size: 10.5)
  static let markerWidth = 20.0
  static let spacing = 12.0

  var height: Double { Double(lines.count) * LegendStrip.lineHeight }

  /// The legend of `options`' overlays and click `width` points wide; `hiddenTags`: the frame's
  /// tags left out, which the tag item counts. Nil when no overlay is on.
  init?(options: RenderOptions, hiddenTags: Int, width: Double) {
    let items = PanelContent.legend(for: options, hiddenTags: hiddenTags, compact: true)
    guard !items.isEmpty else { return nil }
    var lines: [[PanelLine]] = [[]]
    var x = 0.0
    for item in items {
      let text = TextLayout.measured(
        item.text, style: LegendStrip.textStyle, width: nil)
      let w = LegendStrip.markerWidth + (text?.size.width ?? 0) + LegendStrip.spacing
      if x + w > width, !lines[lines.count - 1].isEmpty {
        lines.append([])
        x = 0
      }
      lines[lines.count - 1].append(item)
      x += w
    }
    self.lines = lines
  }

  /// Draws the strip with its top-left corner at `origin` (points; the caller scales).
  func draw(at origin: Point, on context: CairoContext, texts: TextLayoutCache) throws {
    for (row, items) in lines.enumerated() {
      var x = origin.x
      let centerY = origin.y + Double(row) * LegendStrip.lineHeight + LegendStrip.lineHeight / 2
      for item in items {
        try item.marker.draw(at: Point(x + 8, centerY), on: context, texts: texts)
        let layout = try texts.layout(
          item.text, style: LegendStrip.textStyle, width: nil, in: context)
        layout.draw(
          at: Point(x + LegendStrip.markerWidth, centerY - layout.size.height / 2),
          color: item.color ?? Palette.secondaryText, in: context)
        x += LegendStrip.markerWidth + layout.size.width + LegendStrip.spacing
      }
    }
    try context.check("the legend under the canvas")
  }
}
