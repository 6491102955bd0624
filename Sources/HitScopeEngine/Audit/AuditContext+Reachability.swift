/// The rules about where a handler's clicks go: `unreachable`, `occluded`, `small-target`.
extension AuditContext {
  func unreachable() -> [AuditFinding] {
    handlers.compactMap { v in
      // A view nobody can see (scrolled out of a clipping scroll view, off the window, hidden)
      // is not expected to take taps.
      guard handledPixels[Int(label(of: v))] == 0, subtreeIsVisible(v) else { return nil }
      let cause = UnreachableCause(view: v, in: self)
      return AuditFinding(
        rule: .unreachable, view: v, related: cause.related,
        message: "No click reaches \(id(v)): \(cause.reason).")
    }
  }

  func occluded() -> [AuditFinding] {
    handlers.compactMap { v in
      let label = label(of: v)
      guard handledPixels[Int(label)] > 0 else { return nil }
      let visible = visiblePixels(v)
      guard !visible.isEmpty else { return nil }
      // Covered: the click goes to a view drawn in front of v, outside its subtree. Clicks lost
      // to an ancestor or to nothing are the view being cut off, which outside-parent reports.
      let end = subtreeEnds[v]
      let covered = visible.filter {
        handlerLabels[$0] != label && Int(map.pixels[$0]) >= end
      }
      guard 2 * covered.count > visible.count else { return nil }
      let reached = visible.count - visible.filter { handlerLabels[$0] != label }.count
      let takers = topHits(at: covered)
      let percent = Int((Double(reached) / Double(visible.count) * 100).rounded(.down))
      let coveredPercent = Int((Double(covered.count) / Double(visible.count) * 100).rounded())
      let verb = takers.count == 1 ? "takes" : "take"
      return AuditFinding(
        rule: .occluded, view: v, related: takers,
        message:
          "Only \(percent)% of the visible area of \(id(v)) takes its clicks; \(list(takers)), on top of it, \(verb) \(coveredPercent)%."
      )
    }
  }

  func smallTarget() -> [AuditFinding] {
    let sides = LargestSquare.sides(
      labels: handlerLabels, width: grid.width, height: grid.height, labelCount: 2 * viewCount)
    let minimum = options.minTarget
    return handlers.compactMap { v in
      let label = Int(label(of: v))
      guard handledPixels[label] > 0 else { return nil }
      let side = Double(sides[label]) / grid.scale
      guard side < minimum else { return nil }
      let s = side.shortDescription
      let m = minimum.shortDescription
      return AuditFinding(
        rule: .smallTarget, view: v, related: [],
        message:
          "The largest square of clicks that reach \(id(v)) is \(s)x\(s) pt, under the \(m)x\(m) pt minimum."
      )
    }
  }
}
