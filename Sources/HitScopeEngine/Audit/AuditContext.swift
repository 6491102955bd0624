/// What every audit rule looks at: the map, who handles each pixel, where each view is visible,
/// which views are touch targets and where taps reach them.
struct AuditContext {
  let scene: Scene
  let options: Audit.Options
  let map: HitMap
  let coverage: VisibleCoverage
  let tiles: VisibleTiles
  /// Per pixel, the handler of a tap there: view `v` as `v`, the controller of view `v` as
  /// `viewCount + v`, nothing as -1.
  let handlerLabels: [Int32]
  /// Per handler label, how many pixels it handles.
  let handledPixels: [Int]
  /// The touch targets, in pre-order.
  let targets: [ViewIndex]
  /// Per view, whether it is a touch target.
  let isTarget: [Bool]
  /// Per view, itself when it is a target, else its nearest target ancestor: the target that
  /// loses a tap meant for what the view draws.
  let targetOf: [ViewIndex?]
  /// Per view, one past the last view of its subtree in pre-order.
  let subtreeEnds: [ViewIndex]
  /// Per view, how many pixels are hit on it or inside its subtree.
  let subtreeHits: [Int]
  /// Per target, the pixel box `[c0, c1) x [r0, r1)` holding every pixel where a tap reaches it.
  let reachBoxes: [ViewIndex: (c0: Int, c1: Int, r0: Int, r1: Int)]
  /// The comfortable target side (a warning below it) and the minimum (an error below it), in
  /// points.
  let comfortable: Double
  let minimum: Double

  /// `progress` hears how far the coverage pass, the longest part, has come.
  init(scene: Scene, options: Audit.Options, progress: WorkProgress? = nil) {
    self.scene = scene
    self.options = options
    map =
      options.plain
      ? HitMap.perPixel(scene: scene, scale: options.scale)
      : HitMap(scene: scene, scale: options.scale)
    coverage = VisibleCoverage(
      scene: scene, grid: map.grid, plain: options.plain, progress: progress)
    let n = scene.views.count
    tiles = VisibleTiles(coverage: coverage, views: 0..<n, plain: options.plain)
    let size = scene.platform.targetSize
    comfortable = options.minTarget ?? size.comfortable
    minimum = size.minimum
    let labelOfView: [Int32] = map.handlerOfView.map {
      switch $0 {
      case .view(let v): Int32(v)
      case .controller(let v): Int32(n + v)
      case .application, nil: -1
      }
    }
    var counts = [Int](repeating: 0, count: 2 * n)
    var hits = [Int](repeating: 0, count: n)
    handlerLabels = map.pixels.map { v in
      guard v >= 0 else { return -1 }
      hits[Int(v)] += 1
      let label = labelOfView[Int(v)]
      if label >= 0 { counts[Int(label)] += 1 }
      return label
    }
    handledPixels = counts
    let isTarget = scene.views.map(\.isTouchTarget)
    self.isTarget = isTarget
    targets = scene.views.indices.filter { isTarget[$0] }
    var nearest = [ViewIndex?](repeating: nil, count: n)
    for v in 0..<n {
      nearest[v] = isTarget[v] ? v : scene.views[v].parent.flatMap { nearest[$0] }
    }
    targetOf = nearest
    var ends = Array(1...n)
    for v in stride(from: n - 1, through: 1, by: -1) {
      if let parent = scene.views[v].parent {
        ends[parent] = max(ends[parent], ends[v])
        hits[parent] += hits[v]
      }
    }
    subtreeEnds = ends
    subtreeHits = hits
    reachBoxes = Self.reachBoxes(scene: scene, map: map, targetOf: nearest)
  }

  /// One pass over the map: each pixel grows the box of every target the hit view lies in (its
  /// handler, a view that handles touches, is one of them).
  private static func reachBoxes(
    scene: Scene, map: HitMap, targetOf: [ViewIndex?]
  ) -> [ViewIndex: (c0: Int, c1: Int, r0: Int, r1: Int)] {
    var boxes: [ViewIndex: (c0: Int, c1: Int, r0: Int, r1: Int)] = [:]
    func grow(_ v: ViewIndex, _ i: Int, _ j: Int) {
      if let b = boxes[v] {
        boxes[v] = (min(b.c0, i), max(b.c1, i + 1), min(b.r0, j), max(b.r1, j + 1))
      } else {
        boxes[v] = (i, i + 1, j, j + 1)
      }
    }
    let w = map.grid.width
    // Runs of one hit view along a row grow each box once per run.
    var k = 0
    while k < map.pixels.count {
      let v = map.pixels[k]
      let j = k / w
      var end = k + 1
      while end < map.pixels.count && map.pixels[end] == v && end % w != 0 { end += 1 }
      if v >= 0 {
        // Every target holding the hit view, its handler among them.
        var t = targetOf[Int(v)]
        while let target = t {
          grow(target, k % w, j)
          grow(target, (end - 1) % w, j)
          t = scene.views[target].parent.flatMap { targetOf[$0] }
        }
      }
      k = end
    }
    return boxes
  }

  var grid: HitMapGrid { map.grid }
  var viewCount: Int { scene.views.count }
  /// "tap" or "click", as the platform says.
  var tap: String { scene.platform.tap }

