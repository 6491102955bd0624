/// The rules comparing where views are drawn with where they are hit: `outside-parent`,
/// `invisible-hit-area`, `overlapping-handlers`, `dead-gap`.
extension AuditContext {
  /// Whether hit-testing of `a` stops outside its region (so no descendant is hit there).
  private func regionBoundsSubtree(_ a: ViewIndex) -> Bool {
    let view = scene.views[a]
    switch view.semantics {
    case .uikit, .appkit: return view.hitTestOverride != .outsideBounds
    case .swiftui: return view.contentShape != nil
    }
  }

  func outsideParent() -> [AuditFinding] {
    handlers.compactMap { v in
      let label = label(of: v)
      let bounding = ancestors(of: v).filter(regionBoundsSubtree).compactMap {
        a -> (ViewIndex, AffineTransform)? in
        scene.windowToView(a).map { (a, $0) }
      }
      guard !bounding.isEmpty else { return nil }
      var dead = 0
      var culprits: [ViewIndex] = []
      for k in visiblePixels(v) where handlerLabels[k] != label {
        let w = grid.centre(column: k % grid.width, row: k / grid.width)
        // The nearest ancestor that excludes the point is the one the view sticks out of: the
        // card a badge hangs off, not the window or scroll view further up.
        guard
          let culprit = bounding.first(where: { a, toView in
            !scene.geometry[a].hitRegion.contains(toView.apply(w), yUp: scene.geometry[a].isYUp)
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
          "\(area(dead)) of \(id(v)) is drawn outside the hit region of \(whose) \(list(culprits)), where no click reaches it."
      )
    }
  }

  func invisibleHitArea() -> [AuditFinding] {
    let threshold = Int((options.minTarget * grid.scale) * (options.minTarget * grid.scale))
    var hitPixels = [[Int]](repeating: [], count: viewCount)
    for (k, v) in map.pixels.enumerated() where v > 0 { hitPixels[Int(v)].append(k) }
    var findings: [AuditFinding] = []
    for v in 1..<viewCount where hitPixels[v].count >= threshold {
      // A hit outset is a deliberate larger target around what is drawn (the outsets overlay
      // shows it); a content shape over views beneath is the Color.clear overlay bug.
      guard scene.views[v].hitOutset == nil else { continue }
      let end = subtreeEnds[v]
      let lineage = Set(ancestors(of: v))
      var blocked = 0
      var beneath: [ViewIndex: Int] = [:]
      for k in hitPixels[v] {
        let i = k % grid.width
        let j = k / grid.width
        if (v..<end).contains(where: { coverage.contains($0, i, j) }) { continue }
        var any = false
        for u in 0..<v where !lineage.contains(u) {
          if coverage.contains(u, i, j) {
            beneath[u, default: 0] += 1
            any = true
          }
        }
        if any { blocked += 1 }
      }
      guard blocked >= threshold else { continue }
      let ranked = beneath.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .prefix(3).map(\.key)
      // The touch targets it steals from first: they are what the finding is about.
      let victims = ranked.filter { scene.views[$0].isTouchTarget }
      let related = victims + ranked.filter { !scene.views[$0].isTouchTarget }
      let consequence =
        victims.isEmpty
        ? "" : ", so \(list(victims)) \(victims.count == 1 ? "loses" : "lose") those clicks"
      findings.append(
        AuditFinding(
          rule: .invisibleHitArea, view: v, related: related,
          message:
            "\(id(v)) takes clicks on \(area(blocked)) where it draws nothing visible, over \(list(related)) beneath it\(consequence).",
          severity: victims.isEmpty ? .warning : .error))
    }
    return findings
  }

  func overlappingHandlers() -> [AuditFinding] {
    let own = handlers.filter { label(of: $0) == Int32($0) }
    var findings: [AuditFinding] = []
    for h1 in own {
      let b1 = coverage.boxes[h1]
      guard b1.c0 < b1.c1 else { continue }
      for h2 in own where h2 != h1 && !isAncestor(h1, of: h2) && !isAncestor(h2, of: h1) {
        let b2 = coverage.boxes[h2]
        let c0 = max(b1.c0, b2.c0)
        let c1 = min(b1.c1, b2.c1)
        let r0 = max(b1.r0, b2.r0)
        let r1 = min(b1.r1, b2.r1)
        guard c0 < c1, r0 < r1 else { continue }
        var lost = 0
        for j in r0..<r1 {
          for i in c0..<c1
          where coverage.contains(h1, i, j) && coverage.contains(h2, i, j)
            && handlerLabels[j * grid.width + i] == Int32(h2)
          {
            lost += 1
          }
        }
        guard lost > 0 else { continue }
        findings.append(
          AuditFinding(
            rule: .overlappingHandlers, view: h1, related: [h2],
            message:
              "\(id(h1)) and \(id(h2)) are drawn over each other on \(area(lost)), and clicks there go to \(id(h2))."
          ))
      }
    }
    return findings
  }

  func deadGap() -> [AuditFinding] {
    handlers.compactMap { v in
      let view = scene.views[v]
      guard view.semantics == .swiftui, view.contentShape == nil, !view.children.isEmpty,
        let toView = scene.windowToView(v)
      else { return nil }
      let label = label(of: v)
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
          guard handlerLabels[k] != label else { continue }
          let p = toView.apply(grid.centre(column: i, row: j))
          guard view.bounds.contains(p, yUp: view.isYUp) else { continue }
          if (v + 1..<end).contains(where: { coverage.contains($0, i, j) }) { continue }
          gap.append(k)
        }
      }
      guard !gap.isEmpty else { return nil }
      let takers = topHits(at: gap)
      let goes = takers.isEmpty ? "reach no view" : "go to \(list(takers))"
      return AuditFinding(
        rule: .deadGap, view: v, related: takers,
        message:
          "Clicks on \(area(gap.count)) of gaps between the children of \(id(v)) \(goes); add .contentShape(Rectangle()) so the whole container takes them."
      )
    }
  }
}
