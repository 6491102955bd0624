/// Per-view figures of a hit map, as `hitscope map --json` prints them. Areas are in square
/// window points, counted at pixel centres: each pixel stands for `1 / scale²` square points.
public struct HitMapStatistics: Sendable {
  public struct ViewFigures: Hashable, Sendable {
    public var view: ViewIndex
    public var id: String
    /// Where a click reaches this very view.
    public var reachableArea: Double
    /// Where the view visibly paints (see `VisibleCoverage`), whatever is drawn over it.
    public var visibleArea: Double
    /// The share of the visible area where a click reaches the view, `0...1`; nil when the
    /// view paints nothing visible.
    public var reachableFraction: Double?
    /// The smallest box (window points, whole pixels) holding every pixel that reaches the
    /// view; nil when none does.
    public var bbox: Rect?
    /// The side (window points) of the largest axis-aligned square of pixels that all reach
    /// the view.
    public var largestSquare: Double
  }

  /// Every view reachable somewhere or visible somewhere, in pre-order.
  public var views: [ViewFigures]
  /// Where a click reaches no view.
  public var unreached: Double

  public init(map: HitMap, scene: Scene) {
    self.init(map: map, scene: scene, coverage: VisibleCoverage(scene: scene, grid: map.grid))
  }

  init(map: HitMap, scene: Scene, coverage: VisibleCoverage) {
    let grid = map.grid
    let n = scene.views.count
    var reachable = [Int](repeating: 0, count: n)
    var reachableVisible = [Int](repeating: 0, count: n)
    var box = [(Int, Int, Int, Int)](repeating: (Int.max, Int.min, Int.max, Int.min), count: n)
    var unreachedPixels = 0
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        let v = Int(map.pixels[j * grid.width + i])
        guard v >= 0 else {
          unreachedPixels += 1
          continue
        }
        reachable[v] += 1
        if coverage.contains(v, i, j) { reachableVisible[v] += 1 }
        let b = box[v]
        box[v] = (min(b.0, i), max(b.1, i), min(b.2, j), max(b.3, j))
      }
    }
    let squares = LargestSquare.sides(
      labels: map.pixels, width: grid.width, height: grid.height, labelCount: n)
    let area = grid.pixelArea
    let s = grid.scale
    views = (0..<n).compactMap { v in
      let visible = coverage.counts[v]
      guard reachable[v] > 0 || visible > 0 else { return nil }
      let b = box[v]
      return ViewFigures(
        view: v, id: scene.views[v].id, reachableArea: Double(reachable[v]) * area,
        visibleArea: Double(visible) * area,
        reachableFraction: visible > 0 ? Double(reachableVisible[v]) / Double(visible) : nil,
        bbox: reachable[v] > 0
          ? Rect(
            x: Double(b.0) / s, y: Double(b.2) / s, width: Double(b.1 - b.0 + 1) / s,
            height: Double(b.3 - b.2 + 1) / s) : nil,
        largestSquare: Double(squares[v]) / s)
    }
    unreached = Double(unreachedPixels) * area
  }
}
