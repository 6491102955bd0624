import HitScopeEngine

extension PanelContent {
  /// Draws the panel in `rect`, in points (the caller scales): its background and the rule along
  /// the edge it shares with the canvas (its left edge, or its top edge for columns under the
  /// canvas), then every line that fits (see `PanelColumns`, which fits the content to `rect`):
  /// a heading's rule, the line's marker and its text, as stamps kept in `stamps`.
  func draw(in rect: Rect, on context: CairoContext, texts: TextLayoutCache, stamps: Stamps)
    throws
  {
    context.fill(rect, with: Palette.panelBackground)
    let columns = PanelColumns(self, in: rect)
    let rule =
      columns.count > 1
      ? Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
      : Rect(x: rect.minX, y: rect.minY, width: 1, height: rect.height)
    context.fill(rule, with: Palette.panelRule)
    let padding = PanelContent.padding
    let width = columns.columnWidth - 2 * padding
    for placed in columns.placed {
      let line = placed.line
      let left = placed.origin.x + padding
      let top = line.kind == .heading ? placed.origin.y + 11 : placed.origin.y
      let style = style(of: line)
      if line.kind == .heading {
        context.fill(
          Rect(x: left, y: placed.origin.y + 5, width: width, height: 1), with: Palette.panelRule)
      }
      var x = left + Double(line.indent) * 12
      if line.marker != .none {
        let reach = MarkerStamp.reach
        try stamps.draw(
          MarkerStamp(marker: line.marker),
          at: Point(x + 8 - reach, top + style.size * 0.62 - reach), on: context, texts: texts)
        x += PanelContent.markerWidth
      }
      let textWidth = max(20, left + width - x)
      let layout = try texts.layout(line.text, style: style, width: textWidth, in: context)
      let room = LineStamp.inkRoom
      let size = Size(width: layout.size.width + 2 * room, height: layout.size.height + 2 * room)
      try stamps.draw(
        LineStamp(text: line.text, style: style, width: textWidth, size: size),
        at: Point(x - room, top - room), on: context, texts: texts)
    }
    try context.check("the side panel")
  }

  private func style(of line: PanelLine) -> TextStyle {
    let (size, bold, color): (Double, Bool, Color) =
      switch line.kind {
      case .title: (16, true, Palette.text)
      case .subtitle: (11, false, Palette.secondaryText)
      case .heading: (11.5, true, Palette.heading)
      case .body, .continued: (12, false, line.color ?? Palette.text)
      case .note: (PanelContent.noteSize, false, line.color ?? Palette.secondaryText)
      }
    return TextStyle(size: size, bold: bold, color: color, overflow: .ellipsizeEnd)
  }
}

extension PanelLine.Marker {
  /// Draws the marker centred on `c` (points), as the panel and the legend strip draw it.
  func draw(at c: Point, on context: CairoContext, texts: TextLayoutCache) throws {
    let box = Rect(x: c.x - 7, y: c.y - 6, width: 14, height: 12)
    /// Fills the current path in `fill`, then strokes it `width` wide in `stroke`, dashed by
    /// `dash` (the context's stroke left undashed, 1 wide).
    func paint(fill: Color? = nil, stroke: Color? = nil, width: Double = 1, dash: [Double] = []) {
      if let fill {
        context.setSource(fill)
        context.fill(preserve: stroke != nil)
      }
      if let stroke {
        context.setSource(stroke)
        context.setStroke(width: width, dash: dash)
        context.stroke()
      }
      if !dash.isEmpty { context.setStroke(width: 1) }
    }
    switch self {
    case .none, .blank:
      break
    case .square(let number, let color), .badge(let number, let color):
      if case .square = self {
        context.roundedRectangle(Rect(x: c.x - 7.5, y: c.y - 7.5, width: 15, height: 15), radius: 3)
      } else {
        context.arc(center: c, radius: 7.5)
      }
      paint(fill: color)
      try texts.layout(
        "\(number)", style: TextStyle(size: 9.5, bold: true), width: nil, in: context
      )
      .draw(centredAt: c, color: .white, in: context)
    case .swatch(let color):
      context.roundedRectangle(box, radius: 2)
      paint(fill: color.withAlpha(0.35), stroke: color, width: 1.2)
    case .fill(let color):
      context.roundedRectangle(box, radius: 2)
      paint(fill: color)
    case .outline(let color), .dashedOutline(let color):
      context.roundedRectangle(box.insetBy(1), radius: 2)
      paint(stroke: color, width: 2, dash: self == .dashedOutline(color) ? [3, 2] : [])
    case .dashed(let color):
      context.rectangle(box.insetBy(1))
      paint(fill: color.withAlpha(0.2), stroke: color, width: 1.5, dash: [3, 2])
    case .hatch(let color, let crossed):
      try context.withClip(to: box) {
        context.setSource(.white)
        context.paint()
        try context.setHatchSource(color, spacing: 4, lineWidth: 1, crossed: crossed)
        context.paint()
      }
      context.rectangle(box)
      paint(stroke: color)
    case .pass, .fail:
      let pass = self == .pass
      context.arc(center: c, radius: 6.5)
      paint(fill: pass ? Palette.pass : Palette.fail)
      context.setSource(.white)
      context.setStroke(width: 1.6)
      if pass {
        context.moveTo(Point(c.x - 3, c.y))
        context.lineTo(Point(c.x - 0.8, c.y + 2.4))
        context.lineTo(Point(c.x + 3.1, c.y - 2.5))
      } else {
        context.moveTo(Point(c.x - 2.5, c.y - 2.5))
        context.lineTo(Point(c.x + 2.5, c.y + 2.5))
        context.moveTo(Point(c.x + 2.5, c.y - 2.5))
        context.lineTo(Point(c.x - 2.5, c.y + 2.5))
      }
      context.stroke()
    case .tag:
      context.roundedRectangle(Rect(x: c.x - 8, y: c.y - 4.5, width: 16, height: 9), radius: 3)
      paint(fill: Palette.heading)
    case .click:
      context.arc(center: c, radius: 5)
      paint(stroke: Palette.click, width: 1.8)
      context.arc(center: c, radius: 1.4)
      context.fill()
    }
  }
}

/// A panel line's text laid out in `style` at `width`, its layout box `inkRoom` in from the
/// corner of its box of `size`, in points.
private struct LineStamp: Stamp {
  /// Room around a line's layout box for ink that reaches past it, in points.
  static let inkRoom = 3.0

  var text: String
  var style: TextStyle
  var width: Double
  var size: Size

  func paint(on context: CairoContext, texts: TextLayoutCache) throws {
    let room = LineStamp.inkRoom
    try texts.layout(text, style: style, width: width, in: context).draw(
      at: Point(room, room), color: style.color, in: context)
  }
}

/// A line's marker centred in its box, in points.
private struct MarkerStamp: CentredStamp {
  /// How far from its centre a marker draws.
  static let reach = 10.0

  var marker: PanelLine.Marker

  func paint(on context: CairoContext, texts: TextLayoutCache) throws {
    try marker.draw(at: center, on: context, texts: texts)
  }
}
