/// A closed subpath with a closed-form description, kept beside its Bézier outline so that
/// containment can be answered analytically away from the outline.
///
/// Each primitive is drawn from its minimum-x, minimum-y corner (an ellipse from its maximum-x
/// point) towards +x first: clockwise on a y-down screen, winding +1 inside.
public enum PathPrimitive: Hashable, Sendable {
  case rect(Rect)
  /// An ellipse inscribed in the rectangle.
  case ellipse(Rect)
  /// A rounded rectangle; the radius is already clamped to half the shorter side.
  case roundedRect(Rect, radius: Double)
}

extension PathPrimitive {
  /// The Bézier outline Cairo draws and the engine flattens, from the start point and in the
  /// direction the type's documentation gives.
  public var elements: [PathElement] {
    let k = 0.5522847498307936
    switch self {
    case .rect(let r):
      return [
        .move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
        .line(Point(r.minX, r.maxY)), .close,
      ]
    case .ellipse(let r):
      let cx = r.midX
      let cy = r.midY
      let rx = r.width / 2
      let ry = r.height / 2
      return [
        .move(Point(cx + rx, cy)),
        .cubic(Point(cx + rx, cy + k * ry), Point(cx + k * rx, cy + ry), Point(cx, cy + ry)),
        .cubic(Point(cx - k * rx, cy + ry), Point(cx - rx, cy + k * ry), Point(cx - rx, cy)),
        .cubic(Point(cx - rx, cy - k * ry), Point(cx - k * rx, cy - ry), Point(cx, cy - ry)),
        .cubic(Point(cx + k * rx, cy - ry), Point(cx + rx, cy - k * ry), Point(cx + rx, cy)),
        .close,
      ]
    case .roundedRect(let r, let radius):
      let c = k * radius
      return [
        .move(Point(r.minX + radius, r.minY)),
        .line(Point(r.maxX - radius, r.minY)),
        .cubic(
          Point(r.maxX - radius + c, r.minY), Point(r.maxX, r.minY + radius - c),
          Point(r.maxX, r.minY + radius)),
        .line(Point(r.maxX, r.maxY - radius)),
        .cubic(
          Point(r.maxX, r.maxY - radius + c), Point(r.maxX - radius + c, r.maxY),
          Point(r.maxX - radius, r.maxY)),
        .line(Point(r.minX + radius, r.maxY)),
        .cubic(
          Point(r.minX + radius - c, r.maxY), Point(r.minX, r.maxY - radius + c),
          Point(r.minX, r.maxY - radius)),
        .line(Point(r.minX, r.minY + radius)),
        .cubic(
          Point(r.minX, r.minY + radius - c), Point(r.minX + radius - c, r.minY),
          Point(r.minX + radius, r.minY)),
        .close,
      ]
    }
  }

  /// The rectangle holding the outline (a Bézier stays inside its control points' hull).
  var box: Rect {
    switch self {
    case .rect(let r), .ellipse(let r), .roundedRect(let r, _): r
    }
  }
}
