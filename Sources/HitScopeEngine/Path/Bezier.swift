/// Flattening of Bézier curves into line segments within `Path.flatteningTolerance`.
enum Bezier {
  /// Upper bound on segments per curve, so a degenerate or huge curve cannot exhaust memory.
  static let maximumSegments = 4096

  /// Appends the points after `p0` of the quadratic `p0, c, p1`.
  static func flattenQuad(_ p0: Point, _ c: Point, _ p1: Point, into points: inout [Point]) {
    // A quadratic's second derivative is 2 * (p0 - 2c + p1); uniform steps of 1/n stray at most
    // |B''| / (8 n^2) from the curve.
    let dd = (p0 - c * 2 + p1)
    let n = segments(for: 0.25 * (dd.x * dd.x + dd.y * dd.y).squareRoot())
    for i in 1...n {
      let t = Double(i) / Double(n)
      let u = 1 - t
      points.append(
        Point(
          u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
          u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
    }
  }

  /// Appends the points after `p0` of the cubic `p0, c1, c2, p1`.
  static func flattenCubic(
    _ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, into points: inout [Point]
  ) {
    // |B''| <= 6 * max second difference of the control polygon; error <= |B''| / (8 n^2).
    let d1 = p0 - c1 * 2 + c2
    let d2 = c1 - c2 * 2 + p1
    let dd = max((d1.x * d1.x + d1.y * d1.y).squareRoot(), (d2.x * d2.x + d2.y * d2.y).squareRoot())
    let n = segments(for: 0.75 * dd)
    for i in 1...n {
      let t = Double(i) / Double(n)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      points.append(
        Point(
          a * p0.x + b * c1.x + c * c2.x + d * p1.x,
          a * p0.y + b * c1.y + c * c2.y + d * p1.y))
    }
  }

  private static func segments(for bound: Double) -> Int {
    guard bound.isFinite, bound > 0 else { return 1 }
    let n = (bound / Path.flatteningTolerance).squareRoot().rounded(.up)
    return Int(min(Double(maximumSegments), max(1, n)))
  }
}
