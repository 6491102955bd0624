import HitScopeEngine
import Testing

@testable import HitScopeRender

/// The laws of `Rect`'s drawing helpers: the bands of a ring tile it, rounding reaches whole
/// units in the direction asked, a spanned box holds both corners whichever comes first, and the
/// first point found is the first of the grid's row order.
struct RectDrawingTests {
  static let outer = Rect(x: 10.5, y: -4, width: 40, height: 30)

  /// Inner boxes inside the outer one: centred, touching each edge, a line, and a single point.
  @Test(arguments: [
    Rect(x: 20, y: 5, width: 10, height: 8),
    Rect(x: 10.5, y: -4, width: 5, height: 5),
    Rect(x: 45.5, y: 21, width: 5, height: 5),
    Rect(x: 12, y: 0, width: 30, height: 0.5),
  ])
  func ringBandsTileTheRingAroundInner(inner: Rect) {
    let bands = Self.outer.ring(around: inner)
    #expect(bands.count == 4)
    for (i, a) in bands.enumerated() {
      #expect(Self.outer.contains(a), "band \(a) leaves \(Self.outer)")
      #expect(a.intersection(inner) == nil, "band \(a) overlaps the hole \(inner)")
      for b in bands[(i + 1)...] { #expect(a.intersection(b) == nil, "\(a) overlaps \(b)") }
    }
    let area = bands.reduce(0) { $0 + $1.width * $1.height }
    let expected = Self.outer.width * Self.outer.height - inner.width * inner.height
    #expect(abs(area - expected) < 1e-9)
  }

  @Test func ringAroundAnEmptyBoxIsTheWholeBox() {
    #expect(Self.outer.ring(around: Rect(x: 20, y: 0, width: 0, height: 4)) == [Self.outer])
  }

  @Test(arguments: [
    Rect(x: 0.2, y: 0.7, width: 3.1, height: 2.2),
    Rect(x: -2.5, y: -0.5, width: 1, height: 1),
    Rect(x: 4, y: 5, width: 6, height: 7),
  ])
  func roundingReachesWholeUnitsOutwardsOrInwards(r: Rect) {
    let out = r.rounded()
    let inward = r.rounded(.up, .down)
    for edge in [
      out.minX, out.minY, out.maxX, out.maxY, inward.minX, inward.minY, inward.maxX, inward.maxY,
    ] {
      #expect(edge == edge.rounded())
    }
    #expect(out.contains(r))
    #expect(inward.isEmpty || r.contains(inward))
    #expect(out.contains(out.rounded()) && out.rounded() == out)
  }

  @Test func containsCountsTheEdgesIn() {
    #expect(Self.outer.contains(Self.outer))
    #expect(!Self.outer.contains(Self.outer.offsetBy(0.25, 0)))
    #expect(Self.outer.offsetBy(3, -2) == Rect(x: 13.5, y: -6, width: 40, height: 30))
  }

  @Test(
    arguments: [(Point(3, 9), Point(-1, 2), 1.5), (Point(0, 0), Point(0, 0), 12.0)]
      as [(Point, Point, Double)])
  func aSpannedBoxHoldsBothCornersGrownEveryWay(a: Point, b: Point, r: Double) {
    let box = Rect(spanning: a, b, outset: r)
    #expect(box == Rect(spanning: b, a, outset: r))
    #expect(box.width == abs(a.x - b.x) + 2 * r && box.height == abs(a.y - b.y) + 2 * r)
    for p in [a, b] {
      #expect(box.insetBy(r).contains(Rect(origin: p, size: Size(width: 0, height: 0))))
    }
    #expect(box.center == Point((a.x + b.x) / 2, (a.y + b.y) / 2))
  }

  @Test func theFirstPointIsTheFirstAcceptedInRowOrder() {
    let box = Rect(x: 0, y: 0, width: 100, height: 100)
    // Rows from y 3, columns from x 3, every 3 points: the first row at or below 20 is y 21,
    // and its first column at or right of 10 is x 12.
    #expect(box.firstPoint(step: 3) { $0.x >= 10 && $0.y >= 20 } == Point(12, 21))
    #expect(box.firstPoint(step: 3) { _ in false } == nil)
    // A box narrower than two steps is probed from its middle.
    let thin = Rect(x: 5, y: 5, width: 2, height: 40)
    #expect(thin.firstPoint(step: 3) { _ in true } == Point(6, 6))
  }
}
