/// Where each view visibly paints on a hit map's grid: its drawn area, the `visibleArea` of
/// `map --json` and what the audit compares reachability with.
///
/// A view paints at a pixel centre when its filled `shape` covers it (fill colour set), when it
/// lies in the stroke band (stroke colour set, `lineWidth` > 0), or in its bounds when it has a
/// non-empty label: the scene format's painted area. It counts as visible there when, in
/// addition, neither it nor an ancestor is hidden, its effective opacity (its fill, stroke or
/// text colour's alpha times its own alpha and every ancestor's) is at least
/// `VisibleCoverage.minimumOpacity`, and every ancestor (or itself) with `clipsToBounds` holds
/// the point in its bounds. Views drawn on top are not subtracted: a view covered by another is
/// still drawn, which is what the audit's "covered by" findings are about.
struct VisibleCoverage {
  /// Below this effective opacity a paint counts as invisible (the audit's "alpha < 0.05").
  static let minimumOpacity = 0.05

  let grid: HitMapGrid
  /// Per view, the pixel box `[c0, c1) x [r0, r1)` its mask covers; empty when it paints nothing
  /// visible.
  private(set) var boxes: [(c0: Int, c1: Int, r0: Int, r1: Int)]
  private(set) var masks: [[Bool]]
  /// Per view, its number of visible pixels.
  private(set) var counts: [Int]

  /// `progress` hears of each view measured; once it is cancelled the loop stops, leaving the
  /// views after it unmeasured (the audit then throws the coverage away).
  init(scene: Scene, grid: HitMapGrid, progress: AuditProgress? = nil) {
    self.grid = grid
    let n = scene.views.count
    boxes = Array(repeating: (0, 0, 0, 0), count: n)
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
      var mask = [Bool](repeating: false, count: (c1 - c0) * (r1 - r0))
      var count = 0
      for j in r0..<r1 {
        for i in c0..<c1 {
          let w = grid.centre(column: i, row: j)
          let p = fromWindow.apply(w)
          var painted = labels && view.bounds.contains(p, yUp: g.isYUp)
          if !painted && fills { painted = g.shapePath.contains(p, yUp: g.isYUp) }
          if !painted && strokes {
            painted = g.shapePath.strokeContains(p, lineWidth: view.lineWidth)
          }
          guard painted else { continue }
          if clippers.contains(where: { !$0.1.contains($0.0.apply(w), yUp: $0.2) }) { continue }
          mask[(j - r0) * (c1 - c0) + (i - c0)] = true
          count += 1
        }
      }
      boxes[v] = (c0, c1, r0, r1)
      masks[v] = mask
      counts[v] = count
    }
  }

  /// Whether view `v` is visible at pixel `(i, j)`.
  @inline(__always)
  func contains(_ v: ViewIndex, _ i: Int, _ j: Int) -> Bool {
    let b = boxes[v]
    guard i >= b.c0, i < b.c1, j >= b.r0, j < b.r1 else { return false }
    return masks[v][(j - b.r0) * (b.c1 - b.c0) + (i - b.c0)]
  }
}
