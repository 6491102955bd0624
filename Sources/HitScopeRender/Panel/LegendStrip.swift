import HitScopeEngine

/// The legend of the active overlays in a strip under the canvas, for pictures without the side
/// panel: one short item per marker (the panel's compact legend), flowing left to right onto as
/// few lines as the strip's width allows (one, for most pictures). Points.
struct LegendStrip: Hashable, Sendable {
  struct Item: Hashable, Sendable {
    var text: String
    var marker: PanelLine.Marker
    var isTagNote: Bool
  }

  /// The items, line by line.
  var lines: [[Item]]

  static let lineHeight = 18.0
  /// Space between the canvas' bottom edge and the strip, and below the strip.
  static let gap = 6.0
  static let fontSize = 10.5
  static let markerWidth = 20.0
  static let spacing = 12.0
  /// The tag item's text while the tags are not placed yet: the longest it becomes, so that
  /// the strip's lines do not change once they are.
  static let widestTagNote = "999 more tags hidden: zoom in"

  var height: Double { Double(lines.count) * LegendStrip.lineHeight }

  /// Nil when no overlay is on.
  init?(overlays: Set<Overlay>, clicked: Bool, width: Double) {
    let items = PanelContent.legend(for: overlays, clicked: clicked, compact: true).map {
      Item(text: $0.text, marker: $0.marker, isTagNote: $0.isTagNote)
    }
    guard !items.isEmpty else { return nil }
    var lines: [[Item]] = [[]]
    var x = 0.0
    for item in items {
      let text = item.isTagNote ? LegendStrip.widestTagNote : item.text
      let w = LegendStrip.markerWidth + LegendStrip.textWidth(text) + LegendStrip.spacing
      if x + w > width, !lines[lines.count - 1].isEmpty {
        lines.append([])
        x = 0
      }
      lines[lines.count - 1].append(item)
      x += w
    }
    self.lines = lines
  }

  /// The width of `text` at the strip's size, in points.
  static func textWidth(_ text: String) -> Double {
    TextLayout.measured(text, style: TextStyle(size: fontSize), width: nil)?.size.width ?? 0
  }

  /// Draws the strip with its top-left corner at `origin` (points; the caller scales), the tag
  /// item saying how many tags were hidden.
  func draw(at origin: Point, hiddenTags: Int, on context: CairoContext, texts: TextLayoutCache?)
    throws
  {
    for (row, items) in lines.enumerated() {
      var x = origin.x
      let centerY = origin.y + Double(row) * LegendStrip.lineHeight + LegendStrip.lineHeight / 2
      for item in items {
        try PanelPainter.drawMarker(
          item.marker, at: Point(x + 8, centerY), on: context, texts: texts)
        var text = item.text
        var color = Palette.secondaryText
        if item.isTagNote, hiddenTags > 0 {
          text = PanelContent.hiddenTagsText(hiddenTags)
          color = Palette.fail
        }
        let layout = try texts.layout(
          text, style: TextStyle(size: LegendStrip.fontSize), width: nil, in: context)
        layout.draw(
          at: Point(x + LegendStrip.markerWidth, centerY - layout.size.height / 2), color: color,
          in: context)
        let measured =
          item.isTagNote ? LegendStrip.textWidth(LegendStrip.widestTagNote) : layout.size.width
        x += LegendStrip.markerWidth + measured + LegendStrip.spacing
      }
    }
    try context.check("the legend under the canvas")
  }
}
