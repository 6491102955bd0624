/// The rules comparing where views are drawn with where they are hit: `outside-parent`,
/// `invisible-hit-area`, `overlapping-handlers`, `dead-gap`.
extension AuditContext {
  func outsideParent() -> [AuditFinding] {
    targets.compactMap { v in
      let bounding = ancestors(of: v).filter { scene.rules[$0].regionBoundsSubtree }.compactMap {
        a -> (ViewIndex, AffineTransform)? in
        scene.windowToView(a).map { (a, $0) }
      }
      guard !bounding.isEmpty else { return nil }
      var dead = 0
      var culprits: [ViewIndex] = []
      for k in visiblePixels(v) where !reaches(v, k) {
        let w = grid.centre(column: k % grid.width, row: k / grid.width)
        // The nearest ancestor that excludes the point is the one the view sticks out of: the
        // card a badge hangs off, not the window or scroll view further up.
        guard
          let culprit = bounding.first(where: { a, toView in
            !scene.ownRegionContains(a, toView.apply(w))
          })
        else { continue }
        dead += 1
        if !culprits.contains(culprit.0) { culprits.append(culprit.0) }
      }
      guard dead > 0 else { return nil }
      let whose = culprits.count == 1 ? scene.relation(of: culprits[0], to: v) : "its ancestors"
      return AuditFinding(
        rule: .outsideParent, view: v, related: culprits,
        message:
          "\(area(dead)) of \(id(v)) is drawn outside the hit region of \(whose) \(list(culprits)), where no \(tap) reaches it."
      )
    }
  }

  /// Views hit where neither they nor their subtree draw anything visible, over visible views
  /// beneath them: the clear overlay that swallows taps. The targets that lose taps (the
  /// target of what is drawn frontmost beneath each pixel) are named, largest loss first; with
  /// any, it is an error. Without any, only a view whose whole subtree draws nothing is reported
  /// (a warning: it swallows taps on empty space); a container drawing its content elsewhere
  /// takes taps meant for its own cell's background and nothing is lost. A target's own bounds
  /// over non-targets are where it is meant to be tapped (a SwiftUI `contentShape` over its
  /// label, a Button's label area); a hit outset is a deliberate larger target (the outsets
  /// overlay shows it).
  func invisibleHitArea() -> [AuditFinding] {
    let side = comfortable * grid.scale
    let threshold = Int(side * side)
    let victimThreshold = Int(max(1, 25 * grid.scale * grid.scale))
    var hitCounts = [Int](repeating: 0, count: viewCount)
    for v in map.pixels where v > 0 { hitCounts[Int(v)] += 1 }
    let candidates = (1..<viewCount).filter {
      hitCounts[$0] >= victimThreshold && scene.geometry[$0].hitRegionSource != .hitOutset
    }
    guard !candidates.isEmpty else { return [] }
    var hitPixels: [ViewIndex: [Int]] = [:]
    let wanted = Set(candidates)
    for (k, v) in map.pixels.enumerated() where wanted.contains(Int(v)) {
      hitPixels[Int(v), default: []].append(k)
    }
    var findings: [AuditFinding] = []
    for v in candidates {
      let end = subtreeEnds[v]
      let drawsNothing = !subtreeIsVisible(v)
      let ownBounds = isTarget[v] ? scene.windowToView(v) : nil
      let view = scene.views[v]
      var blocked = 0
      var losses: [ViewIndex: Int] = [:]
      var beneath: [ViewIndex: Int] = [:]
      for k in hitPixels[v] ?? [] {
        let i = k % grid.width
        let j = k / grid.width
        if tiles.anyVisible(in: v..<end, i, j) { continue }
        guard let top = tiles.topmost(before: v, i, j, skip: { isAncestor($0, of: v) }) else {
          continue
        }
        var victim = targetOf[top]
        if let t = victim, isAncestor(t, of: v) { victim = nil }
        if let t = victim {
          losses[t, default: 0] += 1
        } else {
          guard drawsNothing else { continue }
          if let toView = ownBounds,
            view.bounds.contains(toView.apply(grid.centre(column: i, row: j)), yUp: view.isYUp)
          {
            continue
          }
          beneath[top, default: 0] += 1
        }
        blocked += 1
      }
      let ranked = { (counts: [ViewIndex: Int]) in
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
      }
      let victims = ranked(losses.filter { $0.value >= victimThreshold })
      if victims.isEmpty && blocked < threshold { continue }
      let drawn = victims.isEmpty ? Array(ranked(beneath).prefix(3)) : victims
      let lost = victims.isEmpty ? blocked : victims.reduce(0) { $0 + losses[$1]! }
      let consequence =
        victims.isEmpty
        ? ", over \(list(drawn)) beneath it, which take no \(tap)s themselves"
        : ", so \(list(victims)) \(victims.count == 1 ? "loses" : "lose") those \(tap)s"
      findings.append(
        AuditFinding(
          rule: .invisibleHitArea, view: v, related: drawn,
          message:
            "\(id(v)) takes \(tap)s on \(area(lost)) where it draws nothing visible\(consequence). Fix: \(invisibleFix(v))",
          severity: victims.isEmpty ? .warning : .error))
    }
    return findings
  }

