/// Fills a hit map by regions: the recursion of the hit-testing rules runs once per band of rows
/// on sets of column spans instead of once per pixel.
///
/// For a band, `resolve(v, spans)` answers `hit(v, p)` for every pixel of the spans at once:
/// each view's region is classified over the spans (`RegionClassifier`), children take the
/// spans inside, and only spans a region edge crosses inside the band are left "mixed". Mixed
/// columns are then resolved row by row the same way, where a pixel near an edge is tested
/// exactly: by the very `contains` the hit test calls, on the point it computes through the same
/// `WindowTransform.fromWindow` map. So the map equals `referenceHitView` at every pixel centre.
final class HitMapBuilder {
  let scene: Scene
  let grid: HitMapGrid
  /// Rows per band; a band whose spans are uniform costs one recursion for all its rows.
  static let bandHeight = 8

  /// How the bands classify a view's own region (`HitRule.ownRegion`).
  enum Mode: UInt8 {
    /// The hit region.
    case region
    /// What a SwiftUI view without a content shape paints (children first, then the paint).
    case painted
  }

  // Per view, in pre-order, read from the scene's `HitRule`s.
  private let mode: [Mode]
  /// The own region is the hit region but does not bound the subtree (`outsideBounds`):
  /// children are tested outside the region too.
  private let outsideBounds: [Bool]
  /// What `hit(v, p)` returns when it picks v itself: v, a redirect target, or -1 (passthrough).
  private let selfResult: [Int32]
  /// Conservative pixel box of where `hit(v, p)` can be non-nil: `[c0, c1) x [r0, r1)`; empty
  /// for views that are never hit (flags, singular transforms).
  private let footprint: [(c0: Int32, c1: Int32, r0: Int32, r1: Int32)]
  private let pixelToView: [AffineTransform]
  private let viewToPixel: [AffineTransform]
  private let viewMargin: [Double]
  private var classifiers: [RegionClassifier?]
  private let childStart: [Int32]
  private let childList: [Int32]
  private let pixelMargin: Double

  // Working state of one fill.
  /// Column spans as pairs `lo, hi`; each `resolve` replaces the set at the top with its nil set.
  private var stack: [Int32] = []
  private var runs: [ColumnRun] = []
  private var scratch = RunScratch()
  private var inside: [Int32] = []
  private var merged: [Int32] = []
  private var bandValues: [Int32]
  private var output: [Int32]
  private var rowLevel = false
  private var top = 0
  private var bottom = 0

