import HitScopeEngine

/// What a placed tag's stamp shows: its text, its colour and its rounded box's size; it paints
/// itself.
struct TagStamp: Hashable {
  var text: String
  var color: Color
  var size: Size

  /// Paints the tag's box and text with the box's top-left corner at `corner`.
  func paint(on context: CairoContext, at corner: Point, texts: TextLayoutCache?) throws {
    context.roundedRectangle(Rect(origin: corner, size: size), radius: 4)
    context.setSource(color.withAlpha(0.92))
    context.fill()
    let layout = try texts.layout(
      text, style: TextStyle(size: TagLayout.fontSize, bold: true), width: nil, in: context)
    layout.draw(
      at: Point(corner.x + TagLayout.paddingX, corner.y + TagLayout.paddingY), color: .white,
      in: context)
  }
}

extension PlacedTag {
  /// Every pixel the tag and its leader line draw, in window points.
  var drawnBox: Rect {
    let body = frame.insetBy(-1)
    return leader.map { body.union($0.box) } ?? body
  }

  /// Draws the tag and its leader line on `context`, whose user space is window points; on image
  /// surfaces the tag as a stamp kept in `stamps` with its corner on the nearest device pixel
  /// (its text on whole pixels, one stamp wherever it goes; the stamp holds a point of room
  /// around the box) and the leader moved by as much, so that the two meet as drawn unstamped.
  func draw(on context: CairoContext, stamps: Stamps, texts: TextLayoutCache?) throws {
    let stamp = TagStamp(text: text, color: color, size: frame.size)
    let stamped = Stamps.apply(to: context)
    var shift = Point(0, 0)
    if stamped {
      let m = context.matrix
      let corner = m.apply(Point(frame.minX - 1, frame.minY - 1))
      shift = Point((corner.x.rounded() - corner.x) / m.a, (corner.y.rounded() - corner.y) / m.d)
    }
    if let leader {
      let from = Point(leader.from.x + shift.x, leader.from.y + shift.y)
      let to = Point(leader.to.x + shift.x, leader.to.y + shift.y)
      context.withState {
        context.moveTo(from)
        context.lineTo(to)
        context.setSource(.white.withAlpha(0.9))
        context.setStroke(width: 3)
        context.stroke()
        context.moveTo(from)
        context.lineTo(to)
        context.setSource(color)
        context.setStroke(width: 1.25)
        context.stroke()
        context.arc(center: to, radius: Leader.dotRadius)
        context.fill()
      }
    }
    guard stamped else { return try stamp.paint(on: context, at: frame.origin, texts: texts) }
    try stamps.draw(stamp, in: frame.insetBy(-1), snapped: true, on: context) {
      try stamp.paint(on: $0, at: Point(1, 1), texts: texts)
    }
  }
}
