/// Answers "is this region inside, outside or undecided?" for whole runs of pixels of a row or a
/// band of rows, so that the hit map tests pixels one by one only near region edges.
///
/// Every decided answer is conservative with a margin far above floating-point rounding: `inside`
/// runs hold only pixels whose exact test (the very `contains` the hit test calls, on the point
/// the hit test computes) is true, `outside` runs only pixels whose exact test is false. Runs
/// near an edge come back `unknown` and the caller tests their pixels exactly.
///
/// - Primitives (rectangles, ellipses, rounded rectangles) are clipped analytically against an
///   inner shape (inside the engine's "clearly inside" closed form) and an outer one (beyond
///   which its "clearly outside" holds).
/// - General outlines are answered from their edges: away from every edge the winding number
///   is constant, so one exact test decides a whole run (`constant`).
/// - Stroke bands are only ever `outside` (away from the outline) or `unknown`.
struct RegionClassifier {
  var components: [Component]
  /// How components combine: a hit region has one; a SwiftUI painted area is their union.
  var isUnion: Bool

  enum Component {
    /// A path or a rectangle region: its subpaths under one fill rule.
    case shape(ShapeParts)
    /// Within `halfWidth` of an outline: the pixel-space boxes of its segments' capsules.
    case stroke([Rect])
  }

  struct ShapeParts {
    var primitives: [Primitive]
    /// Pixel-space polygons of the general subpaths.
    var generals: [[Point]]
    var fillRule: FillRule
  }

  /// A primitive subpath as two unions of convex pieces in view space: `inner` lies where the
  /// engine's exact test is surely true, `outer` holds every point where it may be.
  struct Primitive {
    var inner: [Piece]
    var outer: [Piece]
  }

  enum Piece {
    case box(Rect)
    /// An axis-aligned ellipse: centre and radii.
    case disc(Point, Double, Double)

    func clip(_ line: RowLine) -> (Double, Double)? {
      switch self {
      case .box(let r): line.clip(x0: r.minX, y0: r.minY, x1: r.maxX, y1: r.maxY)
      case .disc(let c, let rx, let ry): line.clipEllipse(cx: c.x, cy: c.y, rx: rx, ry: ry)
      }
    }
  }

  /// Never inside.
  static let never = RegionClassifier(components: [], isUnion: true)
}

extension RegionClassifier {
  /// The parts of a path region of a view; `viewToPixel` is the composed map, `viewMargin` the
  /// rounding allowance in view units.
  static func shapeParts(
    _ path: Path, viewToPixel: AffineTransform, viewMargin: Double
  ) -> ShapeParts {
    var primitives: [Primitive] = []
    var generals: [[Point]] = []
    for subpath in path.subpaths {
      if let primitive = subpath.primitive {
        primitives.append(Self.primitive(primitive, margin: viewMargin))
      } else if subpath.polygon.count > 1 {
        generals.append(subpath.polygon.map { viewToPixel.apply($0) })
      }
    }
    return ShapeParts(primitives: primitives, generals: generals, fillRule: path.fillRule)
  }

  static func rectParts(_ r: Rect, viewMargin: Double) -> ShapeParts {
    ShapeParts(
      primitives: [primitive(.rect(r), margin: viewMargin)], generals: [], fillRule: .nonzero)
  }

  static func primitive(_ p: PathPrimitive, margin m: Double) -> Primitive {
    switch p {
    case .rect(let r):
      return Primitive(inner: solid([.box(r.insetBy(m))]), outer: [.box(r.insetBy(-m))])
    case .ellipse(let r):
      let rx = r.width / 2
      let ry = r.height / 2
      guard rx > 0, ry > 0 else { return Primitive(inner: [], outer: []) }
      // The engine trusts its closed form beyond `slack` of the radius (Subpath.ellipseClearly).
      let slack = AnalyticTest.margin + 2 * Path.flatteningTolerance / min(rx, ry)
      let kIn = 1 - slack - 1e-7
      let kOut = 1 + slack + 1e-7
      return Primitive(
        inner: [.disc(r.center, rx * kIn - m, ry * kIn - m)],
        outer: [.disc(r.center, rx * kOut + m, ry * kOut + m)])
    case .roundedRect(let r, let radius):
      let slack = AnalyticTest.margin + 2 * Path.flatteningTolerance / radius
      let k = Rect(
        x: r.minX + radius, y: r.minY + radius, width: r.width - 2 * radius,
        height: r.height - 2 * radius)
      let corners = [
        Point(k.minX, k.minY), Point(k.maxX, k.minY), Point(k.minX, k.maxY),
        Point(k.maxX, k.maxY),
      ]
      // Inside the rectangle and within the core's extent along one axis, the engine answers
      // "inside" without looking at the corner arcs, so the inner arms reach the edges.
      var inner: [Piece] = [
        .box(
          Rect(
            x: r.minX + m, y: k.minY + m, width: r.width - 2 * m, height: k.height - 2 * m)),
        .box(
          Rect(
            x: k.minX + m, y: r.minY + m, width: k.width - 2 * m, height: r.height - 2 * m)),
      ]
      let innerRadius = radius * (1 - slack - 1e-7) - m
      if innerRadius > 0 { inner += corners.map { .disc($0, innerRadius, innerRadius) } }
      let outerRadius = radius * (1 + slack + 1e-7) + m
      var outer: [Piece] = [
        .box(
          Rect(
            x: k.minX - outerRadius, y: k.minY, width: k.width + 2 * outerRadius,
            height: k.height)),
        .box(
          Rect(
            x: k.minX, y: k.minY - outerRadius, width: k.width,
            height: k.height + 2 * outerRadius)),
      ]
      outer += corners.map { .disc($0, outerRadius, outerRadius) }
      return Primitive(inner: solid(inner), outer: outer)
    }
  }

  /// Drops inner pieces without area: a line of zero width contains no point under the
  /// half-open rules, whatever its clip says.
  static func solid(_ pieces: [Piece]) -> [Piece] {
    pieces.filter {
      switch $0 {
      case .box(let r): r.width > 0 && r.height > 0
      case .disc(_, let rx, let ry): rx > 0 && ry > 0
      }
    }
  }

  /// Pixel-space boxes around each segment of `path`'s outline grown by `halfWidth` (view units).
  static func strokeBoxes(
    _ path: Path, halfWidth: Double, viewToPixel: AffineTransform, pixelMargin: Double
  ) -> [Rect] {
    var boxes: [Rect] = []
    for subpath in path.subpaths {
      let polygon = subpath.polygon
      guard let first = polygon.first else { continue }
      var previous = polygon[polygon.count - 1]
      if polygon.count == 1 { previous = first }
      for p in polygon {
        let x0 = min(previous.x, p.x) - halfWidth
        let y0 = min(previous.y, p.y) - halfWidth
        let x1 = max(previous.x, p.x) + halfWidth
        let y1 = max(previous.y, p.y) + halfWidth
        let box = viewToPixel.boundingBox(of: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        boxes.append(box.insetBy(-pixelMargin))
        previous = p
      }
    }
    return boxes
  }
}
