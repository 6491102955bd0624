/// Which views are visible at a pixel, found through square tiles of the grid: each tile lists,
/// in pre-order, the views whose visible box (`VisibleCoverage.boxes`) meets it, so a question
/// about one pixel reads the few views drawn near it instead of every view of the scene.
///
/// `plain` answers the same questions by asking every view: the reference the tiled answers are
/// checked against.
struct VisibleTiles {
  /// Pixels per tile side.
  static let side = 16

  let coverage: VisibleCoverage
  private let columns: Int
  /// Per tile, the views meeting it in ascending order; empty when `plain`.
  private let lists: [[Int32]]
  private let plain: Bool
  private let viewCount: Int

  init(coverage: VisibleCoverage, viewCount: Int, plain: Bool) {
    self.coverage = coverage
    self.plain = plain
    self.viewCount = viewCount
    let grid = coverage.grid
    columns = (grid.width + Self.side - 1) / Self.side
    let rows = (grid.height + Self.side - 1) / Self.side
    var lists = [[Int32]](repeating: [], count: plain ? 0 : columns * rows)
    if !plain {
      for v in 0..<viewCount {
        let b = coverage.boxes[v]
        guard b.c0 < b.c1, b.r0 < b.r1 else { continue }
        for tj in (b.r0 / Self.side)...((b.r1 - 1) / Self.side) {
          for ti in (b.c0 / Self.side)...((b.c1 - 1) / Self.side) {
            lists[tj * columns + ti].append(Int32(v))
          }
        }
      }
    }
    self.lists = lists
  }

  /// Whether a view of `range` is visible at pixel `(i, j)`.
  func anyVisible(in range: Range<ViewIndex>, _ i: Int, _ j: Int) -> Bool {
    if plain { return range.contains { coverage.contains($0, i, j) } }
    let list = lists[(j / Self.side) * columns + i / Self.side]
    var k = lowerBound(list, range.lowerBound)
    while k < list.count, Int(list[k]) < range.upperBound {
      if coverage.contains(Int(list[k]), i, j) { return true }
      k += 1
    }
    return false
  }

  /// The frontmost view before `v` in pre-order (drawn beneath it) visible at pixel `(i, j)`
  /// for which `skip` is false.
  func topmost(before v: ViewIndex, _ i: Int, _ j: Int, skip: (ViewIndex) -> Bool) -> ViewIndex? {
    if plain {
      for u in stride(from: v - 1, through: 0, by: -1)
      where !skip(u) && coverage.contains(u, i, j) {
        return u
      }
      return nil
    }
    let list = lists[(j / Self.side) * columns + i / Self.side]
    var k = lowerBound(list, v) - 1
    while k >= 0 {
      let u = Int(list[k])
      if !skip(u) && coverage.contains(u, i, j) { return u }
      k -= 1
    }
    return nil
  }

  /// The views whose visible boxes may meet the pixel box `[c0, c1) x [r0, r1)`, ascending,
  /// each once (every view when `plain`).
  func candidates(c0: Int, c1: Int, r0: Int, r1: Int) -> [ViewIndex] {
    if plain { return Array(0..<viewCount) }
    guard c0 < c1, r0 < r1 else { return [] }
    var seen = Set<Int32>()
    for tj in (r0 / Self.side)...((r1 - 1) / Self.side) {
      for ti in (c0 / Self.side)...((c1 - 1) / Self.side) {
        seen.formUnion(lists[tj * columns + ti])
      }
    }
    return seen.map(Int.init).sorted()
  }

  /// The first index of `list` holding a value `>= value`.
  private func lowerBound(_ list: [Int32], _ value: Int) -> Int {
    var lo = 0
    var hi = list.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if Int(list[mid]) < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
