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
    // The side is chosen by counting entries arithmetically, one pass per halving, before any
    // cell is touched: siblings stacked on one box span every cell, and filling cells to find
    // that out would cost children x cells.
    var side = max(1, Int(Double(children.count).squareRoot().rounded(.up)))
    while side > 1 {
      let spans = Spans(bounds: bounds, side: side)
      var total = 0
      for child in children {
        guard let b = boxes[child] else { continue }
        total += spans.cellCount(of: b)
      }
      if total <= ChildGrid.entriesPerChild * children.count { break }
      side = max(1, side / 2)
    }
    let spans = Spans(bounds: bounds, side: side)
    var counts = [Int32](repeating: 0, count: side * side + 1)
    for child in children {
      guard let b = boxes[child] else { continue }
      let (c0, c1, r0, r1) = spans.span(of: b)
      for r in r0...r1 {
        for c in c0...c1 { counts[r * side + c] += 1 }
      }
    }
    var start = [Int32](repeating: 0, count: side * side + 1)
    for c in 0..<(side * side) { start[c + 1] = start[c] + counts[c] }
    var fill = start
    var entries = [Int32](repeating: 0, count: Int(start[side * side]))
    for position in stride(from: children.count - 1, through: 0, by: -1) {
      guard let b = boxes[children[position]] else { continue }
      let (c0, c1, r0, r1) = spans.span(of: b)
      for r in r0...r1 {
        for c in c0...c1 {
          entries[Int(fill[r * side + c])] = Int32(position)
          fill[r * side + c] += 1
        }
      }
    }
    self.columns = side
    self.rows = side
    self.cellStart = start
    self.entries = entries
  }

  /// The cells a window-space box meets on a `side` x `side` grid over `bounds`.
  private struct Spans {
    let bounds: Rect
    let side: Int
    let cellWidth: Double
    let cellHeight: Double

    init(bounds: Rect, side: Int) {
      self.bounds = bounds
      self.side = side
      cellWidth = bounds.width / Double(side)
      cellHeight = bounds.height / Double(side)
    }

    /// First and last column, first and last row, all inclusive.
    func span(of b: Rect) -> (Int, Int, Int, Int) {
      (
        ChildGrid.cell(b.minX - bounds.minX, cellWidth, side),
        ChildGrid.cell(b.maxX - bounds.minX, cellWidth, side),
        ChildGrid.cell(b.minY - bounds.minY, cellHeight, side),
        ChildGrid.cell(b.maxY - bounds.minY, cellHeight, side)
      )
    }

    func cellCount(of b: Rect) -> Int {
      let (c0, c1, r0, r1) = span(of: b)
      return (c1 - c0 + 1) * (r1 - r0 + 1)
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
