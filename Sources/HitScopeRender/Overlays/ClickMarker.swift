import HitScopeEngine

/// The click's marker: a ring and a cross-hair around the centre of its box, in points; it looks
/// the same wherever it is.
struct ClickMarker: CentredStamp {
  /// How far the marker reaches from its centre, in points: the cross-hair's round caps reach
  /// 12.
  static let reach = 13.0

  func paint(on context: CairoContext, texts: TextLayoutCache) {
    for (source, width) in [(Color.white, 3.5), (Palette.click, 2)] {
      context.setStroke(width: width)
      context.setSource(source)
      context.arc(center: center, radius: 7)
      context.stroke()
    }
    for (dx, dy) in [(-1.0, 0.0), (1, 0), (0, -1), (0, 1)] {
      context.moveTo(Point(center.x + dx * 3, center.y + dy * 3))
      context.lineTo(Point(center.x + dx * 11, center.y + dy * 11))
    }
    context.stroke()
    context.arc(center: center, radius: 1.5)
    context.fill()
  }
}
