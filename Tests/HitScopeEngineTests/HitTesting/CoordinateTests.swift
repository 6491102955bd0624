import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// `F * inverse(transform) * (p - centre) + boundsCentre`, checked through the traced points.
@Suite struct CoordinateTests {
  /// A view at [100, 100, 100, 50] (centre (150, 125)) with bounds origin (10, 20), so its
  /// bounds centre is (60, 45).
  private func transformed(_ t: AffineTransform?, children: [TestView] = []) -> Scene {
    scene(
      width: 300, height: 300,
      children: [
        view("v", [100, 100, 100, 50], children: children) {
          $0.transform = t
          $0.boundsOrigin = Point(10, 20)
        }
      ])
  }

  private func local(_ s: Scene, _ id: String, _ x: Double, _ y: Double) -> Point? {
    s.trace(at: x, y).first { $0.id == id }?.point
  }

  @Test(
    arguments: [
      // (transform, window point, expected point in v's bounds space)
      (nil, Point(150, 125), Point(60, 45)),
      (nil, Point(100, 100), Point(10, 20)),
      // Quarter turn clockwise: the offset (0, 25) below the centre came from (25, 0) right of it.
      (AffineTransform.rotation(degrees: 90), Point(150, 150), Point(85, 45)),
      (AffineTransform.rotation(degrees: -90), Point(150, 150), Point(35, 45)),
      // Scale 2 first, then the quarter turn: (0, 25) -> (25, 0) -> (12.5, 0).
      (
        AffineTransform.scale(2, 2).concatenating(.rotation(degrees: 90)), Point(150, 150),
        Point(72.5, 45)
      ),
      // The other order gives the same here (uniform scale), but a non-uniform one does not.
      (
        AffineTransform.scale(2, 1).concatenating(.rotation(degrees: 90)), Point(150, 150),
        Point(72.5, 45)
      ),
      (
        AffineTransform.rotation(degrees: 90).concatenating(.scale(2, 1)), Point(150, 150),
        Point(85, 45)
      ),
      (AffineTransform.translation(10, -5), Point(160, 120), Point(60, 45)),
      (AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0), Point(160, 135), Point(60, 55)),
    ] as [(AffineTransform?, Point, Point)])
  func pointsConvertExactly(t: AffineTransform?, p: Point, expected: Point) {
    #expect(local(transformed(t), "v", p.x, p.y) == expected)
  }

  @Test func thirtyDegreesAndScaleAgreeWithTheFormula() {
    let t = AffineTransform.scale(1.5, 0.5).concatenating(.rotation(degrees: 30))
    let s = transformed(t)
    let p = Point(170, 140)
    // inverse(rotation 30) of (20, 15), then unscaled, then moved to the bounds centre.
    let c = 3.0.squareRoot() / 2
    let unrotated = Point(c * 20 + 0.5 * 15, -0.5 * 20 + c * 15)
    let expected = Point(unrotated.x / 1.5 + 60, unrotated.y / 0.5 + 45)
    #expect(close(local(s, "v", p.x, p.y), expected, tolerance: 1e-12))
  }

  @Test func rotatedViewIsHitWhereItAppears() {
    // Turned a quarter, the 100 x 50 view stands 50 wide and 100 tall about (150, 125).
    let s = transformed(.rotation(degrees: 90))
    #expect(s.hitID(150, 80) == "v")
    #expect(s.hitID(170, 125) == "v")
    #expect(s.hitID(180, 125) == "root")
    #expect(s.hitID(110, 125) == "root")
  }

  @Test func boundsOriginScrollsChildren() {
    // The child sits at [10, 20, 10, 10] of the scrolled bounds: the view's top-left corner.
    let s = transformed(nil, children: [view("c", [10, 20, 10, 10])])
    #expect(s.hitID(105, 105) == "c")
    #expect(s.hitID(115, 105) == "v")
    #expect(local(s, "c", 105, 105) == Point(5, 5))
  }

  @Test func childOfTransformedViewComposesBothMaps() {
    let s = transformed(
      .scale(2, 2),
      children: [view("c", [60, 45, 10, 10]) { $0.transform = .rotation(degrees: 180) }])
    // Window (160, 145): v's point (60 + 5, 45 + 10) = (65, 55); c's centre (65, 50), so the
    // offset (0, 5) turned half round is (0, -5), plus c's bounds centre (5, 5).
    #expect(local(s, "v", 160, 145) == Point(65, 55))
    #expect(local(s, "c", 160, 145) == Point(5, 0))
    #expect(s.hitID(160, 145) == "c")
    let toC = s.windowToView(s.index("c"))
    #expect(toC?.apply(Point(160, 145)) == Point(5, 0))
    #expect(close(s.viewToWindow(s.index("c")).apply(Point(5, 0)), Point(160, 145)))
  }

  @Test(arguments: [
    AffineTransform.scale(0, 1), .scale(1e-7, 1e-7),
    AffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0),
  ])
  func singularTransformIsOutsideWithNoPoint(t: AffineTransform) {
    let s = transformed(t, children: [view("c", [0, 0, 300, 300])])
    let trace = s.trace(at: 150, 125)
    #expect(trace.map(\.id) == ["root", "v"])
    #expect(trace[1].point == nil)
    #expect(trace[1].verdict == .outside)
    #expect(s.hitID(150, 125) == "root")
    #expect(s.windowToView(s.index("c")) == nil)
  }

  @Test func singularRootMissesEverything() {
    let s = scene { $0.transform = .scale(0, 0) }
    #expect(s.hitID(10, 10) == nil)
    #expect(s.trace(at: 10, 10).map(\.verdict) == [.outside])
    #expect(s.trace(at: 10, 10).first?.point == nil)
  }
}
