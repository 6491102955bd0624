/// One pixel row of a hit map seen from a view's bounds space: the pixel at column coordinate
/// `x` (pixel centres sit at `x = i + 0.5`) maps to `origin + x * step`.
///
/// Built from the composed pixel-to-view map, not the per-step chain the hit test applies, so
/// the answers derived from it are only trusted away from region edges (see `RegionClassifier`).
struct RowLine {
  var origin: Point
  var step: Point

  /// The row whose pixel centres have pixel-space `y`, under `pixelToView`.
  init(y: Double, pixelToView m: AffineTransform) {
    origin = Point(m.c * y + m.tx, m.d * y + m.ty)
    step = Point(m.a, m.b)
  }

  /// The closed interval of `x` over which the line lies in the axis-aligned box, or nil.
  func clip(x0: Double, y0: Double, x1: Double, y1: Double) -> (Double, Double)? {
    guard x0 <= x1, y0 <= y1 else { return nil }
    var lo = -Double.infinity
    var hi = Double.infinity
    if step.x == 0 {
      guard origin.x >= x0 && origin.x <= x1 else { return nil }
    } else {
      let t0 = (x0 - origin.x) / step.x
      let t1 = (x1 - origin.x) / step.x
      lo = max(lo, min(t0, t1))
      hi = min(hi, max(t0, t1))
    }
    if step.y == 0 {
      guard origin.y >= y0 && origin.y <= y1 else { return nil }
    } else {
      let t0 = (y0 - origin.y) / step.y
      let t1 = (y1 - origin.y) / step.y
      lo = max(lo, min(t0, t1))
      hi = min(hi, max(t0, t1))
    }
    return lo <= hi ? (lo, hi) : nil
  }

  /// The closed interval of `x` over which the line lies in the ellipse of centre `(cx, cy)` and
  /// radii `rx`, `ry`, or nil.
  func clipEllipse(cx: Double, cy: Double, rx: Double, ry: Double) -> (Double, Double)? {
    guard rx > 0, ry > 0 else { return nil }
    let ux = (origin.x - cx) / rx
    let uy = (origin.y - cy) / ry
    let dx = step.x / rx
    let dy = step.y / ry
    let a = dx * dx + dy * dy
    let b = 2 * (ux * dx + uy * dy)
    let c = ux * ux + uy * uy - 1
    guard a > 0, a.isFinite else { return nil }
    let disc = b * b - 4 * a * c
    guard disc >= 0, disc.isFinite else { return nil }
    let root = disc.squareRoot()
    // The stable form avoids cancelling -b against the root.
    let q = -0.5 * (b + (b >= 0 ? root : -root))
    var r1 = q / a
    var r2 = q != 0 ? c / q : r1
    if q == 0 {
      r1 = -root / (2 * a)
      r2 = root / (2 * a)
    }
    return (min(r1, r2), max(r1, r2))
  }
}