  init(scene: Scene, grid: HitMapGrid) {
    self.scene = scene
    self.grid = grid
    let n = scene.views.count
    var mode: [Mode] = []
    mode.reserveCapacity(n)
    var outsideBounds: [Bool] = []
    outsideBounds.reserveCapacity(n)
    var selfResult: [Int32] = []
    selfResult.reserveCapacity(n)
    var childStart: [Int32] = []
    childStart.reserveCapacity(n + 1)
    var childList: [Int32] = []
    childList.reserveCapacity(max(0, n - 1))
    var pixelToView = [AffineTransform](repeating: .identity, count: n)
    var viewToPixel = [AffineTransform](repeating: .identity, count: n)
    var viewMargin = [Double](repeating: 0, count: n)
    classifiers = [RegionClassifier?](repeating: nil, count: n)
    var footprint = [(c0: Int32, c1: Int32, r0: Int32, r1: Int32)](
      repeating: (0, 0, 0, 0), count: n)
    let pixelMargin = 1e-6 + 1e-9 * Double(grid.width + grid.height)
    self.pixelMargin = pixelMargin
    bandValues = [Int32](repeating: -1, count: grid.width)
    output = []

    let s = grid.scale
    let pixelToWindow = AffineTransform.scale(1 / s, 1 / s)
    let windowToPixel = AffineTransform.scale(s, s)
    var live = [Bool](repeating: false, count: n)
    // Fields are read through `scene.views[v]` one at a time: binding the whole node would
    // copy it, retaining every string and array it holds.
    for v in 0..<n {
      childStart.append(Int32(childList.count))
      for c in scene.views[v].children { childList.append(Int32(c)) }
      let rule = scene.rules[v]
      let parent = scene.views[v].parent
      let isRegion = rule.ownRegion == .hitRegion
      mode.append(isRegion ? .region : .painted)
      outsideBounds.append(isRegion && !rule.regionBoundsSubtree)
      switch rule.selfResult {
      case .itself: selfResult.append(Int32(v))
      case .passthrough: selfResult.append(-1)
      case .redirect(let target): selfResult.append(Int32(target))
      }
      let transform = scene.windowTransforms[v]
      let parentLive = parent.map { live[$0] } ?? true
      guard parentLive, let fromWindow = transform.fromWindow, rule.gate == nil else {
        continue
      }
      live[v] = true
      pixelToView[v] = pixelToWindow.concatenating(fromWindow)
      viewToPixel[v] = transform.toWindow.concatenating(windowToPixel)
    }
    childStart.append(Int32(childList.count))

    for v in stride(from: n - 1, through: 0, by: -1) where live[v] {
      let g = scene.geometry[v]
      let m = pixelToView[v]
      let norm = max(abs(m.a) + abs(m.c), abs(m.b) + abs(m.d))
      let own = scene.rules[v].ownRegionBounds(g)
      let magnitude =
        max(abs(m.tx), abs(m.ty)) + norm * Double(grid.width + grid.height)
        + (own.map { max(abs($0.minX), abs($0.maxX), abs($0.minY), abs($0.maxY)) } ?? 0)
      viewMargin[v] = pixelMargin * 2 * norm + 1e-9 * magnitude
      var box =
        own.map { HitMapBuilder.pixelBox(viewToPixel[v].boundingBox(of: $0), grid) }
        ?? (0, 0, 0, 0)
      if mode[v] == .painted || outsideBounds[v] {
        for c in scene.views[v].children where live[c] {
          box = HitMapBuilder.union(box, footprint[c])
        }
      }
      footprint[v] = box
    }
    self.mode = mode
    self.outsideBounds = outsideBounds
    self.selfResult = selfResult
    self.footprint = footprint
    self.pixelToView = pixelToView
    self.viewToPixel = viewToPixel
    self.viewMargin = viewMargin
    self.childStart = childStart
    self.childList = childList
  }

  private static func pixelBox(_ r: Rect, _ grid: HitMapGrid) -> (Int32, Int32, Int32, Int32) {
    guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite else {
      return (0, Int32(grid.width), 0, Int32(grid.height))
    }
    func clamp(_ x: Double, _ limit: Int) -> Int32 {
      Int32(max(0, min(Double(limit), x)))
    }
    return (
      clamp((r.minX - 1.5).rounded(.down), grid.width),
      clamp((r.maxX + 1.5).rounded(.up), grid.width),
      clamp((r.minY - 1.5).rounded(.down), grid.height),
      clamp((r.maxY + 1.5).rounded(.up), grid.height)
    )
  }

  private static func union(
    _ a: (Int32, Int32, Int32, Int32), _ b: (c0: Int32, c1: Int32, r0: Int32, r1: Int32)
  ) -> (Int32, Int32, Int32, Int32) {
    if a.0 >= a.1 || a.2 >= a.3 { return (b.c0, b.c1, b.r0, b.r1) }
    if b.c0 >= b.c1 || b.r0 >= b.r1 { return a }
    return (min(a.0, b.c0), max(a.1, b.c1), min(a.2, b.r0), max(a.3, b.r1))
  }

  // MARK: Filling

