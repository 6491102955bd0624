import Synchronization

/// One subpath of a `Path`, flattened to a polygon in the path's space.
struct Subpath: Hashable, Sendable {
  /// The flattened outline, without the closing point repeated. Primitives answer containment in
  /// closed form away from their outline, so theirs is made only when first asked for.
  var polygon: [Point] { lazyOutline?.polygon ?? storedPolygon }
  private var storedPolygon: [Point]
  private var lazyOutline: LazyOutline?
  /// Whether the subpath has no outline at all.
  var isEmpty: Bool { lazyOutline == nil && storedPolygon.isEmpty }
  /// Whether the source subpath ended with `close` (it matters for stroking only).
  var isClosed: Bool
  /// The closed-form shape when the subpath is one, for fast containment.
  var primitive: PathPrimitive? {
    didSet { analytic = primitive.map(AnalyticTest.init) }
  }
  /// The primitive's constants, computed once so the hot path does no division.
  private(set) var analytic: AnalyticTest?
  var bounds: Rect

  /// A closed primitive; its polygon is flattened on first use.
  init(primitive: PathPrimitive) {
    storedPolygon = []
    lazyOutline = LazyOutline(primitive)
    isClosed = true
    bounds = primitive.box
    self.primitive = primitive
    analytic = AnalyticTest(primitive)
  }

  init(polygon: [Point], isClosed: Bool) {
    self.storedPolygon = polygon
    self.isClosed = isClosed
    var x0 = Double.infinity
    var y0 = Double.infinity
    var x1 = -Double.infinity
    var y1 = -Double.infinity
    for p in polygon {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    bounds = polygon.isEmpty ? .zero : Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Splits `elements` into subpaths and flattens their curves to `Path.flatteningTolerance`.
  static func flatten(_ elements: [PathElement]) -> [Subpath] {
    var result: [Subpath] = []
    var points: [Point] = []
    var start = Point.zero
    var current = Point.zero
    var closed = false
    func finish() {
      // A bare move is no subpath at all: Cairo strokes nothing for it (a closed lone point,
      // by contrast, is drawn as a round dot and stays).
      if points.count > 1 || (closed && !points.isEmpty) {
        result.append(Subpath(polygon: points, isClosed: closed))
      }
      points = []
      closed = false
    }
    func beginIfNeeded() {
      if points.isEmpty { points.append(current) }
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish()
        start = p
        current = p
        points = [p]
      case .line(let p):
        if closed { finish() }
        beginIfNeeded()
        points.append(p)
        current = p
      case .quad(let c, let p):
        if closed { finish() }
        beginIfNeeded()
        Bezier.flattenQuad(current, c, p, into: &points)
        current = p
      case .cubic(let c1, let c2, let p):
        if closed { finish() }
        beginIfNeeded()
        Bezier.flattenCubic(current, c1, c2, p, into: &points)
        current = p
      case .close:
        if !points.isEmpty {
          if points.count > 1, points.last == points.first { points.removeLast() }
          closed = true
        }
        current = start
      }
    }
    finish()
    return result
  }

  // MARK: Winding

  @inline(__always)
  func winding(at p: Point, yUp: Bool) -> Int {
    if let analytic {
      switch analytic.classify(p, yUp: yUp) {
      case .inside: return 1
      case .outside: return 0
      case .nearOutline: break
      }
    }
    return polygonWinding(at: p, yUp: yUp)
  }

  /// The crossing-number winding of the polygon around `p` along a ray towards +x; an edge counts
  /// over `[min y, max y)` (y-down) or `(min y, max y]` (y-up), and only when it crosses strictly
  /// right of `p`, which makes left edges inside and right edges outside.
  @inline(__always)
  func polygonWinding(at p: Point, yUp: Bool) -> Int {
    let polygon = self.polygon
    let count = polygon.count
    guard count > 1 else { return 0 }
    guard p.y >= bounds.minY, p.y <= bounds.maxY, p.x < bounds.maxX else { return 0 }
    var w = 0
    return polygon.withUnsafeBufferPointer { pts in
      var a = pts[count - 1]
      for i in 0..<count {
        let b = pts[i]
        if a.y != b.y {
          let down = a.y < b.y
          let lo = down ? a.y : b.y
          let hi = down ? b.y : a.y
          let spans = yUp ? (p.y > lo && p.y <= hi) : (p.y >= lo && p.y < hi)
          if spans {
            let xi = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
            if xi > p.x { w += down ? 1 : -1 }
          }
        }
        a = b
      }
      return w
    }
  }

  // MARK: Distance

  /// The squared distance from `p` to the outline, stopping early once one is `<= atMost`.
  func squaredDistance(to p: Point, atMost limit: Double) -> Double {
    let polygon = self.polygon
    guard let first = polygon.first else { return .infinity }
    if polygon.count == 1 {
      let d = p - first
      return d.x * d.x + d.y * d.y
    }
    var best = Double.infinity
    let count = polygon.count
    let segments = isClosed ? count : count - 1
    for i in 0..<segments {
      let a = polygon[i]
      let b = polygon[(i + 1) % count]
      best = min(best, Subpath.squaredDistance(from: p, toSegment: a, b))
      if best <= limit { return best }
    }
    return best
  }

  @inline(__always)
  static func squaredDistance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a
    let ap = p - a
    let length2 = ab.x * ab.x + ab.y * ab.y
    var t = length2 > 0 ? (ap.x * ab.x + ap.y * ab.y) / length2 : 0
    t = min(1, max(0, t))
    let dx = ap.x - ab.x * t
    let dy = ap.y - ab.y * t
    return dx * dx + dy * dy
  }
}

/// A primitive's flattened polygon, made on first use and kept; safe to share across threads.
final class LazyOutline: Hashable, Sendable {
  let primitive: PathPrimitive
  private let flattened = Mutex<[Point]?>(nil)

  init(_ primitive: PathPrimitive) {
    self.primitive = primitive
  }

  var polygon: [Point] {
    flattened.withLock { cached in
      if let cached { return cached }
      let polygon = Subpath.flatten(primitive.elements).first?.polygon ?? []
      cached = polygon
      return polygon
    }
  }

  static func == (lhs: LazyOutline, rhs: LazyOutline) -> Bool { lhs.primitive == rhs.primitive }
  func hash(into hasher: inout Hasher) { hasher.combine(primitive) }
}
