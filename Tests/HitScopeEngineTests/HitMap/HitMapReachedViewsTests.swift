import HitScopeEngine
import HitScopeSynthetic
import HitScopeTestSupport
import Testing

/// Where the map overlay names each view (`HitMap.reachedViews()`): a pixel of the view's own area, at its centroid when
/// the centroid is the view's, else the view's pixel nearest to it (first in row order among
/// equals), whatever the number of views.
struct HitMapReachedViewsTests {
  /// The rule as a plain scan of the whole map per view.
  static func reference(_ map: HitMap) -> [(ViewIndex, Point, Int)] {
    let grid = map.grid
    var result: [(ViewIndex, Point, Int)] = []
    for v in map.handlerOfView.indices {
      var pixels: [(Int, Int)] = []
      for j in 0..<grid.height {
        for i in 0..<grid.width where map.view(column: i, row: j) == v { pixels.append((i, j)) }
      }
      guard !pixels.isEmpty else { continue }
      let ci = Int((Double(pixels.map(\.0).reduce(0, +)) / Double(pixels.count)).rounded())
      let cj = Int((Double(pixels.map(\.1).reduce(0, +)) / Double(pixels.count)).rounded())
      var best = (ci, cj)
      if map.view(column: ci, row: cj) != v {
        var nearest = Int.max
        for (i, j) in pixels {
          let d = (i - ci) * (i - ci) + (j - cj) * (j - cj)
          if d < nearest {
            nearest = d
            best = (i, j)
          }
        }
      }
      result.append((v, grid.centre(column: best.0, row: best.1), pixels.count))
    }
    return result
  }

  static func expectSame(_ scene: Scene, scale: Double) throws {
    let map = HitMap(scene: scene, scale: scale)
    let points = map.reachedViews()
    let expected = reference(map)
    #expect(points.count == expected.count)
    for (got, want) in zip(points, expected) {
      #expect(got.0 == want.0 && got.1 == want.1 && got.2 == want.2, "view \(want.0)")
    }
  }

  @Test func aRingIsNamedOnItsBandNotInItsHole() throws {
    let s = scene(
      width: 200, height: 160,
      children: [
        view("ring", [40, 20, 120, 120]) {
          $0.shape = .compound(
            [.ellipse, .ellipseIn(Rect(x: 30, y: 30, width: 60, height: 60))], .evenodd)
          $0.handlesTouches = true
        }
      ])
    let ring = try #require(s.indexByID["ring"])
    let point = try #require(HitMap(scene: s, scale: 1).reachedViews().first { $0.0 == ring }?.1)
    #expect(s.hitView(point) == ring)
    try Self.expectSame(s, scale: 1)
  }

  @Test func anLShapedRemnantUnderACoverIsNamedOnItsOwnPixels() throws {
    // The cover leaves the button an L whose centroid lies under the cover.
    let s = scene(
      width: 200, height: 160,
      children: [
        view("button", type: "UIButton", [20, 20, 120, 100]),
        view("cover", type: "UIButton", [50, 50, 120, 100]),
      ])
    try Self.expectSame(s, scale: 1)
    try Self.expectSame(s, scale: 2)
  }

  @Test func aCrowdedSyntheticSceneMatchesThePlainScan() throws {
    let scene = SyntheticScene.generate(
      viewCount: 400, seed: 7, canvas: Size(width: 160, height: 120))
    try Self.expectSame(scene, scale: 1)
  }
}
