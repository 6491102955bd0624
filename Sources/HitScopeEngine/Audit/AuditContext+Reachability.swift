/// The rules about where a target's taps go: `unreachable`, `occluded`, `small-target`.
extension AuditContext {
  /// Targets that handle touches, are visible, and that no tap anywhere reaches.
  func unreachable() -> [AuditFinding] {
    targets.compactMap { v in
      // A view nobody can see (scrolled out of a clipping scroll view, off the window, hidden)
      // is not expected to take taps; recognizer-unreachable speaks of views whose recognizers
      // are what takes them.
      guard reachesAsHandler(v), reachCount(v) == 0, subtreeIsVisible(v), !takenByOwnParts(v)
      else { return nil }
      let cause = UnreachableCause(view: v, in: self)
      return AuditFinding(
        rule: .unreachable, view: v, related: cause.related,
        message: "No \(tap) reaches \(id(v)): \(cause.reason).")
    }
  }

  /// Whether every tap on `v`'s visible area goes to the framework's own parts inside it (a
  /// stepper's halves): the control works through them, which is not a bug.
  private func takenByOwnParts(_ v: ViewIndex) -> Bool {
    let end = subtreeEnds[v]
    var any = false
    for k in visiblePixelsOrSubtree(v) {
      let t = Int(map.pixels[k])
      guard t > v, t < end, ClassBase.isPrivate(scene.views[t].type) else { return false }
      any = true
    }
    return any
  }

  /// Targets most of whose visible area sends taps to a view drawn in front of them.
  func occluded() -> [AuditFinding] {
    targets.compactMap { v in
      guard reachCount(v) > 0 else { return nil }
      let visible = visiblePixelsOrSubtree(v)
      guard !visible.isEmpty else { return nil }
      // Covered: the tap goes to a view drawn in front of v, outside its subtree. Taps lost
      // to an ancestor or to nothing are the view being cut off, which outside-parent reports.
      let end = subtreeEnds[v]
      let covered = visible.filter { !reaches(v, $0) && Int(map.pixels[$0]) >= end }
      guard 2 * covered.count > visible.count else { return nil }
      let reached = visible.filter { reaches(v, $0) }.count
      let takers = topHits(at: covered)
      let percent = Int((Double(reached) / Double(visible.count) * 100).rounded(.down))
      let coveredPercent = Int((Double(covered.count) / Double(visible.count) * 100).rounded())
      let verb = takers.count == 1 ? "takes" : "take"
      return AuditFinding(
        rule: .occluded, view: v, related: takers,
        message:
          "Only \(percent)% of the visible area of \(id(v)) takes its \(tap)s; \(list(takers)), on top of it, \(verb) \(coveredPercent)%."
      )
    }
  }

  /// Whether the platform sets `v`'s size (a switch, a stepper, a window's close button): the
  /// app cannot make it larger, so its size is not judged.
  func isSystemSized(_ v: ViewIndex) -> Bool {
    scene.views[v].isKind(of: ViewClass.systemSized)
  }

  /// Targets whose largest square of reachable pixels is under the comfortable side (a warning)
  /// or the platform's minimum (an error). A target big enough by itself whose reachable part
  /// is small only because a view in `cutByOtherFindings` takes part of it, or a clipping scroll
  /// view or the window's edge shows only part of it, is left out.
  func smallTarget(cutByOtherFindings: Set<ViewIndex>) -> [AuditFinding] {
    let sides = LargestSquare.sides(
      labels: handlerLabels, width: grid.width, height: grid.height, labelCount: 2 * viewCount)
    let bar = max(comfortable, minimum)
    return targets.compactMap { v in
      guard reachCount(v) > 0, !isSystemSized(v) else { return nil }
      let widthOnly = scene.views[v].isKind(of: ViewClass.systemHeight)
      let side: Double
      if widthOnly {
        guard let b = reachBoxes[v] else { return nil }
        side = Double(b.c1 - b.c0) / grid.scale
      } else {
        side = Double(reachesAsHandler(v) ? sides[v] : reachSquare(v)) / grid.scale
      }
      guard side < bar else { return nil }
      let ownSide = widthOnly ? ownRegionWidth(v) : ownRegionSide(v)
      if ownSide >= bar {
        let shownSide =
          widthOnly ? ownRegionWidth(v, shownOnly: true) : ownRegionSide(v, shownOnly: true)
        guard !cutByOtherFindings.contains(v), shownSide >= bar else { return nil }
      }
      let s = side.shortDescription
      let size = comfortable.shortDescription
      let small = minimum.shortDescription
      let platform = scene.platform.rawValue
      let what =
        widthOnly
        ? "The \(tap)s that reach \(id(v)) span \(s) pt across (its height is the system's), under the"
        : "The largest square of \(tap)s that reach \(id(v)) is \(s)x\(s) pt, under the"
      let message =
        side < minimum
        ? "\(what) \(small)x\(small) pt minimum for \(platform)."
        : "\(what) \(size)x\(size) pt \(options.minTarget == nil ? "default for \(platform)" : "asked for")."
      return AuditFinding(
        rule: .smallTarget, view: v, related: [], message: message,
        severity: side < minimum ? .error : .warning)
    }
  }

  /// The side in pixels of the largest square of pixels where taps land on `v` or inside it.
  private func reachSquare(_ v: ViewIndex) -> Int {
    guard let b = reachBoxes[v] else { return 0 }
    let w = b.c1 - b.c0
    let h = b.r1 - b.r0
    var mask = [Bool](repeating: false, count: w * h)
    for j in b.r0..<b.r1 {
      for i in b.c0..<b.c1 where reaches(v, j * grid.width + i) {
        mask[(j - b.r0) * w + (i - b.c0)] = true
      }
    }
    return LargestSquare.side(mask: mask, width: w, height: h)
  }

  /// The width, in points, of `v`'s own hit region's box in the window; with `shownOnly`, of its
  /// part on the canvas.
  func ownRegionWidth(_ v: ViewIndex, shownOnly: Bool = false) -> Double {
    let box = scene.viewToWindow(v).boundingBox(of: scene.geometry[v].hitRegion.bounds)
    guard shownOnly else { return box.width }
    return max(0, min(box.maxX, scene.canvas.width) - max(box.minX, 0))
  }

  /// The side, in points, of the largest square `v`'s own hit region holds on the map's grid,
  /// whatever covers or cuts it off; with `shownOnly`, counting only the part on the canvas and
  /// inside every ancestor that clips (what scrolling has brought into view).
  func ownRegionSide(_ v: ViewIndex, shownOnly: Bool = false) -> Double {
    guard let toView = scene.windowToView(v) else { return 0 }
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
    guard w > 0, h > 0, w * h <= 16 * grid.width * grid.height else { return 0 }
    let clippers: [(AffineTransform, ViewIndex)] =
      shownOnly
      ? ([v] + ancestors(of: v)).filter { scene.views[$0].clipsToBounds }.compactMap { a in
        scene.windowToView(a).map { ($0, a) }
      } : []
    var mask = [Bool](repeating: false, count: w * h)
    for j in 0..<h {
      for i in 0..<w {
        let window = grid.centre(column: c0 + i, row: r0 + j)
        guard g.hitRegion.contains(toView.apply(window), yUp: g.isYUp) else { continue }
        let clipped = clippers.contains { toClipper, a in
          !scene.views[a].bounds.contains(toClipper.apply(window), yUp: scene.views[a].isYUp)
        }
        if !clipped { mask[j * w + i] = true }
      }
    }
    return Double(LargestSquare.side(mask: mask, width: w, height: h)) / s
  }
}