  /// The map: per pixel, row-major, the index of the view a click there reaches, or -1.
  /// `progress` is told the rows filled before each band of rows; nil once it is cancelled.
  func fill(progress: WorkProgress? = nil) -> [Int32]? {
    let w = grid.width
    let h = grid.height
    output = [Int32](repeating: -1, count: w * h)
    guard w > 0, h > 0 else { return output }
    let root = footprint[0]
    var mixed: [Int32] = []
    var bandTop = 0
    while bandTop < h {
      if let progress, !progress.report(bandTop, of: h, "rows") { return nil }
      let bandBottom = min(bandTop + HitMapBuilder.bandHeight, h)
      defer { bandTop = bandBottom }
      guard root.c0 < root.c1, Int(root.r0) < bandBottom, Int(root.r1) > bandTop else { continue }
      bandValues.replaceSubrange(0..<w, with: repeatElement(-1, count: w))
      rowLevel = false
      top = bandTop
      bottom = bandBottom
      stack.removeAll(keepingCapacity: true)
      stack.append(root.c0)
      stack.append(root.c1)
      resolve(0, from: 0)
      mixed.removeAll(keepingCapacity: true)
      var i = 0
      while i < w {
        if bandValues[i] == -2 {
          let start = i
          while i < w && bandValues[i] == -2 { i += 1 }
          mixed.append(Int32(start))
          mixed.append(Int32(i))
        } else {
          i += 1
        }
      }
      for k in stride(from: 0, to: mixed.count, by: 2) {
        bandValues.replaceSubrange(
          Int(mixed[k])..<Int(mixed[k + 1]),
          with: repeatElement(-1, count: Int(mixed[k + 1] - mixed[k])))
      }
      for j in bandTop..<bandBottom {
        output.replaceSubrange(j * w..<(j + 1) * w, with: bandValues)
      }
      guard !mixed.isEmpty else { continue }
      rowLevel = true
      for j in bandTop..<bandBottom {
        top = j
        bottom = j + 1
        stack.removeAll(keepingCapacity: true)
        stack.append(contentsOf: mixed)
        resolve(0, from: 0)
      }
    }
    if let progress, !progress.report(h, of: h, "rows") { return nil }
    return output
  }

  @inline(__always)
  private func write(_ value: Int32, _ lo: Int32, _ hi: Int32) {
    let count = Int(hi - lo)
    if rowLevel {
      let base = top * grid.width
      output.replaceSubrange(
        base + Int(lo)..<base + Int(hi), with: repeatElement(value, count: count))
    } else {
      bandValues.replaceSubrange(Int(lo)..<Int(hi), with: repeatElement(value, count: count))
    }
  }

  /// `hit(v, p)` for every pixel of the spans `stack[a...]` (rows `top..<bottom`): writes the
  /// views hit, marks mixed columns (band level), and leaves at `stack[a...]` the spans where
  /// the answer is nil.
  private func resolve(_ v: Int, from a: Int) {
    switch mode[v] {
    case .region: resolveRegion(v, from: a)
    case .painted: resolvePainted(v, from: a)
    }
  }

  private func resolveRegion(_ v: Int, from a: Int) {
    let b = stack.count
    // Split the set into the spans outside the region (kept on the stack) and inside.
    inside.removeAll(keepingCapacity: true)
    split(v, from: a, to: b)
    let outsideEnd = stack.count
    let insideStart = outsideEnd
    stack.append(contentsOf: inside)
    let insideEnd = stack.count
    var childSet = insideStart
    if outsideBounds[v] {
      // Children see the whole set; `inside` stays below to tell the region apart afterwards.
      childSet = stack.count
      mergeInto(stack, a: b, aEnd: outsideEnd, b: insideStart, bEnd: insideEnd)
      stack.append(contentsOf: merged)
    }
    resolveChildren(v, from: childSet)
    // `stack[childSet...]` now holds the spans no child took.
    merged.removeAll(keepingCapacity: true)
    let result = selfResult[v]
    if outsideBounds[v] {
      // Remaining ∩ inside -> self; remaining \ inside -> nil.
      var k = insideStart
      var r = childSet
      let rEnd = stack.count
      while r < rEnd {
        var lo = stack[r]
        let hi = stack[r + 1]
        while lo < hi {
          while k < insideEnd && stack[k + 1] <= lo { k += 2 }
          if k < insideEnd && stack[k] <= lo {
            let end = min(hi, stack[k + 1])
            if result >= 0 { write(result, lo, end) } else { appendMerged(lo, end) }
            lo = end
          } else {
            let end = k < insideEnd ? min(hi, stack[k]) : hi
            appendMerged(lo, end)
            lo = end
          }
        }
        r += 2
      }
    } else {
      var r = childSet
      let rEnd = stack.count
      if result >= 0 {
        while r < rEnd {
          write(result, stack[r], stack[r + 1])
          r += 2
        }
        merged.append(contentsOf: stack[b..<outsideEnd])
      } else {
        mergeInto(stack, a: b, aEnd: outsideEnd, b: childSet, bEnd: rEnd)
      }
    }
    stack.removeSubrange(a...)
    stack.append(contentsOf: merged)
  }

