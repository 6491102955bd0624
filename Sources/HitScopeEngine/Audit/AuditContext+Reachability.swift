/// The rules about where a handler's clicks go: `unreachable`, `occluded`, `small-target`.
extension AuditContext {
  func unreachable() -> [AuditFinding] {
    handlers.compactMap { v in
      guard handledPixels[Int(label(of: v))] == 0 else { return nil }
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
      let lost = visible.filter { handlerLabels[$0] != label }
      let fraction = 1 - Double(lost.count) / Double(visible.count)
      guard fraction < 0.5 else { return nil }
      let takers = topHits(at: lost)
      let percent = Int((fraction * 100).rounded(.down))
      let rest =
        takers.isEmpty
        ? "clicks on the rest reach no view" : "the rest goes to \(list(takers))"
      return AuditFinding(
        rule: .occluded, view: v, related: takers,
        message: "Only \(percent)% of the visible area of \(id(v)) takes its clicks; \(rest).")
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
