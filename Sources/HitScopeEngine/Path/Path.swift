/// An immutable outline in one coordinate space (a view's bounds space), in points, with the fill
/// rule that decides its inside.
///
/// The renderer hands `elements` to Cairo and the engine answers `contains` from the same value,
/// so what is drawn is what is hit. Curves are flattened once, at construction, to within
/// `Path.flatteningTolerance` of the exact Bézier; primitives (rectangles, ellipses, rounded
/// rectangles) are answered in closed form wherever the point is clearly away from the outline.
///
/// Every containment question reduces to one primitive, `winding(at:yUp:)`.
public struct Path: Hashable, Sendable {
  /// The drawing commands, absolute, in order.
  public let elements: [PathElement]
  public let fillRule: FillRule
  /// The smallest axis-aligned rectangle holding the flattened outline; empty paths give `.zero`.
  public let bounds: Rect
  let subpaths: [Subpath]

  /// Maximum distance between a curve and its flattened polygon, in points: well under Cairo's
  /// 24.8 fixed-point resolution (1/256 point), so the polygon is the curve for every pixel test.
  public static let flatteningTolerance = 0.001

  /// A path from explicit commands; open subpaths are closed for filling.
  public init(elements: [PathElement], fillRule: FillRule = .nonzero) {
    self.init(elements: elements, fillRule: fillRule, subpaths: Subpath.flatten(elements))
  }

  init(elements: [PathElement], fillRule: FillRule, subpaths: [Subpath]) {
    self.elements = elements
    self.fillRule = fillRule
    self.subpaths = subpaths
    var box: Rect? = nil
    for subpath in subpaths where !subpath.polygon.isEmpty {
      box = box.map { $0.union(subpath.bounds) } ?? subpath.bounds
    }
    self.bounds = box ?? .zero
  }

  /// A path with no outline at all; it contains no point.
  public static let empty = Path(elements: [])

  public var isEmpty: Bool { subpaths.isEmpty }

  /// A rectangle, drawn clockwise (y-down) from its minimum corner.
  public static func rect(_ r: Rect) -> Path {
    let elements: [PathElement] = [
      .move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
      .line(Point(r.minX, r.maxY)), .close,
    ]
    return Path(primitive: .rect(r), elements: elements)
  }

  /// The ellipse inscribed in `r`, four cubic Béziers from its maximum-x point, clockwise (y-down).
  public static func ellipse(_ r: Rect) -> Path {
    let k = 0.5522847498307936
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    let elements: [PathElement] = [
      .move(Point(cx + rx, cy)),
      .cubic(Point(cx + rx, cy + k * ry), Point(cx + k * rx, cy + ry), Point(cx, cy + ry)),
      .cubic(Point(cx - k * rx, cy + ry), Point(cx - rx, cy + k * ry), Point(cx - rx, cy)),
      .cubic(Point(cx - rx, cy - k * ry), Point(cx - k * rx, cy - ry), Point(cx, cy - ry)),
      .cubic(Point(cx + k * rx, cy - ry), Point(cx + rx, cy - k * ry), Point(cx + rx, cy)),
      .close,
    ]
    return Path(primitive: .ellipse(r), elements: elements)
  }

  /// A rectangle with quarter-ellipse corners of `radius`, clamped to `[0, min(w, h) / 2]`.
  public static func roundedRect(_ r: Rect, radius: Double) -> Path {
    let radius = max(0, min(radius, min(r.width, r.height) / 2))
    guard radius > 0 else { return rect(r) }
    let k = 0.5522847498307936 * radius
    let elements: [PathElement] = [
      .move(Point(r.minX + radius, r.minY)),
      .line(Point(r.maxX - radius, r.minY)),
      .cubic(
        Point(r.maxX - radius + k, r.minY), Point(r.maxX, r.minY + radius - k),
        Point(r.maxX, r.minY + radius)),
      .line(Point(r.maxX, r.maxY - radius)),
      .cubic(
        Point(r.maxX, r.maxY - radius + k), Point(r.maxX - radius + k, r.maxY),
        Point(r.maxX - radius, r.maxY)),
      .line(Point(r.minX + radius, r.maxY)),
      .cubic(
        Point(r.minX + radius - k, r.maxY), Point(r.minX, r.maxY - radius + k),
        Point(r.minX, r.maxY - radius)),
      .line(Point(r.minX, r.minY + radius)),
      .cubic(
        Point(r.minX, r.minY + radius - k), Point(r.minX + radius - k, r.minY),
        Point(r.minX + radius, r.minY)),
      .close,
    ]
    return Path(primitive: .roundedRect(r, radius: radius), elements: elements)
  }

  /// All subpaths of `parts` in order under one fill rule; the parts' own rules are ignored.
  public static func compound(_ parts: [Path], fillRule: FillRule) -> Path {
    Path(
      elements: parts.flatMap(\.elements), fillRule: fillRule,
      subpaths: parts.flatMap(\.subpaths))
  }

  private init(primitive: PathPrimitive, elements: [PathElement]) {
    var subpaths = Subpath.flatten(elements)
    subpaths[0].primitive = primitive
    self.init(elements: elements, fillRule: .nonzero, subpaths: subpaths)
  }

  /// The same outline under another fill rule.
  public func with(fillRule: FillRule) -> Path {
    Path(elements: elements, fillRule: fillRule, subpaths: subpaths)
  }

  // MARK: Containment

  /// The sum of the subpaths' winding numbers around `p`, clockwise on a y-down screen counting +1.
  ///
  /// Edges are half-open as `Rect.contains(_:yUp:)`: in y-down spaces (`yUp == false`) a point on
  /// a left or top edge counts as inside and on a right or bottom edge as outside; in y-up spaces
  /// the top edge on screen is the maximum-y one.
  public func winding(at p: Point, yUp: Bool = false) -> Int {
    var total = 0
    for i in subpaths.indices {
      total += subpaths[i].winding(at: p, yUp: yUp)
    }
    return total
  }

  /// Whether the fill of the path covers `p` (see `winding(at:yUp:)` for the edges).
  public func contains(_ p: Point, yUp: Bool = false) -> Bool {
    guard p.x >= bounds.minX, p.x <= bounds.maxX, p.y >= bounds.minY, p.y <= bounds.maxY else {
      return false
    }
    return fillRule.fills(winding: winding(at: p, yUp: yUp))
  }

  /// Whether `p` lies within `lineWidth / 2` of the outline (round joins and caps); open subpaths
  /// are not closed for stroking.
  public func strokeContains(_ p: Point, lineWidth: Double) -> Bool {
    guard lineWidth > 0 else { return false }
    let half = lineWidth / 2
    guard p.x >= bounds.minX - half, p.x <= bounds.maxX + half, p.y >= bounds.minY - half,
      p.y <= bounds.maxY + half
    else { return false }
    let limit = half * half
    for subpath in subpaths where subpath.squaredDistance(to: p, atMost: limit) <= limit {
      return true
    }
    return false
  }
}