  private func resolvePainted(_ v: Int, from a: Int) {
    resolveChildren(v, from: a)
    guard stack.count > a else { return }
    let classifier = classifier(v)
    if classifier.components.isEmpty { return }
    let b = stack.count
    inside.removeAll(keepingCapacity: true)
    split(v, from: a, to: b)
    for k in stride(from: 0, to: inside.count, by: 2) { write(Int32(v), inside[k], inside[k + 1]) }
    stack.removeSubrange(a..<b)
  }

  private func resolveChildren(_ v: Int, from setStart: Int) {
    var k = Int(childStart[v + 1]) - 1
    let first = Int(childStart[v])
    while k >= first {
      defer { k -= 1 }
      guard stack.count > setStart else { return }
      let c = Int(childList[k])
      let f = footprint[c]
      guard f.c0 < f.c1, Int(f.r0) < bottom, Int(f.r1) > top,
        f.c0 < stack[stack.count - 1], f.c1 > stack[setStart]
      else { continue }
      resolve(c, from: setStart)
    }
  }

  /// Classifies the spans `stack[a..<b]` against v's region: appends the outside spans to the
  /// stack, the inside ones to `inside`, marks mixed columns at band level and tests unknown
  /// pixels exactly at row level.
  private func split(_ v: Int, from a: Int, to b: Int) {
    let e0 = stack[a]
    let e1 = stack[b - 1]
    runs.removeAll(keepingCapacity: true)
    let band = RowBand(
      top: top, bottom: bottom, margin: pixelMargin, pixelToView: pixelToView[v])
    let classifier = classifier(v)
    classifier.classify(band, e0, e1, into: &runs, scratch: &scratch) { component, column in
      self.sample(v, component: component, column: Int(column), row: self.top)
    }
    var k = 0
    var s = a
    while s < b {
      var lo = stack[s]
      let hi = stack[s + 1]
      s += 2
      while lo < hi {
        while runs[k].hi <= lo { k += 1 }
        let run = runs[k]
        let end = min(hi, run.hi)
        switch run.state {
        case .outside: HitMapBuilder.appendSpan(&stack, floor: b, lo, end)
        case .inside: HitMapBuilder.appendSpan(&inside, lo, end)
        case .unknown, .constant:
          if rowLevel {
            for i in lo..<end {
              if exactInside(v, column: Int(i), row: top) {
                HitMapBuilder.appendSpan(&inside, i, i + 1)
              } else {
                HitMapBuilder.appendSpan(&stack, floor: b, i, i + 1)
              }
            }
          } else {
            bandValues.replaceSubrange(
              Int(lo)..<Int(end), with: repeatElement(-2, count: Int(end - lo)))
          }
        }
        lo = end
      }
    }
  }

  /// Appends `[lo, hi)` to the span list that starts at `floor` in `list`, joining it to the
  /// list's last span when they touch.
  @inline(__always)
  private static func appendSpan(
    _ list: inout [Int32], floor: Int = 0, _ lo: Int32, _ hi: Int32
  ) {
    let n = list.count
    if n >= floor + 2 && list[n - 1] == lo {
      list[n - 1] = hi
    } else {
      list.append(lo)
      list.append(hi)
    }
  }

