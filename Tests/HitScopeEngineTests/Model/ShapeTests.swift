import Testing

@testable import HitScopeEngine

/// Shapes resolved against a view's bounds, and labels' emptiness.
@Suite struct ShapeTests {
  let bounds = Rect(x: 10, y: 20, width: 100, height: 60)

  @Test func boundsShapesFollowTheBounds() {
    #expect(Shape.rect.path(in: bounds).bounds == bounds)
    #expect(Shape.ellipse.path(in: bounds).contains(Point(60, 50)))
    #expect(!Shape.ellipse.path(in: bounds).contains(Point(12, 22)))
    // A radius of 100 clamps to 30, half the shorter side: a pill.
    let pill = Shape.roundedRect(radius: 100).path(in: bounds)
    #expect(pill.contains(Point(12, 50)))
    #expect(!pill.contains(Point(12, 23)))
  }

  @Test func primitivesStartAtTheirMinimumCornerAndRunClockwise() {
    let r = Rect(x: 10, y: 20, width: 40, height: 30)
    let rect = Path.rect(r).elements
    #expect(rect.first == .move(Point(10, 20)))
    #expect(rect[1] == .line(Point(50, 20)))
    let ellipse = Path.ellipse(r).elements
    #expect(ellipse.first == .move(Point(50, 35)))
    // The first quarter ends at the bottom (max y) on a y-down screen: clockwise.
    if case .cubic(_, _, let p) = ellipse[1] {
      #expect(p == Point(30, 50))
    } else {
      Issue.record("the ellipse should continue with a cubic, not \(ellipse[1])")
    }
    let rounded = Path.roundedRect(r, radius: 5).elements
    #expect(rounded.first == .move(Point(15, 20)))
    #expect(rounded[1] == .line(Point(45, 20)))
    for path in [Path.rect(r), .ellipse(r), .roundedRect(r, radius: 5)] {
      #expect(path.winding(at: Point(30, 35)) == 1)
    }
  }

  @Test func explicitShapesIgnoreTheBounds() {
    let r = Rect(x: 0, y: 0, width: 5, height: 5)
    #expect(Shape.rectIn(r).path(in: bounds).bounds == r)
    #expect(Shape.ellipseIn(r).path(in: bounds).contains(Point(2.5, 2.5)))
    #expect(Shape.roundedRectIn(r, radius: 1).path(in: bounds).contains(Point(2.5, 0)))
  }

  @Test func innerCompoundRulesAreIgnored() {
    let inner = Shape.compound([.ellipseIn(Rect(x: 0, y: 0, width: 100, height: 100))], .evenodd)
    let outer = Shape.compound(
      [inner, .ellipseIn(Rect(x: 25, y: 25, width: 50, height: 50))], .nonzero)
    #expect(outer.path(in: bounds).contains(Point(50, 50)))
    let evenodd = Shape.compound(
      [inner, .ellipseIn(Rect(x: 25, y: 25, width: 50, height: 50))], .evenodd)
    #expect(!evenodd.path(in: bounds).contains(Point(50, 50)))
    #expect(evenodd.path(in: bounds).contains(Point(10, 50)))
  }

  @Test func pathShapeFromSVG() throws {
    let triangle = Shape.path(try Path(svgPathData: "M 0 0 L 100 0 L 0 100 Z"))
    #expect(triangle.path(in: bounds).contains(Point(10, 10)))
    #expect(!triangle.path(in: bounds).contains(Point(60, 60)))
  }

  @Test(
    arguments: [
      ([], true), ([LabelTemplate.Segment.text("")], true), ([.text(""), .text("")], true),
      ([.text("a")], false),
      ([.counter("n")], false),
    ] as [([LabelTemplate.Segment], Bool)])
  func labelEmptiness(segments: [LabelTemplate.Segment], empty: Bool) {
    #expect(LabelTemplate(segments: segments).isEmpty == empty)
  }

  @Test func labelText() {
    let label = LabelTemplate(segments: [
      .text("Taps: "), .counter("taps"), .text(" / "), .counter("missing"),
    ])
    #expect(label.text(counters: ["taps": 42]) == "Taps: 42 / 0")
    #expect(label.counterNames == ["taps", "missing"])
  }

  @Test(arguments: [
    (0, false, false), (1, true, true), (-1, true, true), (2, true, false), (-3, true, true),
  ])
  func fillRules(winding: Int, nonzero: Bool, evenodd: Bool) {
    #expect(FillRule.nonzero.fills(winding: winding) == nonzero)
    #expect(FillRule.evenodd.fills(winding: winding) == evenodd)
  }
}
