/// Pixels of a view's box whose visibility is known without testing each one: for a view whose
/// map from the window and whose clipping ancestors' maps keep axes (no rotation or shear),
/// found one column and one row at a time.
///
/// Why that is exact: `Rect.contains(_:yUp:)` tests x against `[minX, maxX)` and y against the
/// vertical range separately, and a map with `b == c == 0` computes x from the window's x
/// alone (`a * x + 0 * y + tx`) and y from its y alone, so a pixel lies in a rectangle exactly
/// when its column does and its row does. A column is asked at the rectangle's middle height,
/// a row at its middle width, with the very test the pixel test makes.
struct CertainPixels {
  typealias PixelBox = VisibleCoverage.PixelBox

  let grid: HitMapGrid
  /// The view's box on the grid; nothing outside it is answered.
  let box: PixelBox
  /// Window points to the view's bounds space; axis-aligned.
  let fromWindow: AffineTransform
  /// Whether the view's bounds space is y-up.
  let yUp: Bool
  /// Per clipping ancestor (or the view), window points to its bounds space (axis-aligned),
  /// its bounds and whether that space is y-up.
  var clippers: [(AffineTransform, Rect, Bool)] = []

  init(grid: HitMapGrid, box: PixelBox, fromWindow: AffineTransform, yUp: Bool) {
    self.grid = grid
    self.box = box
    self.fromWindow = fromWindow
    self.yUp = yUp
  }

  /// A box of pixels where the view is certainly visible (inside its `fill` rectangle or its
  /// `label` bounds, and every clipper's bounds), and one where it certainly is not (well
  /// inside an `outline`: the rectangle and half the line width, for a view that only strokes
  /// it); either may be empty.
  func certain(fill: Rect?, label: Rect?, outline: (Rect, Double)?) -> (
    inside: PixelBox, outside: PixelBox
  ) {
    var clip = (columns: box.c0..<box.c1, rows: box.r0..<box.r1)
    for (map, bounds, clipperYUp) in clippers {
      guard let columns = columns(of: bounds, map: map, yUp: clipperYUp),
        let rows = rows(of: bounds, map: map, yUp: clipperYUp)
      else { return (VisibleCoverage.empty, VisibleCoverage.empty) }
      clip = (clip.columns.clamped(to: columns), clip.rows.clamped(to: rows))
    }
    var inside = VisibleCoverage.empty
    for rect in [fill, label].compactMap({ $0 }) {
      guard let columns = columns(of: rect, map: fromWindow, yUp: yUp),
        let rows = rows(of: rect, map: fromWindow, yUp: yUp)
      else { continue }
      let c = columns.clamped(to: clip.columns)
      let r = rows.clamped(to: clip.rows)
      let candidate = (c.lowerBound, c.upperBound, r.lowerBound, r.upperBound)
      if VisibleCoverage.area(candidate) > VisibleCoverage.area(inside) { inside = candidate }
    }
    var outside = VisibleCoverage.empty
    if let (rect, half) = outline {
      // A margin far above the rounding of a distance between points of this size.
      let largest = max(abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY))
      let hollow = rect.insetBy(half + 1e-6 * (1 + largest))
      if let columns = columns(of: hollow, map: fromWindow, yUp: yUp),
        let rows = rows(of: hollow, map: fromWindow, yUp: yUp)
      {
        outside = (columns.lowerBound, columns.upperBound, rows.lowerBound, rows.upperBound)
      }
    }
    return (inside, outside)
  }

  /// The columns of the box whose pixel centres `map` sends within `rect`'s x range, or nil
  /// when they are not one run (never for an axis-aligned map, whose x grows or falls with the
  /// column).
  private func columns(of rect: Rect, map: AffineTransform, yUp: Bool) -> Range<Int>? {
    run(box.c0..<box.c1) { i in
      let p = map.apply(grid.centre(column: i, row: box.r0))
      return rect.contains(Point(p.x, rect.midY), yUp: yUp)
    }
  }

  /// The rows of the box whose pixel centres `map` sends within `rect`'s y range, or nil when
  /// they are not one run.
  private func rows(of rect: Rect, map: AffineTransform, yUp: Bool) -> Range<Int>? {
    run(box.r0..<box.r1) { j in
      let p = map.apply(grid.centre(column: box.c0, row: j))
      return rect.contains(Point(rect.midX, p.y), yUp: yUp)
    }
  }

  /// The one run of `range` where `test` holds (empty when it holds nowhere), or nil for
  /// several runs.
  private func run(_ range: Range<Int>, _ test: (Int) -> Bool) -> Range<Int>? {
    var first: Int? = nil
    var last = 0
    var count = 0
    for k in range where test(k) {
      if first == nil { first = k }
      last = k
      count += 1
    }
    guard let first else { return range.lowerBound..<range.lowerBound }
    return count == last - first + 1 ? first..<(last + 1) : nil
  }
}
