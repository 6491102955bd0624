/// Where each view visibly paints on a hit map's grid: its drawn area, the `visibleArea` of
/// `map --json` and what the audit compares reachability with.
///
/// A view paints at a pixel centre when its filled `shape` covers it (fill colour set), when it
/// lies in the stroke band (stroke colour set, `lineWidth` > 0; edges half-open, see `inward`), or in its bounds when it has a
/// non-empty label: the scene format's painted area. It counts as visible there when, in
/// addition, neither it nor an ancestor is hidden, its effective opacity (its fill, stroke or
/// text colour's alpha times its own alpha and every ancestor's) is at least
/// `VisibleCoverage.minimumOpacity`, and every ancestor (or itself) with `clipsToBounds` holds
/// the point in its bounds. Views drawn on top are not subtracted: a view covered by another is
/// still drawn, which is what the audit's "covered by" findings are about.
struct VisibleCoverage {
  /// Below this effective opacity a paint counts as invisible (the audit's "alpha < 0.05").
  static let minimumOpacity = 0.05

  typealias PixelBox = (c0: Int, c1: Int, r0: Int, r1: Int)

  let grid: HitMapGrid
  /// Per view, the pixel box `[c0, c1) x [r0, r1)` holding every pixel where it is visible;
  /// empty when it paints nothing visible.
  private(set) var boxes: [PixelBox]
  /// Per view without a mask, the pixels of its box where it is not visible, when they form one
  /// box (an outline's inside); empty when it is visible on its whole box.
  private(set) var holes: [PixelBox]
  /// Per view whose visible pixels do not form a box with at most one hole: whether it is
  /// visible at each pixel of its box, row by row; empty for the others.
  private(set) var masks: [[Bool]]
  /// Per view, its number of visible pixels.
  private(set) var counts: [Int]

  /// With `plain`, every pixel of a view's box is tested; else a view whose map from the window
  /// and whose clipping ancestors' maps keep axes (no rotation or shear), filled or labelled
  /// in a rectangle or outlining one, has only the pixels near its edges tested
  /// (`CertainPixels`). Both give the same coverage. `progress` hears of each view measured;
  /// once it is cancelled the loop stops, leaving the views after it unmeasured (the audit then
  /// throws the coverage away).
  init(scene: Scene, grid: HitMapGrid, plain: Bool = false, progress: WorkProgress? = nil) {
    self.grid = grid
    let n = scene.views.count
    boxes = Array(repeating: (0, 0, 0, 0), count: n)
    holes = Array(repeating: (0, 0, 0, 0), count: n)
    masks = Array(repeating: [], count: n)
    counts = Array(repeating: 0, count: n)
    var opacity = [Double](repeating: 0, count: n)
    for v in 0..<n {
      if let progress, !progress.report(v, of: n, "views") { break }
      let view = scene.views[v]
      let parentOpacity = view.parent.map { opacity[$0] } ?? 1
      opacity[v] = view.isHidden ? 0 : parentOpacity * view.alpha
      guard opacity[v] > 0 else { continue }
      let g = scene.geometry[v]
      let fills = (view.fill?.alpha ?? 0) * opacity[v] >= Self.minimumOpacity
      let strokes =
        (view.stroke?.alpha ?? 0) * opacity[v] >= Self.minimumOpacity && view.lineWidth > 0
      let labels =
        !(view.label?.isEmpty ?? true) && view.textColor.alpha * opacity[v] >= Self.minimumOpacity
      guard fills || strokes || labels, let fromWindow = scene.viewToWindow(v).inverted else {
        continue
      }
      var local: Rect? = nil
      if fills { local = g.shapePath.bounds }
      if strokes {
        let band = g.shapePath.bounds.insetBy(-view.lineWidth / 2)
        local = local.map { $0.union(band) } ?? band
      }
      if labels { local = local.map { $0.union(view.bounds) } ?? view.bounds }
      guard let local else { continue }
      let box = scene.viewToWindow(v).boundingBox(of: local)
      let s = grid.scale
      let c0 = max(0, Int(max(-1, (box.minX * s - 1).rounded(.down))))
      let c1 = min(grid.width, Int(min(Double(grid.width), (box.maxX * s + 1).rounded(.up))))
      let r0 = max(0, Int(max(-1, (box.minY * s - 1).rounded(.down))))
      let r1 = min(grid.height, Int(min(Double(grid.height), (box.maxY * s + 1).rounded(.up))))
      guard c0 < c1, r0 < r1 else { continue }
      var clippers: [(AffineTransform, Rect, Bool)] = []
      var a: ViewIndex? = v
      while let current = a {
        if scene.views[current].clipsToBounds, let inverse = scene.viewToWindow(current).inverted {
          clippers.append((inverse, scene.views[current].bounds, scene.views[current].isYUp))
        }
        a = scene.views[current].parent
      }
      let grid = grid
      let painted = { (i: Int, j: Int) -> Bool in
        let w = grid.centre(column: i, row: j)
        let p = fromWindow.apply(w)
        var painted = labels && view.bounds.contains(p, yUp: g.isYUp)
        if !painted && fills { painted = g.shapePath.contains(p, yUp: g.isYUp) }
        if !painted && strokes {
          painted = g.shapePath.strokeContains(
            Self.inward(p, yUp: g.isYUp), lineWidth: view.lineWidth)
        }
        guard painted else { return false }
        return !clippers.contains(where: { !$0.1.contains($0.0.apply(w), yUp: $0.2) })
      }
      let pixels: PixelBox = (c0, c1, r0, r1)
      var certain = (inside: Self.empty, outside: Self.empty)
      if !plain, fromWindow.isAxisAligned, clippers.allSatisfy({ $0.0.isAxisAligned }) {
        var known = CertainPixels(grid: grid, box: pixels, fromWindow: fromWindow, yUp: g.isYUp)
        known.clippers = clippers
        certain = known.certain(
          fill: fills ? g.shapePath.rectangle : nil, label: labels ? view.bounds : nil,
          outline: strokes && !fills && !labels
            ? g.shapePath.rectangle.map { ($0, view.lineWidth / 2) } : nil)
      }
      record(v, box: pixels, inside: certain.inside, outside: certain.outside, painted: painted)
    }
  }