  /// Whether taps reach `v` by its being the handler (it handles touches, or its `onTap` or
  /// selection runs only when it is) rather than by landing on it or inside it (a view whose
  /// recognizers see them).
  func reachesAsHandler(_ v: ViewIndex) -> Bool {
    let view = scene.views[v]
    return view.handlesTouches || !view.onTap.isEmpty
      || (!view.onSelect.isEmpty && view.plays(.cell))
  }

  /// Whether a tap at pixel `k` reaches target `v`: it is the handler there, or (for a view
  /// that does not handle touches itself) the hit view is `v` or inside it.
  @inline(__always)
  func reaches(_ v: ViewIndex, _ k: Int) -> Bool {
    if reachesAsHandler(v) { return handlerLabels[k] == Int32(v) }
    let hit = Int(map.pixels[k])
    return hit >= v && hit < subtreeEnds[v]
  }

  /// How many pixels reach target `v`.
  func reachCount(_ v: ViewIndex) -> Int {
    reachesAsHandler(v) ? handledPixels[v] : subtreeHits[v]
  }

  func id(_ v: ViewIndex) -> String { scene.views[v].id }

  /// `pixels` as square points, rounded for a sentence.
  func area(_ pixels: Int) -> String {
    let points = Double(pixels) * grid.pixelArea
    return "\(((points * 10).rounded() / 10).shortDescription) pt²"
  }

  /// Whether `a` is a strict ancestor of `v` (pre-order ranges).
  @inline(__always)
  func isAncestor(_ a: ViewIndex, of v: ViewIndex) -> Bool {
    a < v && subtreeEnds[a] > v
  }

  /// The ancestors of `v`, nearest first.
  func ancestors(of v: ViewIndex) -> [ViewIndex] {
    var result: [ViewIndex] = []
    var p = scene.views[v].parent
    while let current = p {
      result.append(current)
      p = scene.views[current].parent
    }
    return result
  }

  /// Views ranked by how many of `pixels` they are hit at, most first (at most `limit`).
  func topHits(at pixels: [Int], excluding: Set<ViewIndex> = [], limit: Int = 3) -> [ViewIndex] {
    var counts: [ViewIndex: Int] = [:]
    for k in pixels {
      let v = Int(map.pixels[k])
      if v >= 0 && !excluding.contains(v) { counts[v, default: 0] += 1 }
    }
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .prefix(limit).map(\.key)
  }

  /// "a", "a and b", "a, b and c"; past `limit` names, "a, b, c and 4 more".
  func list(_ views: [ViewIndex], limit: Int = 3) -> String {
    let names = views.prefix(limit).map { id($0) }
    if views.count > limit {
      return names.joined(separator: ", ") + " and \(views.count - limit) more"
    }
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// Whether anything of `v`'s subtree is visible on the canvas: a view scrolled out of a
  /// clipping ancestor, off the window, hidden or transparent is not.
  func subtreeIsVisible(_ v: ViewIndex) -> Bool {
    (v..<subtreeEnds[v]).contains { coverage.counts[$0] > 0 }
  }

  /// Pixel indices (row-major) where `v` is visible.
  func visiblePixels(_ v: ViewIndex) -> [Int] {
    let b = coverage.boxes[v]
    var result: [Int] = []
    guard b.c0 < b.c1 else { return result }
    for j in b.r0..<b.r1 {
      for i in b.c0..<b.c1 where coverage.contains(v, i, j) { result.append(j * grid.width + i) }
    }
    return result
  }

  /// Pixels where `v` is visible, else (when it paints nothing itself, as a button drawn by its
  /// title label) where its subtree is.
  func visiblePixelsOrSubtree(_ v: ViewIndex) -> [Int] {
    let own = visiblePixels(v)
    guard own.isEmpty else { return own }
    return Array(Set((v + 1..<subtreeEnds[v]).flatMap(visiblePixels))).sorted()
  }

  /// Window points of pixel centres where `v` is visible (its own paint, else its subtree's),
  /// nearest the middle of those pixels first, at most `limit`.
  func visiblePointsNearTheMiddle(of v: ViewIndex, limit: Int) -> [Point] {
    let pixels = visiblePixelsOrSubtree(v)
    guard limit > 0, !pixels.isEmpty else { return [] }
    let points = pixels.map { grid.centre(column: $0 % grid.width, row: $0 / grid.width) }
    let middle = Point(
      points.reduce(0) { $0 + $1.x } / Double(points.count),
      points.reduce(0) { $0 + $1.y } / Double(points.count))
    // The `limit` nearest, ties in pixel order, kept sorted as they come: a view shows
    // thousands of pixels and only a few are asked for.
    var nearest: [(distance: Double, point: Point)] = []
    for p in points {
      let d = p.distance(to: middle)
      guard nearest.count < limit || d < nearest[nearest.count - 1].distance else { continue }
      let slot = nearest.firstIndex { $0.distance > d } ?? nearest.count
      nearest.insert((d, p), at: slot)
      if nearest.count > limit { nearest.removeLast() }
    }
    return nearest.map(\.point)
  }
}
