/// A uniform grid over the window-space boxes of one view's children, so that a point finds the
/// few children that may contain it without scanning them all.
///
/// Each cell lists the positions (in the parent's `children` array) of the children whose box
/// meets the cell, front to back (descending position), which is hit-testing order.
struct ChildGrid: Sendable {
  /// Views with more children than this get a grid; fewer are scanned directly.
  static let threshold = 12
  /// Upper bound on cell entries per child, on average, before the grid is made coarser.
  static let entriesPerChild = 8

  let bounds: Rect
  let columns: Int
  let rows: Int
  /// `entries[cellStart[c] ..< cellStart[c + 1]]` are the child positions of cell `c`.
  let cellStart: [Int32]
  let entries: [Int32]

  init(children: [ViewIndex], boxes: [Rect?]) {
    var area: Rect? = nil
    for child in children {
      if let b = boxes[child] { area = area.map { $0.union(b) } ?? b }
    }
    let bounds = area ?? .zero
    self.bounds = bounds
    var side = max(1, Int(Double(children.count).squareRoot().rounded(.up)))
    while true {
      let columns = side
      let rows = side
      let cellW = bounds.width / Double(columns)
      let cellH = bounds.height / Double(rows)
      func span(_ b: Rect) -> (Int, Int, Int, Int) {
        let c0 = ChildGrid.cell(b.minX - bounds.minX, cellW, columns)
        let c1 = ChildGrid.cell(b.maxX - bounds.minX, cellW, columns)
        let r0 = ChildGrid.cell(b.minY - bounds.minY, cellH, rows)
        let r1 = ChildGrid.cell(b.maxY - bounds.minY, cellH, rows)
        return (c0, c1, r0, r1)
      }
      var counts = [Int32](repeating: 0, count: columns * rows + 1)
      var total = 0
      for child in children {
        guard let b = boxes[child] else { continue }
        let (c0, c1, r0, r1) = span(b)
        total += (c1 - c0 + 1) * (r1 - r0 + 1)
        for r in r0...r1 {
          for c in c0...c1 { counts[r * columns + c] += 1 }
        }
      }
      if total > ChildGrid.entriesPerChild * children.count && side > 1 {
        side = max(1, side / 2)
        continue
      }
      var start = [Int32](repeating: 0, count: columns * rows + 1)
      for c in 0..<(columns * rows) { start[c + 1] = start[c] + counts[c] }
      var fill = start
      var entries = [Int32](repeating: 0, count: total)
      for position in stride(from: children.count - 1, through: 0, by: -1) {
        guard let b = boxes[children[position]] else { continue }
        let (c0, c1, r0, r1) = span(b)
        for r in r0...r1 {
          for c in c0...c1 {
            entries[Int(fill[r * columns + c])] = Int32(position)
            fill[r * columns + c] += 1
          }
        }
      }
      self.columns = columns
      self.rows = rows
      self.cellStart = start
      self.entries = entries
      return
    }
  }

  @inline(__always)
  static func cell(_ offset: Double, _ size: Double, _ count: Int) -> Int {
    guard size > 0 else { return 0 }
    let c = Int((offset / size).rounded(.down))
    return min(count - 1, max(0, c))
  }

  /// The child positions whose boxes may contain `p` (window points), front to back; empty
  /// outside the grid.
  @inline(__always)
  func candidates(at p: Point) -> ArraySlice<Int32> {
    guard HitIndex.closedContains(bounds, p) else { return [] }
    let c = ChildGrid.cell(p.x - bounds.minX, bounds.width / Double(columns), columns)
    let r = ChildGrid.cell(p.y - bounds.minY, bounds.height / Double(rows), rows)
    let cell = r * columns + c
    return entries[Int(cellStart[cell])..<Int(cellStart[cell + 1])]
  }
}
