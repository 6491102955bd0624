import HitScopeEngine

/// A placed tag's rounded box of size `frame` (its corner a point of room in from the stamp's)
/// and its text in white, in window points.
struct TagStamp: Stamp {
  var text: String
  var color: Color
  var frame: Size

  var size: Size { Size(width: frame.width + 2, height: frame.height + 2) }

  func paint(on context: CairoContext, texts: TextLayoutCache) throws {
    context.roundedRectangle(Rect(origin: Point(1, 1), size: frame), radius: 4)
    context.fill(with: color.withAlpha(0.92))
    try texts.layout(
      text, style: TagLayout.textStyle, width: nil, in: context
    ).draw(
      at: Point(1 + TagLayout.paddingX, 1 + TagLayout.paddingY), color: .white, in: context)
  }
}

/// A leader line in `color` from `from` to `to` with a dot at its end, relative to the stamp's
/// top-left corner, in window points.
struct LeaderStamp: Stamp {
  var color: Color
  var from: Point
  var to: Point
  var size: Size

  /// The line over a wider white one, then the dot.
  func paint(on context: CairoContext, texts: TextLayoutCache) {
    for (source, width) in [(Color.white.withAlpha(0.9), 3.0), (color, 1.25)] {
      context.moveTo(from)
      context.lineTo(to)
      context.setSource(source)
      context.setStroke(width: width)
      context.stroke()
    }
    context.arc(center: to, radius: PlacedTag.Leader.dotRadius)
    context.fill()
  }
}

extension PlacedTag {
  /// Every pixel the tag and its leader line draw, in window points.
  var drawnBox: Rect {
    let body = frame.insetBy(-1)
    return leader.map { body.union($0.box) } ?? body
  }

  /// Draws the tag and its leader line on `context`, whose user space is window points, as two
  /// stamps kept in `stamps`, the leader's and then the tag's over it: on image surfaces the
  /// tag's corner on the nearest device pixel (its text on whole pixels, one image wherever it
  /// goes) and the leader moved by as much, so that the two meet as drawn unstamped.
  func draw(on context: CairoContext, stamps: Stamps, texts: TextLayoutCache) throws {
    let body = frame.insetBy(-1)
    if let leader {
      let box = leader.box
      var shift = Point(0, 0)
      if Stamps.apply(to: context) {
        let m = context.matrix
        let corner = m.apply(body.origin)
        shift = Point((corner.x.rounded() - corner.x) / m.a, (corner.y.rounded() - corner.y) / m.d)
      }
      func relative(_ p: Point) -> Point { Point(p.x - box.minX, p.y - box.minY) }
      try stamps.draw(
        LeaderStamp(
          color: color, from: relative(leader.from), to: relative(leader.to), size: box.size),
        at: Point(box.minX + shift.x, box.minY + shift.y), on: context, texts: texts)
    }
    try stamps.draw(
      TagStamp(text: text, color: color, frame: frame.size), at: body.origin, snapped: true,
      on: context, texts: texts)
  }
}
