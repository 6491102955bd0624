extension HitMap {
  /// Each view a click reaches somewhere on the map, with the centre of a pixel of its area
  /// (window points) to name it at, and that area in pixels. The pixel is the centroid's, or,
  /// when the centroid falls outside the area (a ring's hole, an L-shaped remnant), the area's
  /// pixel nearest to it (the first in row order among equals). Two passes over the map
  /// whatever the number of views.
  public func reachedViews() -> [(ViewIndex, Point, Int)] {
    let n = handlerOfView.count
    let views = pixels
    var sumX = [Double](repeating: 0, count: n)
    var sumY = [Double](repeating: 0, count: n)
    var count = [Int](repeating: 0, count: n)
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        let v = Int(views[j * grid.width + i])
        guard v >= 0 else { continue }
        sumX[v] += Double(i)
        sumY[v] += Double(j)
        count[v] += 1
      }
    }
    var chosen = [(i: Int, j: Int)](repeating: (0, 0), count: n)
    var searching = [Bool](repeating: false, count: n)
    var best = [Int](repeating: .max, count: n)
    for v in 0..<n where count[v] > 0 {
      let ci = Int((sumX[v] / Double(count[v])).rounded())
      let cj = Int((sumY[v] / Double(count[v])).rounded())
      chosen[v] = (ci, cj)
      searching[v] = views[cj * grid.width + ci] != Int32(v)
    }
    if searching.contains(true) {
      // The centroids stay the targets; `chosen` moves to the nearest pixel found so far.
      let targets = chosen
      for j in 0..<grid.height {
        for i in 0..<grid.width {
          let v = Int(views[j * grid.width + i])
          guard v >= 0, searching[v] else { continue }
          let (ti, tj) = targets[v]
          let d = (i - ti) * (i - ti) + (j - tj) * (j - tj)
          if d < best[v] {
            best[v] = d
            chosen[v] = (i, j)
          }
        }
      }
    }
    return (0..<n).filter { count[$0] > 0 }.map { v in
      (v, grid.centre(column: chosen[v].i, row: chosen[v].j), count[v])
    }
  }
}
