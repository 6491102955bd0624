/// Lints a scene's hit regions against its hit map: controls nobody can reach, overlays that
/// swallow clicks, badges outside their parent, targets too small for a finger, SwiftUI gaps.
///
/// Everything is measured on the hit map at `Options.scale` (pixel centres, window points) and
/// on where views visibly paint (`VisibleCoverage`).
public enum Audit {
  public struct Options: Hashable, Sendable {
    /// Side of the smallest square a finger reliably hits, in points (44 on Apple platforms; 48
    /// for Android's 48 dp). Also the size of an invisible hit area worth reporting.
    public var minTarget: Double
    /// Pixels per point of the map the audit measures on.
    public var scale: Double

    public init(minTarget: Double = 44, scale: Double = 1) {
      self.minTarget = minTarget
      self.scale = scale
    }
  }

  /// Every finding, by rule (in `AuditRule` order) then by view (pre-order).
  ///
  /// Each bug is named once, where it is caused: a view nobody reaches gets no other reach
  /// finding; a view whose clicks all go to an invisible hit area is reported with that area
  /// (`invisible-hit-area`, then an error), not again as unreachable or occluded; two handlers
  /// drawn over each other are not reported again when `occluded` already names the one in
  /// front; and `small-target` is left out for a view big enough by itself whose reachable
  /// part is cut down by another finding's cause or by a clipping scroll view or the window's
  /// edge (scrolling shows the rest).
  public static func run(_ scene: Scene, options: Options = Options()) -> [AuditFinding] {
    let context = AuditContext(scene: scene, options: options)
    let invisible = context.invisibleHitArea()
    let overlays = Set(invisible.map(\.view))
    let explainedByOverlay = { (finding: AuditFinding) in
      !finding.related.isEmpty && finding.related.allSatisfy(overlays.contains)
    }
    let allUnreachable = context.unreachable()
    let unreachable = allUnreachable.filter { !explainedByOverlay($0) }
    let occluded = context.occluded().filter { !explainedByOverlay($0) }
    let unreached = Set(allUnreachable.map(\.view))
    let outside = context.outsideParent().filter { !unreached.contains($0.view) }
    let reachFindings = Set((occluded + outside).map(\.view))
    // A big enough target whose reachable part is small because another finding cuts it, or
    // because a scroll view or the window edge shows only part of it, is no small target.
    let small = context.smallTarget().filter {
      !context.ownRegionHoldsTarget($0.view)
        || (!reachFindings.contains($0.view)
          && context.ownRegionHoldsTarget($0.view, shownOnly: true))
    }
    let covering = Dictionary(
      grouping: (unreachable + occluded).flatMap { f in f.related.map { (f.view, $0) } },
      by: \.0
    ).mapValues { Set($0.map(\.1)) }
    let overlapping = context.overlappingHandlers().filter { finding in
      !finding.related.allSatisfy { covering[finding.view]?.contains($0) ?? false }
    }
    return unreachable + occluded + outside + invisible + small + overlapping + context.deadGap()
      + context.gestureConflicts()
  }
}

/// What every rule looks at: the map, who handles each pixel, where each view is visible.
struct AuditContext {
  let scene: Scene
  let options: Options
  let map: HitMap
  let coverage: VisibleCoverage
  /// Per pixel, the handler of a click there: view `v` as `v`, the controller of view `v` as
  /// `viewCount + v`, nothing as -1.
  let handlerLabels: [Int32]
  /// Per handler label, how many pixels it handles.
  let handledPixels: [Int]
  /// Views that handle touches themselves, carry a tap action, or whose controller handles
  /// touches, in pre-order.
  let handlers: [ViewIndex]
  /// Per view, one past the last view of its subtree in pre-order.
  let subtreeEnds: [ViewIndex]

  typealias Options = Audit.Options

  init(scene: Scene, options: Options) {
    self.scene = scene
    self.options = options
    map = HitMap(scene: scene, scale: options.scale)
    coverage = VisibleCoverage(scene: scene, grid: map.grid)
    let n = scene.views.count
    let labelOfView: [Int32] = map.handlerOfView.map {
      switch $0 {
      case .view(let v): Int32(v)
      case .controller(let v): Int32(n + v)
      case .application, nil: -1
      }
    }
    var counts = [Int](repeating: 0, count: 2 * n)
    handlerLabels = map.pixels.map { v in
      guard v >= 0 else { return -1 }
      let label = labelOfView[Int(v)]
      if label >= 0 { counts[Int(label)] += 1 }
      return label
    }
    handledPixels = counts
    handlers = scene.views.indices.filter { scene.views[$0].isTouchTarget }
    var ends = Array(1...n)
    for v in stride(from: n - 1, through: 1, by: -1) {
      if let parent = scene.views[v].parent { ends[parent] = max(ends[parent], ends[v]) }
    }
    subtreeEnds = ends
  }