  @inline(__always)
  private func appendMerged(_ lo: Int32, _ hi: Int32) {
    HitMapBuilder.appendSpan(&merged, lo, hi)
  }

  /// `merged` = the union of two sorted disjoint span lists held in `list`.
  private func mergeInto(_ list: [Int32], a: Int, aEnd: Int, b: Int, bEnd: Int) {
    merged.removeAll(keepingCapacity: true)
    var i = a
    var j = b
    while i < aEnd || j < bEnd {
      if j >= bEnd || (i < aEnd && list[i] < list[j]) {
        appendMerged(list[i], list[i + 1])
        i += 2
      } else {
        appendMerged(list[j], list[j + 1])
        j += 2
      }
    }
  }

  // MARK: Exact tests

  /// The point the hit test computes in v's bounds space for the pixel: the window point through
  /// v's `WindowTransform.fromWindow`, exactly as the walk maps it.
  func viewPoint(_ v: Int, _ window: Point) -> Point {
    scene.windowTransforms[v].fromWindow!.apply(window)
  }

  private func exactInside(_ v: Int, column: Int, row: Int) -> Bool {
    scene.ownRegionContains(v, viewPoint(v, grid.centre(column: column, row: row)))
  }

  /// The exact test of one component of v's classifier (see `classifier(_:)` for the order).
  private func sample(_ v: Int, component: Int, column: Int, row: Int) -> Bool {
    let p = viewPoint(v, grid.centre(column: column, row: row))
    let g = scene.geometry[v]
    switch mode[v] {
    case .region: return g.hitRegion.contains(p, yUp: g.isYUp)
    case .painted:
      // Only a filled shape has general outlines; it is always the first component.
      return g.shapePath.contains(p, yUp: g.isYUp)
    }
  }

  private func classifier(_ v: Int) -> RegionClassifier {
    if let c = classifiers[v] { return c }
    let c = makeClassifier(v)
    classifiers[v] = c
    return c
  }

  private func makeClassifier(_ v: Int) -> RegionClassifier {
    let g = scene.geometry[v]
    let toPixel = viewToPixel[v]
    let m = viewMargin[v]
    let finite = [toPixel.a, toPixel.b, toPixel.c, toPixel.d, toPixel.tx, toPixel.ty, m]
      .allSatisfy(\.isFinite)
    guard finite else {
      let everywhere = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
      return RegionClassifier(components: [.stroke([everywhere])], isUnion: true)
    }
    switch mode[v] {
    case .region:
      switch g.hitRegion {
      case .rect(let r):
        return RegionClassifier(
          components: [.shape(RegionClassifier.rectParts(r, viewMargin: m))], isUnion: false)
      case .path(let path):
        return RegionClassifier(
          components: [
            .shape(RegionClassifier.shapeParts(path, viewToPixel: toPixel, viewMargin: m))
          ], isUnion: false)
      }
    case .painted:
      var components: [RegionClassifier.Component] = []
      guard case .painted(let paint) = scene.rules[v].ownRegion else {
        return RegionClassifier(components: components, isUnion: true)
      }
      if paint.fills {
        components.append(
          .shape(RegionClassifier.shapeParts(g.shapePath, viewToPixel: toPixel, viewMargin: m)))
      }
      if let width = paint.strokeWidth {
        components.append(
          .stroke(
            RegionClassifier.strokeBoxes(
              g.shapePath, halfWidth: width / 2 + m, viewToPixel: toPixel,
              pixelMargin: pixelMargin)))
      }
      if let bounds = paint.labelBounds {
        components.append(.shape(RegionClassifier.rectParts(bounds, viewMargin: m)))
      }
      return RegionClassifier(components: components, isUnion: true)
    }
  }
}