  /// How to stop `v` taking taps where it draws nothing, in its semantics' words.
  private func invisibleFix(_ v: ViewIndex) -> String {
    let name = id(v)
    if isTarget[v] {
      return scene.views[v].semantics == .swiftui
        ? "put \(name) behind the views it covers (as their .background), so they take their own \(tap)s."
        : "put \(name) behind the views it covers, or shrink its frame to what it draws."
    }
    switch scene.views[v].semantics {
    case .uikit:
      return "set \(name).isUserInteractionEnabled = false, or hide it while it shows nothing."
    case .swiftui: return "add .allowsHitTesting(false) to \(name)."
    case .appkit: return "return nil from \(name)'s hitTest(_:), or hide it while it shows nothing."
    }
  }

  /// Pairs of targets that handle touches themselves, drawn over each other, where taps on the
  /// pixels both draw go to the second: one finding per pair, by the first then the second in
  /// pre-order. One pass over the map asks, at each pixel a target handles, which other targets
  /// are drawn there.
  func overlappingHandlers() -> [AuditFinding] {
    let own = targets.filter(reachesAsHandler)
    var isOwn = [Bool](repeating: false, count: viewCount)
    for v in own { isOwn[v] = true }
    let drawn = VisibleTiles(coverage: coverage, views: own, plain: options.plain)
    // Per pair (h1, h2), keyed h1 * viewCount + h2: pixels both draw where taps go to h2.
    var lost: [Int: Int] = [:]
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        let h2 = Int(handlerLabels[j * grid.width + i])
        guard h2 >= 0, h2 < viewCount, isOwn[h2], coverage.contains(h2, i, j) else { continue }
        drawn.forEachVisible(i, j) { h1 in
          guard h1 != h2, !isAncestor(h1, of: h2), !isAncestor(h2, of: h1) else { return }
          lost[h1 * viewCount + h2, default: 0] += 1
        }
      }
    }
    return lost.keys.sorted().map { key in
      let h1 = key / viewCount
      let h2 = key % viewCount
      return AuditFinding(
        rule: .overlappingHandlers, view: h1, related: [h2],
        message:
          "\(id(h1)) and \(id(h2)) are drawn over each other on \(area(lost[key]!)), and \(tap)s there go to \(id(h2))."
      )
    }
  }

  func deadGap() -> [AuditFinding] {
    targets.compactMap { v in
      let view = scene.views[v]
      guard scene.rules[v].takesOnlyPaintedPoints, !view.children.isEmpty,
        let toView = scene.windowToView(v)
      else { return nil }
      let end = subtreeEnds[v]
      let box = scene.viewToWindow(v).boundingBox(of: view.bounds)
      let s = grid.scale
      let c0 = max(0, Int(max(-1, (box.minX * s).rounded(.down))))
      let c1 = min(grid.width, Int(min(Double(grid.width), (box.maxX * s).rounded(.up))))
      let r0 = max(0, Int(max(-1, (box.minY * s).rounded(.down))))
      let r1 = min(grid.height, Int(min(Double(grid.height), (box.maxY * s).rounded(.up))))
      guard c0 < c1, r0 < r1 else { return nil }
      var gap: [Int] = []
      for j in r0..<r1 {
        for i in c0..<c1 {
          let k = j * grid.width + i
          guard !reaches(v, k) else { continue }
          let p = toView.apply(grid.centre(column: i, row: j))
          guard view.bounds.contains(p, yUp: view.isYUp) else { continue }
          if tiles.anyVisible(in: v + 1..<end, i, j) { continue }
          gap.append(k)
        }
      }
      guard !gap.isEmpty else { return nil }
      let takers = topHits(at: gap)
      let goes = takers.isEmpty ? "reach no view" : "go to \(list(takers))"
      return AuditFinding(
        rule: .deadGap, view: v, related: takers,
        message:
          "\(tap.capitalized)s on \(area(gap.count)) of gaps between the children of \(id(v)) \(goes); add .contentShape(Rectangle()) so the whole container takes them."
      )
    }
  }
}
