import Testing

@testable import HitScopeEngine

/// Half-open containment in both orientations, and the rectangle arithmetic hit regions use.
@Suite struct RectTests {
  let r = Rect(x: 10, y: 20, width: 30, height: 40)

  @Test(arguments: [
    // (point, inside y-down (CGRect.contains), inside y-up (NSMouseInRect))
    (Point(10, 30), true, true),  // min x: in either way
    (Point(40, 30), false, false),  // max x: out either way
    (Point(20, 20), true, false),  // min y: top in y-down, bottom in y-up
    (Point(20, 60), false, true),  // max y: bottom in y-down, top in y-up
    (Point(10, 20), true, false),
    (Point(10, 60), false, true),
    (Point(40, 20), false, false),
    (Point(40, 60), false, false),
    (Point(25, 40), true, true),
    (Point(9.999, 40), false, false),
    (Point(25, 60.001), false, false),
  ])
  func halfOpenEdges(p: Point, yDown: Bool, yUp: Bool) {
    #expect(r.contains(p) == yDown)
    #expect(r.contains(p, yUp: false) == yDown)
    #expect(r.contains(p, yUp: true) == yUp)
  }

  @Test func emptyRectanglesContainNothing() {
    let flat = Rect(x: 0, y: 0, width: 10, height: 0)
    #expect(flat.isEmpty)
    #expect(!flat.contains(Point(0, 0)))
    #expect(!flat.contains(Point(0, 0), yUp: true))
    #expect(!Rect(x: 0, y: 0, width: 5, height: 5).isEmpty)
  }

  @Test(arguments: [false, true])
  func outsetGrowsEachSideAsItAppearsOnScreen(yUp: Bool) {
    let grown = r.outset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), yUp: yUp)
    #expect(grown.minX == 8)
    #expect(grown.maxX == 44)
    // The top on screen is min y in y-down spaces and max y in y-up ones.
    #expect(grown.minY == (yUp ? 17 : 19))
    #expect(grown.maxY == (yUp ? 61 : 63))
  }

  @Test func outsetPastZeroLeavesAnEmptyRegion() {
    let shrunk = r.outset(by: EdgeInsets(all: -20), yUp: false)
    #expect(shrunk.isEmpty)
    #expect(!shrunk.contains(r.center))
    #expect(
      r.outset(by: EdgeInsets(all: -5), yUp: false) == Rect(x: 15, y: 25, width: 20, height: 30))
  }

  @Test func unionAndIntersection() {
    let other = Rect(x: 30, y: 50, width: 20, height: 20)
    #expect(r.union(other) == Rect(x: 10, y: 20, width: 40, height: 50))
    #expect(r.intersection(other) == Rect(x: 30, y: 50, width: 10, height: 10))
    #expect(r.intersection(Rect(x: 40, y: 20, width: 5, height: 5)) == nil)
  }

  @Test func insetByMovesEachSideInward() {
    #expect(r.insetBy(5) == Rect(x: 15, y: 25, width: 20, height: 30))
    #expect(r.insetBy(-5) == Rect(x: 5, y: 15, width: 40, height: 50))
  }

  @Test func centreAndDescription() {
    #expect(r.center == Point(25, 40))
    #expect(r.description == "[10, 20, 30, 40]")
    #expect(Rect(x: 0.5, y: -1, width: 2, height: 3).description == "[0.5, -1, 2, 3]")
  }
}
