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
  public static func run(_ scene: Scene, options: Options = Options()) -> [AuditFinding] {
    let context = AuditContext(scene: scene, options: options)
    var findings: [AuditFinding] = []
    findings += context.unreachable()
    findings += context.occluded()
    findings += context.outsideParent()
    findings += context.invisibleHitArea()
    findings += context.smallTarget()
    findings += context.overlappingHandlers()
    findings += context.deadGap()
    findings += context.gestureConflicts()
    return findings
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
