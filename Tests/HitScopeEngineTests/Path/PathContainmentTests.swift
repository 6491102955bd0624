import Testing

@testable import HitScopeEngine

/// Winding, fill rules, half-open edges and stroke bands of `Path`.
@Suite struct PathContainmentTests {
  /// The square [0, 10] x [0, 10] as plain polygons (not rectangle primitives), in both directions.
  static let clockwise = try! Path(svgPathData: "M 0 0 L 10 0 L 10 10 L 0 10 Z")
  static let counterclockwise = try! Path(svgPathData: "M 0 0 L 0 10 L 10 10 L 10 0 Z")

  @Test(arguments: [false, true])
  func polygonEdgesAndVerticesAreHalfOpenLikeRectangles(yUp: Bool) {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)
    let primitive = Path.rect(square)
    var checked = 0
    for i in -2...22 {
      for j in -2...22 {
        let p = Point(Double(i) * 0.5, Double(j) * 0.5)
        let expected = square.contains(p, yUp: yUp)
        #expect(Self.clockwise.contains(p, yUp: yUp) == expected, "\(p) yUp \(yUp)")
        #expect(Self.counterclockwise.contains(p, yUp: yUp) == expected, "\(p) yUp \(yUp)")
        #expect(primitive.contains(p, yUp: yUp) == expected, "\(p) yUp \(yUp)")
        checked += 1
      }
    }
    #expect(checked == 625)
  }

  @Test(arguments: [
    // (point, winding y-down, winding y-up)
    (Point(0, 0), 1, 0), (Point(10, 0), 0, 0), (Point(0, 10), 0, 1), (Point(10, 10), 0, 0),
    (Point(0, 5), 1, 1), (Point(10, 5), 0, 0), (Point(5, 0), 1, 0), (Point(5, 10), 0, 1),
  ])
  func windingOnEdgesAndVertices(p: Point, down: Int, up: Int) {
    #expect(Self.clockwise.winding(at: p) == down)
    #expect(Self.clockwise.winding(at: p, yUp: true) == up)
    #expect(Self.counterclockwise.winding(at: p) == -down)
    #expect(Self.counterclockwise.winding(at: p, yUp: true) == -up)
  }

  @Test func directionSetsTheWindingSign() {
    #expect(Self.clockwise.winding(at: Point(5, 5)) == 1)
    #expect(Self.counterclockwise.winding(at: Point(5, 5)) == -1)
    #expect(Path.ellipse(Rect(x: 0, y: 0, width: 10, height: 10)).winding(at: Point(5, 5)) == 1)
  }

  static let star = "M 50 0 L 79 90 L 2 35 L 98 35 L 21 90 Z"

  @Test(arguments: [
    // (point, nonzero, evenodd): the pentagon in the middle winds twice.
    (Point(50, 50), true, false),
    (Point(50, 10), true, true),
    (Point(10, 37), true, true),
    (Point(50, 85), false, false),
    (Point(99, 36), false, false),
  ])
  func selfIntersectingStar(p: Point, nonzero: Bool, evenodd: Bool) throws {
    #expect(try Path(svgPathData: Self.star).contains(p) == nonzero)
    #expect(try Path(svgPathData: Self.star, fillRule: .evenodd).contains(p) == evenodd)
    #expect(try Path(svgPathData: Self.star).winding(at: Point(50, 50)) == 2)
  }

  @Test(arguments: [
    // (inner contour, rule, hole inside?, band inside?)
    ("M 25 25 L 75 25 L 75 75 L 25 75 Z", FillRule.nonzero, true, true),
    ("M 25 25 L 75 25 L 75 75 L 25 75 Z", FillRule.evenodd, false, true),
    ("M 25 25 L 25 75 L 75 75 L 75 25 Z", FillRule.nonzero, false, true),
    ("M 25 25 L 25 75 L 75 75 L 75 25 Z", FillRule.evenodd, false, true),
  ])
  func nestedContours(inner: String, rule: FillRule, hole: Bool, band: Bool) throws {
    let path = try Path(svgPathData: "M 0 0 L 100 0 L 100 100 L 0 100 Z " + inner, fillRule: rule)
    #expect(path.contains(Point(50, 50)) == hole)
    #expect(path.contains(Point(10, 50)) == band)
    #expect(!path.contains(Point(110, 50)))
  }

  @Test func compoundOfPrimitivesIsAUnionUnderNonzeroAndCancelsUnderEvenodd() {
    let a = Path.rect(Rect(x: 0, y: 0, width: 60, height: 60))
    let b = Path.ellipse(Rect(x: 40, y: 40, width: 60, height: 60))
    let union = Path.compound([a, b], fillRule: .nonzero)
    let xor = Path.compound([a, b.with(fillRule: .evenodd)], fillRule: .evenodd)
    #expect(union.contains(Point(50, 50)))
    #expect(!xor.contains(Point(50, 50)))
    for p in [Point(10, 10), Point(90, 70)] {
      #expect(union.contains(p))
      #expect(xor.contains(p))
    }
    #expect(!union.contains(Point(95, 5)))
    #expect(union.fillRule == .nonzero)
    #expect(xor.fillRule == .evenodd)
  }

  @Test(arguments: [
    // Corners of a 100 x 100 square rounded by 20: the corner circles are centred 20 in.
    (Point(1, 1), false), (Point(3, 3), false), (Point(8, 8), true), (Point(92, 8), true),
    (Point(97, 97), false), (Point(0, 50), true), (Point(100, 50), false), (Point(50, 0), true),
    (Point(50, 100), false), (Point(50, 50), true), (Point(6, 3), false),
  ])
  func roundedRectCorners(p: Point, inside: Bool) throws {
    let rounded = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 20)
    #expect(rounded.contains(p) == inside)
    // The same outline without its closed form answers alike.
    let plain = Path(elements: rounded.elements)
    #expect(plain.contains(p) == inside)
  }

  @Test func roundedRectRadiusIsClampedToHalfTheShorterSide() {
    let pill = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 20), radius: 50)
    // With radius 10 the ends are half circles centred at (10, 10) and (90, 10).
    #expect(pill.contains(Point(3, 10)))
    #expect(!pill.contains(Point(2, 3)))
    #expect(
      Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0).contains(Point(0, 0)))
  }

  @Test(arguments: [
    (Point(50, 50), true), (Point(85, 50), true), (Point(50, 14), true), (Point(50, 12.9), false),
    (Point(99, 50), true), (Point(100.5, 50), false), (Point(50, 87.1), false),
    (Point(90, 80), false),
  ])
  func ellipseAwayFromItsOutline(p: Point, inside: Bool) {
    // Semi-axes 50 and 37 about (50, 50).
    let e = Path.ellipse(Rect(x: 0, y: 13, width: 100, height: 74))
    #expect(e.contains(p) == inside)
    #expect(Path(elements: e.elements).contains(p) == inside)
  }

  // MARK: Strokes

  @Test func openSubpathsAreClosedForFillingButNotForStroking() throws {
    let open = try Path(svgPathData: "M 0 0 L 100 0 L 100 100")
    let closed = try Path(svgPathData: "M 0 0 L 100 0 L 100 100 Z")
    #expect(open.contains(Point(70, 30)))
    #expect(closed.contains(Point(70, 30)))
    // (50, 50) lies on the closing edge.
    #expect(!open.strokeContains(Point(50, 50), lineWidth: 4))
    #expect(closed.strokeContains(Point(50, 50), lineWidth: 4))
  }

  @Test(arguments: [
    (Point(50, 2), 4.0, true), (Point(50, 2.001), 4.0, false), (Point(50, -2), 4.0, true),
    (Point(-2, 0), 4.0, true), (Point(-1.5, -1.5), 4.0, false), (Point(101.4, -1.4), 4.0, true),
    (Point(50, 0), 0.0, false), (Point(100, 50), 1.0, true), (Point(50, 50), 10, false),
  ])
  func strokeBandHasRoundCapsAndJoins(p: Point, lineWidth: Double, hit: Bool) throws {
    let open = try Path(svgPathData: "M 0 0 L 100 0 L 100 100")
    #expect(open.strokeContains(p, lineWidth: lineWidth) == hit)
  }

  @Test func strokeOfACurveFollowsTheCurve() {
    let circle = Path.ellipse(Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(
      circle.strokeContains(
        Point(50 + 50 * 0.7071067811865476, 50 + 50 * 0.7071067811865476), lineWidth: 0.01))
    #expect(!circle.strokeContains(Point(50, 50), lineWidth: 10))
    #expect(circle.strokeContains(Point(50, 96), lineWidth: 10))
    #expect(!circle.strokeContains(Point(50, 94), lineWidth: 10))
  }

  @Test func aLoneMoveDrawsNothingButAClosedPointIsADot() throws {
    // Cairo strokes nothing for a bare move but a round dot for a move closed on itself.
    let bare = try Path(svgPathData: "M 0 0 M 10 10 L 20 10")
    #expect(!bare.strokeContains(Point(0, 0), lineWidth: 4))
    #expect(bare.strokeContains(Point(15, 10), lineWidth: 4))
    let dot = try Path(svgPathData: "M 0 0 Z M 10 10 L 20 10")
    #expect(dot.strokeContains(Point(1, 1), lineWidth: 4))
  }

  @Test func emptyPathContainsNothing() {
    #expect(Path.empty.isEmpty)
    #expect(!Path.empty.contains(Point(0, 0)))
    #expect(!Path.empty.strokeContains(Point(0, 0), lineWidth: 10))
    #expect(Path.empty.bounds == .zero)
  }

  @Test func quadraticCurvesAreFlattenedFaithfully() throws {
    // y = x^2 / 100 from (-50, 25) to (50, 25) via control (0, -25); at x = 30 the curve is at 9.
    let bowl = try Path(svgPathData: "M -50 25 Q 0 -25 50 25 Z")
    #expect(bowl.contains(Point(30, 9.01)))
    #expect(!bowl.contains(Point(30, 8.99)))
  }
}
