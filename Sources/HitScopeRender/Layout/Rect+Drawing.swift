import HitScopeEngine

extension Rect {
  /// The ring between this rectangle and `inner`, inside it, as four disjoint bands: the whole
  /// width above and below `inner`, its height beside it; this rectangle whole when `inner` is
  /// empty.
  func ring(around inner: Rect) -> [Rect] {
    guard !inner.isEmpty else { return [self] }
    return [
      Rect(x: minX, y: minY, width: width, height: inner.minY - minY),
      Rect(x: minX, y: inner.maxY, width: width, height: maxY - inner.maxY),
      Rect(x: minX, y: inner.minY, width: inner.minX - minX, height: inner.height),
      Rect(x: inner.maxX, y: inner.minY, width: maxX - inner.maxX, height: inner.height),
    ]
  }

  /// Whether `r` lies inside this rectangle, edges included.
  func contains(_ r: Rect) -> Bool {
    r.minX >= minX && r.minY >= minY && r.maxX <= maxX && r.maxY <= maxY
  }

  /// The box with corners `a` and `b`, grown by `r` on every side.
  init(spanning a: Point, _ b: Point, outset r: Double) {
    self.init(
      x: min(a.x, b.x) - r, y: min(a.y, b.y) - r, width: abs(a.x - b.x) + 2 * r,
      height: abs(a.y - b.y) + 2 * r)
  }

  /// This rectangle with its low edges rounded by `low` and its high edges by `high` to whole
  /// units (outwards unless told).
  func rounded(_ low: FloatingPointRoundingRule = .down, _ high: FloatingPointRoundingRule = .up)
    -> Rect
  {
    let (x0, y0) = (minX.rounded(low), minY.rounded(low))
    return Rect(x: x0, y: y0, width: maxX.rounded(high) - x0, height: maxY.rounded(high) - y0)
  }

  func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The first point of a `step` grid inside this box (rows from the top, left to right) that
  /// `inside` accepts, inset by `step` from the box's edges when the box allows.
  func firstPoint(step: Double, where inside: (Point) -> Bool) -> Point? {
    let inset = min(step, width / 2, height / 2)
    var y = minY + inset
    var probes = 0
    while y < maxY, probes < 40_000 {
      var x = minX + inset
      while x < maxX, probes < 40_000 {
        probes += 1
        let p = Point(x, y)
        if inside(p) { return p }
        x += step
      }
      y += step
    }
    return nil
  }
}
