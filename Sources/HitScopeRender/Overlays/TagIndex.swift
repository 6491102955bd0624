import HitScopeEngine

/// Rectangles in one space (window points for tags, device pixels for a frame's dirty boxes)
/// bucketed by the square cells of a grid over an area, answering whether any of them overlaps
/// a given rectangle (as `Rect.intersection` does), or which do, without checking those far
/// from it. A rectangle reaching past the area counts in the border cells, and one with
/// a coordinate that is not finite is checked against every query, so the answer is always the
/// same as checking every rectangle.
struct TagIndex {
  /// A cell's side in the rectangles' units: a few name tags wide in window points.
  static let cellSide = 64.0

  private var origin = Point(0, 0)
  private var columns = 0
  private var rows = 0
  /// Every rectangle inserted, in order.
  private(set) var rects: [Rect] = []
  /// Indices into `rects` by cell.
  private var cells: [[Int32]] = []
  /// Indices of rectangles no cell holds: those with a coordinate that is not finite.
  private var unplaced: [Int32] = []

  init() {}

  init(area: Rect) {
    guard area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite
    else { return }
    origin = area.origin
    // Capped so that a huge area cannot ask for a huge grid; rectangles beyond it share the
    // border cells.
    columns = min(256, max(1, Int((area.width / TagIndex.cellSide).rounded(.up))))
    rows = min(256, max(1, Int((area.height / TagIndex.cellSide).rounded(.up))))
    cells = Array(repeating: [], count: columns * rows)
  }

  mutating func insert(_ rect: Rect) {
    let index = Int32(rects.count)
    rects.append(rect)
    // A rectangle with a negative side overlaps nothing.
    guard !(rect.maxX < rect.minX || rect.maxY < rect.minY) else { return }
    guard let (c0, c1, r0, r1) = cellRange(of: rect) else {
      unplaced.append(index)
      return
    }
    for r in r0...r1 {
      for c in c0...c1 { cells[r * columns + c].append(index) }
    }
  }

  /// Whether any rectangle inserted overlaps `rect`.
  func anyIntersects(_ rect: Rect) -> Bool {
    guard !(rect.maxX < rect.minX || rect.maxY < rect.minY) else { return false }
    func overlaps(_ i: Int32) -> Bool { rects[Int(i)].intersection(rect) != nil }
    if unplaced.contains(where: overlaps) { return true }
    guard let (c0, c1, r0, r1) = cellRange(of: rect) else {
      return cells.contains { $0.contains(where: overlaps) }
    }
    for r in r0...r1 {
      for c in c0...c1 where cells[r * columns + c].contains(where: overlaps) {
        return true
      }
    }
    return false
  }

  /// The positions in `rects` of the rectangles that overlap any of `queries`, in insertion
  /// order, each once.
  func intersecting(_ queries: [Rect]) -> [Int] {
    var found: [Int] = []
    for query in queries where !(query.maxX < query.minX || query.maxY < query.minY) {
      func collect(_ indices: [Int32]) {
        for i in indices where rects[Int(i)].intersection(query) != nil { found.append(Int(i)) }
      }
      collect(unplaced)
      if let (c0, c1, r0, r1) = cellRange(of: query) {
        for r in r0...r1 {
          for c in c0...c1 { collect(cells[r * columns + c]) }
        }
      } else {
        for cell in cells { collect(cell) }
      }
    }
    guard found.count > 1 else { return found }
    found.sort()
    var unique = [found[0]]
    for i in found.dropFirst() where i != unique[unique.count - 1] { unique.append(i) }
    return unique
  }

  /// The first and last column and row `rect` touches (edges included), clamped to the grid;
  /// nil without a grid or for a rectangle with a coordinate that is not finite.
  private func cellRange(of rect: Rect) -> (Int, Int, Int, Int)? {
    guard columns > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else { return nil }
    func cell(_ value: Double, from start: Double, count: Int) -> Int {
      let i = ((value - start) / TagIndex.cellSide).rounded(.down)
      return Int(min(max(i, 0), Double(count - 1)))
    }
    return (
      cell(rect.minX, from: origin.x, count: columns),
      cell(rect.maxX, from: origin.x, count: columns),
      cell(rect.minY, from: origin.y, count: rows), cell(rect.maxY, from: origin.y, count: rows)
    )
  }
}
