import HitScopeSynthetic
import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// Where views are visible, found the fast way (boxes for views drawn in rectangles under maps
/// that keep axes, only their edges tested) against the plain way (every pixel of every box
/// tested): the same pixels for every view.
struct VisibleCoverageTests {
  struct Case: Sendable, CustomStringConvertible {
    var seed: UInt64
    var scale: Double
    var description: String { "seed \(seed) at \(scale)x" }
  }

  static let cases = [1, 2, 3, 4].flatMap { seed in
    [1.0, 2.0].map { Case(seed: UInt64(seed), scale: $0) }
  }

  @Test(arguments: cases)
  func theFastCoverageIsThePlainOne(_ c: Case) {
    let s = DenseScene.generate(seed: c.seed, cards: 40)
    expectSameCoverage(s, scale: c.scale)
  }

  @Test(arguments: [5, 6] as [UInt64])
  func theFastCoverageIsThePlainOneOnSyntheticScenes(seed: UInt64) {
    let s = SyntheticScene.generate(
      viewCount: 300, seed: seed, canvas: Size(width: 200, height: 150))
    expectSameCoverage(s, scale: 1)
  }

  @Test func anOutlineIsABoxWithAHole() {
    let s = scene(
      width: 40, height: 40,
      children: [
        view("outline", [10, 10, 20, 20]) { node in
          node.stroke = Color(r: 0, g: 0, b: 0)
          node.lineWidth = 1
          node.shape = .rectIn(node.bounds.insetBy(0.5))
        }
      ])
    let coverage = VisibleCoverage(scene: s, grid: HitMap(scene: s).grid)
    #expect(coverage.counts[1] == 20 * 20 - 18 * 18)
    #expect(coverage.masks[1].isEmpty)
    #expect(coverage.contains(1, 10, 10) && coverage.contains(1, 29, 20))
    #expect(!coverage.contains(1, 11, 11) && !coverage.contains(1, 30, 20))
  }

  /// Outlines meeting at x = 97.5, where a pixel centre lies at 1x and 3x: the centre on the
  /// shared edge is drawn by the right one only (half-open, as filled regions), the fast way
  /// and the plain way alike.
  @Test(arguments: [1.0, 3.0])
  func outlinesSharingAnEdgeDrawItOnce(scale: Double) {
    let outlined: (inout ViewNode) -> Void = { node in
      node.stroke = Color(r: 0, g: 0, b: 0)
      node.lineWidth = 1
      node.shape = .rectIn(node.bounds.insetBy(0.5))
    }
    let s = scene(
      width: 200, height: 40,
      children: [
        view("left", [0, 0, 97.5, 20], outlined), view("right", [97.5, 0, 97.5, 20], outlined),
      ])
    let grid = HitMap(scene: s, scale: scale).grid
    let column = Int(97.5 * scale)
    // A row halfway down, clear of the round joins at the corners.
    let row = Int(10 * scale)
    #expect(grid.centre(column: column, row: row).x == 97.5)
    for plain in [false, true] {
      let coverage = VisibleCoverage(scene: s, grid: grid, plain: plain)
      #expect(!coverage.contains(1, column, row) && coverage.contains(2, column, row))
      #expect(coverage.contains(1, column - 1, row) && !coverage.contains(2, column - 1, row))
    }
  }

  private func expectSameCoverage(_ s: Scene, scale: Double) {
    let grid = HitMap(scene: s, scale: scale).grid
    let fast = VisibleCoverage(scene: s, grid: grid)
    let plain = VisibleCoverage(scene: s, grid: grid, plain: true)
    #expect(plain.counts.contains { $0 > 0 }, "a scene showing nothing tests nothing")
    #expect(fast.counts == plain.counts)
    var differing: [String] = []
    for v in s.views.indices {
      for j in 0..<grid.height {
        for i in 0..<grid.width where fast.contains(v, i, j) != plain.contains(v, i, j) {
          differing.append("\(s.views[v].id) at (\(i), \(j))")
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }
}
