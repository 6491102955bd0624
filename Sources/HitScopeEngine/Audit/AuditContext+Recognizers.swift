/// `recognizer-unreachable`: recognizers on a view that no tap reaches.
extension AuditContext {
  /// Per view shown on the canvas whose enabled recognizers never see a touch (no tap lands on
  /// it or inside it), one finding naming them and the cause, read from the hit-test at the
  /// view's centre (else the middle of what it shows); an error when one of them has actions.
  func recognizerUnreachable() -> [AuditFinding] {
    scene.views.indices.compactMap { v in
      let recognizers = scene.views[v].gestures.filter(\.isEnabled)
      guard !recognizers.isEmpty, subtreeHits[v] == 0, ownRegionSide(v, shownOnly: true) > 0
      else { return nil }
      let names = recognizers.map(\.id)
      let joined =
        names.count == 1
        ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
      let cause = recognizerCause(v)
      let fix = cause.fix.map { " Fix: \($0)." } ?? ""
      return AuditFinding(
        rule: .recognizerUnreachable, view: v, related: cause.related,
        message:
          "\(joined) on \(id(v)) \(names.count == 1 ? "never sees" : "never see") a touch: \(cause.reason).\(fix)",
        severity: recognizers.contains { !$0.onRecognize.isEmpty } ? .error : .warning)
    }
  }

  /// Why no touch reaches `v`, the views involved, and the fix in its semantics' words.
  private func recognizerCause(_ v: ViewIndex) -> (
    reason: String, related: [ViewIndex], fix: String?
  ) {
    let centre = scene.viewToWindow(v).apply(scene.views[v].bounds.center)
    let points = [centre] + visiblePointsNearTheMiddle(of: v, limit: 4)
    for point in points where scene.canvasContains(point) {
      let result = scene.hitTest(point)
      guard let missed = scene.missedView(v, in: result) else {
        continue
      }
      let owner = missed.blockedBy ?? v
      switch missed.reason {
      case .covered:
        let cover = missed.blockedBy.map(id) ?? "another view"
        return (
          "\(id(v)) is covered by \(cover), which takes the \(tap)",
          missed.blockedBy.map { [$0] } ?? [],
          "move \(id(v)) in front of \(cover), or stop \(cover) taking \(tap)s there"
        )
      case .verdict(.outside):
        return (
          "\(id(v)) lies outside the hit region of \(id(owner)), where hit-testing never descends",
          [owner], "make \(id(owner)) contain \(id(v))"
        )
      case .verdict(.passthrough), .verdict(.redirected):
        return ("\(id(v))'s hitTest override turns the touch away", [], nil)
      case .verdict(let verdict):
        let related = missed.blockedBy.map { [$0] } ?? []
        return (
          "\(id(owner)) \(scene.flagPhrase(verdict, of: owner))", related,
          flagFix(verdict, of: owner)
        )
      }
    }
    return ("no \(tap) lands on \(id(v)) or inside it", [], nil)
  }

  /// How to undo the flag that turns touches away from `v`.
  private func flagFix(_ verdict: Verdict, of v: ViewIndex) -> String? {
    let name = id(v)
    switch verdict {
    case .interactionDisabled: return "set \(name).isUserInteractionEnabled = true"
    case .hitTestingDisabled: return "remove .allowsHitTesting(false) from \(name)"
    case .hidden: return "show \(name) before it is meant to be \(tap)ped, or move the recognizer"
    case .transparent: return "raise \(name)'s alpha, or move the recognizer"
    default: return nil
    }
  }
}