  static let empty: PixelBox = (0, 0, 0, 0)

  /// `p` (in a view's bounds space) moved a hair right and down as the space appears on screen,
  /// so that the stroke band, closed for hit-testing, has half-open edges when it is drawn, as
  /// filled regions do: a pixel centre exactly on the edge two touching views share (a cell's
  /// right outline meeting the next cell's left one at x = 97.5) is drawn by the view to its
  /// right or below only, not by both. The hair is far below a pixel and far above the
  /// rounding of window points.
  static func inward(_ p: Point, yUp: Bool) -> Point {
    let hair = 1e-9 * (1 + max(abs(p.x), abs(p.y)))
    return Point(p.x + hair, yUp ? p.y - hair : p.y + hair)
  }

  static func area(_ b: PixelBox) -> Int {
    b.c0 < b.c1 && b.r0 < b.r1 ? (b.c1 - b.c0) * (b.r1 - b.r0) : 0
  }

  @inline(__always)
  static func holds(_ b: PixelBox, _ i: Int, _ j: Int) -> Bool {
    i >= b.c0 && i < b.c1 && j >= b.r0 && j < b.r1
  }

  /// Sets view `v`'s coverage over `box`, where it is visible on all of `inside` and nowhere on
  /// `outside` (disjoint boxes within `box`); `painted` decides every other pixel.
  private mutating func record(
    _ v: ViewIndex, box: PixelBox, inside: PixelBox, outside: PixelBox,
    painted: (Int, Int) -> Bool
  ) {
    var on: [(Int, Int)] = []
    var off: [(Int, Int)] = []
    var count = Self.area(inside)
    var drawn: PixelBox = count > 0 ? inside : (Int.max, Int.min, Int.max, Int.min)
    for j in box.r0..<box.r1 {
      var i = box.c0
      while i < box.c1 {
        // Runs of a row inside the certain boxes are stepped over whole.
        if Self.holds(inside, i, j) {
          i = inside.c1
          continue
        }
        if Self.holds(outside, i, j) {
          i = outside.c1
          continue
        }
        if painted(i, j) {
          on.append((i, j))
          count += 1
          drawn = (min(drawn.c0, i), max(drawn.c1, i + 1), min(drawn.r0, j), max(drawn.r1, j + 1))
        } else {
          off.append((i, j))
        }
        i += 1
      }
    }
    counts[v] = count
    guard count > 0 else { return }
    boxes[v] = drawn
    // The pixels of the drawn box where the view is not visible: none, one box, or a mask.
    let blank = Self.area(drawn) - count
    guard blank > 0 else { return }
    let o: PixelBox = (
      max(outside.c0, drawn.c0), min(outside.c1, drawn.c1), max(outside.r0, drawn.r0),
      min(outside.r1, drawn.r1)
    )
    var hole: PixelBox = Self.area(o) > 0 ? o : (Int.max, Int.min, Int.max, Int.min)
    for (i, j) in off where Self.holds(drawn, i, j) {
      hole = (min(hole.c0, i), max(hole.c1, i + 1), min(hole.r0, j), max(hole.r1, j + 1))
    }
    if Self.area(hole) == blank {
      holes[v] = hole
      return
    }
    let width = drawn.c1 - drawn.c0
    var mask = [Bool](repeating: false, count: Self.area(drawn))
    if Self.area(inside) > 0 {
      for j in inside.r0..<inside.r1 {
        for i in inside.c0..<inside.c1 { mask[(j - drawn.r0) * width + (i - drawn.c0)] = true }
      }
    }
    for (i, j) in on { mask[(j - drawn.r0) * width + (i - drawn.c0)] = true }
    masks[v] = mask
  }

  /// Whether view `v` is visible at pixel `(i, j)`.
  @inline(__always)
  func contains(_ v: ViewIndex, _ i: Int, _ j: Int) -> Bool {
    let b = boxes[v]
    guard i >= b.c0, i < b.c1, j >= b.r0, j < b.r1 else { return false }
    let mask = masks[v]
    if mask.isEmpty { return !Self.holds(holes[v], i, j) }
    return mask[(j - b.r0) * (b.c1 - b.c0) + (i - b.c0)]
  }
}
