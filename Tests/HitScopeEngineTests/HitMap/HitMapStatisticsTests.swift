import HitScopeEngine
import HitScopeTestSupport
import Testing

@Suite struct HitMapStatisticsTests {
  /// A 40x40 button half under a clear 20x40 overlay, on a window that paints nothing.
  static func overlaid() -> Scene {
    scene(
      width: 100, height: 80,
      children: [
        view("button", type: "UIButton", [10, 10, 40, 40]) { $0.fill = Color(r: 0, g: 0, b: 255) },
        view("overlay", [30, 10, 20, 40]) { $0.fill = .clear },
      ])
  }

  @Test(arguments: [1.0, 2.0])
  func figuresOfAHalfCoveredButton(scale: Double) throws {
    let s = HitMapStatisticsTests.overlaid()
    let stats = HitMapStatistics(map: HitMap(scene: s, scale: scale), scene: s)
    let byID = Dictionary(uniqueKeysWithValues: stats.views.map { ($0.id, $0) })
    // The root paints nothing but is hit wherever no child is.
    #expect(stats.views.map(\.id) == ["root", "button", "overlay"])
    let button = try #require(byID["button"])
    #expect(button.reachableArea == 800)
    #expect(button.visibleArea == 1600)
    #expect(button.reachableFraction == 0.5)
    #expect(button.bbox == Rect(x: 10, y: 10, width: 20, height: 40))
    #expect(button.largestSquare == 20)
    let overlay = try #require(byID["overlay"])
    #expect(overlay.visibleArea == 0)
    #expect(overlay.reachableFraction == nil)
    #expect(overlay.reachableArea == 800)
    let root = try #require(byID["root"])
    #expect(root.reachableArea == 100 * 80 - 1600)
    #expect(root.largestSquare == 50)
    #expect(stats.unreached == 0)
  }

  @Test func unreachedCountsWhereNothingIsHit() {
    let s = scene(
      width: 100, height: 80,
      children: [
        view("button", type: "UIButton", [10, 10, 40, 40]) { $0.fill = Color(r: 0, g: 0, b: 255) }
      ]
    ) { $0.isHidden = true }
    let stats = HitMapStatistics(map: HitMap(scene: s, scale: 1), scene: s)
    #expect(stats.unreached == 8000)
    #expect(stats.views.isEmpty)
  }
}