  var grid: HitMapGrid { map.grid }
  var viewCount: Int { scene.views.count }

  /// The handler label a click must end at for `v` to receive it.
  func label(of v: ViewIndex) -> Int32 {
    let view = scene.views[v]
    if !view.handlesTouches && (view.controller?.handlesTouches ?? false) {
      return Int32(viewCount + v)
    }
    return Int32(v)
  }

  func id(_ v: ViewIndex) -> String { scene.views[v].id }

  /// `pixels` as square points, rounded for a sentence.
  func area(_ pixels: Int) -> String {
    let points = Double(pixels) * grid.pixelArea
    return "\(((points * 10).rounded() / 10).shortDescription) pt²"
  }

  func isAncestor(_ a: ViewIndex, of v: ViewIndex) -> Bool {
    var p = scene.views[v].parent
    while let current = p {
      if current == a { return true }
      p = scene.views[current].parent
    }
    return false
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

  /// "a", "a and b", "a, b and c".
  func list(_ views: [ViewIndex]) -> String {
    let names = views.map { id($0) }
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// Whether anything of `v`'s subtree is visible on the canvas: a view scrolled out of a
  /// clipping ancestor, off the window, hidden or transparent is not.
  func subtreeIsVisible(_ v: ViewIndex) -> Bool {
    (v..<subtreeEnds[v]).contains { coverage.counts[$0] > 0 }
  }

  /// Window points of pixel centres where `v` is visible (its own paint, else its subtree's),
  /// nearest the middle of those pixels first, at most `limit`.
  func visiblePointsNearTheMiddle(of v: ViewIndex, limit: Int) -> [Point] {
    var pixels = visiblePixels(v)
    if pixels.isEmpty {
      pixels = Array(Set((v + 1..<subtreeEnds[v]).flatMap(visiblePixels))).sorted()
    }
    guard !pixels.isEmpty else { return [] }
    let points = pixels.map { grid.centre(column: $0 % grid.width, row: $0 / grid.width) }
    let middle = Point(
      points.reduce(0) { $0 + $1.x } / Double(points.count),
      points.reduce(0) { $0 + $1.y } / Double(points.count))
    return Array(points.sorted { $0.distance(to: middle) < $1.distance(to: middle) }.prefix(limit))
  }

  /// Whether `v`'s own hit region, on its own, holds a `minTarget` square on the map's grid,
  /// whatever covers or cuts it off; with `shownOnly`, counting only the part on the canvas and
  /// inside every ancestor that clips (what scrolling has brought into view).
  func ownRegionHoldsTarget(_ v: ViewIndex, shownOnly: Bool = false) -> Bool {
    guard let toView = scene.windowToView(v) else { return false }
    let g = scene.geometry[v]
    let box = scene.viewToWindow(v).boundingBox(of: g.hitRegion.bounds)
    let s = grid.scale
    var c0 = Int(max(-1e9, (box.minX * s).rounded(.down)))
    var r0 = Int(max(-1e9, (box.minY * s).rounded(.down)))
    var c1 = Int(min(1e9, (box.maxX * s).rounded(.up)))
    var r1 = Int(min(1e9, (box.maxY * s).rounded(.up)))
    if shownOnly {
      c0 = max(c0, 0)
      r0 = max(r0, 0)
      c1 = min(c1, grid.width)
      r1 = min(r1, grid.height)
    }
    let w = max(0, c1 - c0)
    let h = max(0, r1 - r0)
    guard w > 0, h > 0, w * h <= 16 * grid.width * grid.height else { return false }
    let clippers: [(AffineTransform, ViewIndex)] =
      shownOnly
      ? ([v] + ancestors(of: v)).filter { scene.views[$0].clipsToBounds }.compactMap { a in
        scene.windowToView(a).map { ($0, a) }
      } : []
    var labels = [Int32](repeating: -1, count: w * h)
    for j in 0..<h {
      for i in 0..<w {
        let window = grid.centre(column: c0 + i, row: r0 + j)
        guard g.hitRegion.contains(toView.apply(window), yUp: g.isYUp) else { continue }
        let clipped = clippers.contains { toClipper, a in
          !scene.views[a].bounds.contains(toClipper.apply(window), yUp: scene.views[a].isYUp)
        }
        if !clipped { labels[j * w + i] = 0 }
      }
    }
    let side = LargestSquare.sides(labels: labels, width: w, height: h, labelCount: 1)[0]
    return Double(side) / s >= options.minTarget
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
}
