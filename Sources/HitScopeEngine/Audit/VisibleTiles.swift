/// Which views of a set are visible at a pixel, found through square tiles of the grid: each
/// tile lists, in pre-order, the views of the set whose visible box (`VisibleCoverage.boxes`)
/// meets it, so a question about one pixel reads the few views drawn near it instead of every
/// view of the scene.
///
/// `plain` answers the same questions by asking every view of the set: the reference the tiled
/// answers are checked against.
struct VisibleTiles {
  /// Pixels per tile side.
  static let side = 16

  let coverage: VisibleCoverage
  private let columns: Int
  /// Per tile, the views meeting it in ascending order; empty when `plain`.
  private let lists: [[Int32]]
  private let plain: Bool
  /// The set, ascending.
  private let views: [ViewIndex]

  /// Tiles of `views` (ascending view indices).
  init(coverage: VisibleCoverage, views: some Sequence<ViewIndex>, plain: Bool) {
    self.coverage = coverage
    self.plain = plain
    self.views = Array(views)
    let grid = coverage.grid
    columns = (grid.width + Self.side - 1) / Self.side
    let rows = (grid.height + Self.side - 1) / Self.side
    var lists = [[Int32]](repeating: [], count: plain ? 0 : columns * rows)
    if !plain {
      for v in self.views {
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
    if plain { return views.contains { range.contains($0) && coverage.contains($0, i, j) } }
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
      return views.last { u in u < v && !skip(u) && coverage.contains(u, i, j) }
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

  /// Calls `body` with each view visible at pixel `(i, j)`, ascending.
  func forEachVisible(_ i: Int, _ j: Int, _ body: (ViewIndex) -> Void) {
    if plain {
      for v in views where coverage.contains(v, i, j) { body(v) }
      return
    }
    for v in lists[(j / Self.side) * columns + i / Self.side] where coverage.contains(Int(v), i, j)
    {
      body(Int(v))
    }
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
