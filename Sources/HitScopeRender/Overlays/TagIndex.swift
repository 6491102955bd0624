import HitScopeEngine

/// Rectangles in one space (window points: name tags, views' boxes while colouring them)
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
  /// How many rectangles were inserted.
  private var count = 0
  /// Each cell's rectangles, with their positions in insertion order.
  private var cells: [[Entry]] = []
  /// Rectangles no cell holds: those with a coordinate that is not finite.
  private var unplaced: [Entry] = []

  private struct Entry {
    var rect: Rect
    var index: Int
  }

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
    let entry = Entry(rect: rect, index: count)
    count += 1
    // A rectangle with a negative side overlaps nothing.
    guard !(rect.maxX < rect.minX || rect.maxY < rect.minY) else { return }
    guard let (c0, c1, r0, r1) = cellRange(of: rect) else { return unplaced.append(entry) }
    for r in r0...r1 {
      for c in c0...c1 { cells[r * columns + c].append(entry) }
    }
  }

  /// Whether any rectangle inserted overlaps `rect`.
  func anyIntersects(_ rect: Rect) -> Bool {
    var found = false
    forEachIntersecting(rect) { _ in
      found = true
      return false
    }
    return found
  }

  /// Calls `body` with the position in insertion order of each rectangle that overlaps `rect`,
  /// in no set order and possibly more than once (a rectangle over several cells), until `body`
  /// returns false.
  func forEachIntersecting(_ rect: Rect, _ body: (Int) -> Bool) {
    guard !(rect.maxX < rect.minX || rect.maxY < rect.minY) else { return }
    /// `rect.intersection(entry.rect) != nil`, worked out inline.
    func overlaps(_ entry: Entry) -> Bool {
      let e = entry.rect
      return min(e.maxX, rect.maxX) > max(e.minX, rect.minX)
        && min(e.maxY, rect.maxY) > max(e.minY, rect.minY)
    }
    for entry in unplaced where overlaps(entry) {
      guard body(entry.index) else { return }
    }
    guard !cells.isEmpty else { return }
    // A query with a coordinate that is not finite is checked against every cell.
    let range = cellRange(of: rect)
    for r in range.map({ $0.2...$0.3 }) ?? 0...(rows - 1) {
      for c in range.map({ $0.0...$0.1 }) ?? 0...(columns - 1) {
        for entry in cells[r * columns + c] where overlaps(entry) {
          guard body(entry.index) else { return }
        }
      }
    }
  }

  /// The first and last column and row `rect` touches (edges included), clamped to the grid;
  /// nil without a grid or for a rectangle with a coordinate that is not finite.
  private func cellRange(of rect: Rect) -> (Int, Int, Int, Int)? {
    guard columns > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else { return nil }
    // Truncation is the floor for the non-negative values left once clamped below zero.
    func cell(_ value: Double, from start: Double, count: Int) -> Int {
      let i = (value - start) * (1 / TagIndex.cellSide)
      return i < 1 ? 0 : Int(min(i, Double(count - 1)))
    }
    return (
      cell(rect.minX, from: origin.x, count: columns),
      cell(rect.maxX, from: origin.x, count: columns),
      cell(rect.minY, from: origin.y, count: rows), cell(rect.maxY, from: origin.y, count: rows)
    )
  }
}
