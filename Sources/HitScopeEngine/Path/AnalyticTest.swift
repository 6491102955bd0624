/// Closed-form containment for a `PathPrimitive`, with its constants computed once.
///
/// Away from the outline the answer is exact; within a thin band around a curved outline it
/// defers to the flattened polygon (`nearOutline`), because the Bézier outline Cairo fills strays
/// from the true ellipse by up to 0.027% of the radius.
struct AnalyticTest: Hashable, Sendable {
  enum Answer {
    case inside
    case outside
    case nearOutline
  }

  /// Relative radial margin beyond which the closed form is trusted: above the cubic
  /// approximation's 0.027% and the flattening's 0.001 point.
  static let margin = 0.002

  private enum Kind: Hashable, Sendable {
    case rect
    /// Centre and reciprocal radii.
    case ellipse(cx: Double, cy: Double, irx: Double, iry: Double)
    /// Corner radius and its reciprocal.
    case roundedRect(radius: Double, inverse: Double)
    case empty
  }

  private let kind: Kind
  private let box: Rect
  /// Squared normalised radii below which a point is clearly inside, above which clearly outside.
  private let inner2: Double
  private let outer2: Double

  init(_ primitive: PathPrimitive) {
    switch primitive {
    case .rect(let r):
      kind = .rect
      box = r
      inner2 = 0
      outer2 = 0
    case .ellipse(let r):
      let rx = r.width / 2
      let ry = r.height / 2
      box = r
      if rx > 0, ry > 0 {
        kind = .ellipse(cx: r.midX, cy: r.midY, irx: 1 / rx, iry: 1 / ry)
        (inner2, outer2) = AnalyticTest.band(radius: min(rx, ry))
      } else {
        kind = .empty
        inner2 = 0
        outer2 = 0
      }
    case .roundedRect(let r, let radius):
      box = r
      if radius > 0 {
        kind = .roundedRect(radius: radius, inverse: 1 / radius)
        (inner2, outer2) = AnalyticTest.band(radius: radius)
      } else {
        kind = .rect
        inner2 = 0
        outer2 = 0
      }
    }
  }

  private static func band(radius: Double) -> (Double, Double) {
    let slack = margin + 2 * Path.flatteningTolerance / radius
    return ((1 - slack) * (1 - slack), (1 + slack) * (1 + slack))
  }

  @inline(__always)
  func classify(_ p: Point, yUp: Bool) -> Answer {
    switch kind {
    case .rect:
      return box.contains(p, yUp: yUp) ? .inside : .outside
    case .ellipse(let cx, let cy, let irx, let iry):
      let dx = (p.x - cx) * irx
      let dy = (p.y - cy) * iry
      return radial(dx * dx + dy * dy)
    case .roundedRect(let radius, let inverse):
      guard box.contains(p, yUp: yUp) else { return .outside }
      let cx = min(max(p.x, box.minX + radius), box.maxX - radius)
      let cy = min(max(p.y, box.minY + radius), box.maxY - radius)
      if cx == p.x || cy == p.y { return .inside }
      let dx = (p.x - cx) * inverse
      let dy = (p.y - cy) * inverse
      return radial(dx * dx + dy * dy)
    case .empty:
      return .outside
    }
  }

  @inline(__always)
  private func radial(_ q: Double) -> Answer {
    if q < inner2 { return .inside }
    if q > outer2 { return .outside }
    return .nearOutline
  }
}
