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
  /// How many rectangles were inserted.
  private(set) var count = 0
  /// Each cell's most recent entry in `nodes` (-1 for none): the cells' entries are lists
  /// threaded through one flat array, which a copy of the index shares until either changes.
  private var heads: [Int32] = []
  private var nodes: [Node] = []
  /// Rectangles no cell holds: those with a coordinate that is not finite.
  private var unplaced: [Entry] = []

  /// An entry in a cell's list, and the index in `nodes` of the one entered before it there.
  private struct Node {
    var entry: Entry
    var next: Int32
  }

  /// A rectangle's edges and its position in insertion order.
  private struct Entry {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    var index: Int32

    init(_ rect: Rect, index: Int) {
      minX = rect.minX
      minY = rect.minY
      maxX = rect.maxX
      maxY = rect.maxY
      self.index = Int32(index)
    }

    /// `rect.intersection(query) != nil` for the rectangle entered, worked out as that does.
    @inline(__always)
    func overlaps(_ query: Entry) -> Bool {
      let x0 = max(minX, query.minX)
      let y0 = max(minY, query.minY)
      let x1 = min(maxX, query.maxX)
      let y1 = min(maxY, query.maxY)
      return x1 > x0 && y1 > y0
    }
  }

  init() {}

  init(area: Rect) {
    guard area.minX.isFinite, area.minY.isFinite, area.width.isFinite, area.height.isFinite
    else { return }
    origin = area.origin
    // Capped so that a huge area cannot ask for a huge grid; rectangles beyond it share the
    // border cells.
    columns = min(256, max(1, Int((area.width / TagIndex.cellSide).rounded(.up))))
    rows = min(256, max(1, Int((area.height / TagIndex.cellSide).rounded(.up))))
    heads = Array(repeating: -1, count: columns * rows)
  }

  mutating func insert(_ rect: Rect) {
    let entry = Entry(rect, index: count)
    count += 1
    // A rectangle with a negative side overlaps nothing.
    guard !(rect.maxX < rect.minX || rect.maxY < rect.minY) else { return }
    guard let (c0, c1, r0, r1) = cellRange(of: rect) else {
      unplaced.append(entry)
      return
    }
    for r in r0...r1 {
      for c in c0...c1 {
        let cell = r * columns + c
        nodes.append(Node(entry: entry, next: heads[cell]))
        heads[cell] = Int32(nodes.count - 1)
      }
    }
  }

  /// Whether any rectangle inserted overlaps `rect`.
  func anyIntersects(_ rect: Rect) -> Bool {
    guard !(rect.maxX < rect.minX || rect.maxY < rect.minY) else { return false }
    let query = Entry(rect, index: 0)
    for entry in unplaced where entry.overlaps(query) { return true }
    guard let (c0, c1, r0, r1) = cellRange(of: rect) else {
      return nodes.contains { $0.entry.overlaps(query) }
    }
    return nodes.withUnsafeBufferPointer { nodes in
      heads.withUnsafeBufferPointer { heads in
        for r in r0...r1 {
          for c in c0...c1 {
            var k = heads[r * columns + c]
            while k >= 0 {
              let node = nodes[Int(k)]
              if node.entry.overlaps(query) { return true }
              k = node.next
            }
          }
        }
        return false
      }
    }
  }

  /// Whether `a` and `b` overlap, as `a.intersection(b) != nil` says, worked out inline: a
  /// replay tests thousands of boxes a click against the few that changed.
  @inline(__always)
  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    Entry(a, index: 0).overlaps(Entry(b, index: 0))
  }

  /// Calls `body` with the position in insertion order of each rectangle that overlaps `rect`,
  /// in no set order and possibly more than once (a rectangle over several cells), until `body`
  /// returns false.
  func forEachIntersecting(_ rect: Rect, _ body: (Int) -> Bool) {
    guard !(rect.maxX < rect.minX || rect.maxY < rect.minY) else { return }
    let query = Entry(rect, index: 0)
    for entry in unplaced where entry.overlaps(query) {
      guard body(Int(entry.index)) else { return }
    }
    guard let (c0, c1, r0, r1) = cellRange(of: rect) else {
      for node in nodes where node.entry.overlaps(query) {
        guard body(Int(node.entry.index)) else { return }
      }
      return
    }
    for r in r0...r1 {
      for c in c0...c1 {
        var k = heads[r * columns + c]
        while k >= 0 {
          let node = nodes[Int(k)]
          if node.entry.overlaps(query) {
            guard body(Int(node.entry.index)) else { return }
          }
          k = node.next
        }
      }
    }
  }

  /// The positions in insertion order (0 for the first inserted) of the rectangles that overlap
  /// any of `queries`, ascending, each once.
  func intersecting(_ queries: [Rect]) -> [Int] {
    var found: [Int] = []
    for rect in queries {
      forEachIntersecting(rect) { k in
        found.append(k)
        return true
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
  @inline(__always)
  private func cellRange(of rect: Rect) -> (Int, Int, Int, Int)? {
    guard columns > 0, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else { return nil }
    // Truncation is the floor for the non-negative values left once clamped below zero.
    @inline(__always)
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
