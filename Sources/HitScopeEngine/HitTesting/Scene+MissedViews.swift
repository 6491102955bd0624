extension Scene {
  /// The views that would take a touch (`ViewNode.isTouchTarget`) whose own region holds the
  /// point of `result` but that did not get the click, with why; frontmost first (reverse
  /// pre-order: the order in which they are drawn, nearest the viewer first).
  ///
  /// A view's own region is where it alone would accept the point: its hit region under UIKit
  /// and AppKit; under SwiftUI its content shape, else its painted area. The point reaches each
  /// view through its `WindowTransform.fromWindow`, as in the hit-test's walk, so the answer
  /// agrees with the trace at every edge. The hit view and its ancestors are never listed.
  ///
  /// `result` must have been recorded with its trace (`hitTest(_:recordTrace: true)`) on this
  /// scene as it is now.
  public func missedViews(in result: HitTestResult) -> [MissedView] {
    precondition(
      !result.trace.isEmpty,
      "missedViews(in:) reads the trace; pass a result of hitTest(_:recordTrace: true).")
    var verdicts = [Verdict?](repeating: nil, count: views.count)
    for visit in result.trace { verdicts[visit.view] = visit.verdict }
    var lineage = Set<ViewIndex>()
    var up = result.hit
    while let v = up {
      lineage.insert(v)
      up = views[v].parent
    }
    var points = [Point?](repeating: nil, count: views.count)
    var missed: [MissedView] = []
    for v in views.indices {
      guard let p = windowTransforms[v].fromWindow?.apply(result.point) else { continue }
      points[v] = p
      guard views[v].isTouchTarget, !lineage.contains(v), ownRegionContains(v, p) else {
        continue
      }
      if let entry = missedEntry(v, in: result, verdict: { verdicts[$0] }, point: { points[$0] }) {
        missed.append(entry)
      }
    }
    return missed.reversed()
  }

  /// The entry `missedViews(in:)` lists for `v`, or nil when it lists none, found from `v`'s
  /// ancestors alone rather than the whole scene: for a caller that asks about one view at
  /// many points.
  public func missedView(_ v: ViewIndex, in result: HitTestResult) -> MissedView? {
    precondition(
      !result.trace.isEmpty,
      "missedView(_:in:) reads the trace; pass a result of hitTest(_:recordTrace: true).")
    var up = result.hit
    while let h = up {
      if h == v { return nil }
      up = views[h].parent
    }
    var chain: [ViewIndex] = []
    var a: ViewIndex? = v
    while let current = a {
      chain.append(current)
      a = views[current].parent
    }
    var points: [ViewIndex: Point] = [:]
    for current in chain {
      points[current] = windowTransforms[current].fromWindow?.apply(result.point)
    }
    guard let p = points[v], views[v].isTouchTarget, ownRegionContains(v, p) else { return nil }
    let onChain = Set(chain)
    var verdicts: [ViewIndex: Verdict] = [:]
    for visit in result.trace where onChain.contains(visit.view) {
      verdicts[visit.view] = visit.verdict
    }
    return missedEntry(v, in: result, verdict: { verdicts[$0] }, point: { points[$0] })
  }

  /// The views with recognizers that lie under the window point `p` where the touch `hit` did
  /// not reach them, with why: what the delivery says of recognizers that never saw the touch.
  /// Asks the full `missedViews` only when such a view's own region holds the point.
  public func missedRecognizerViews(at p: Point, hit: HitTestResult) -> [MissedView] {
    var lineage = Set<ViewIndex>()
    var up = hit.hit
    while let v = up {
      lineage.insert(v)
      up = views[v].parent
    }
    let candidates = Set(recognizerByID.values.map(\.view)).filter { v in
      !lineage.contains(v) && windowToView(v).map { ownRegionContains(v, $0.apply(p)) } == true
    }
    guard !candidates.isEmpty else { return [] }
    let traced = hit.trace.isEmpty ? hitTest(p, recordTrace: true) : hit
    return missedViews(in: traced).filter { candidates.contains($0.view) }
  }

  /// Why `v` did not get the click, read from the trace: the deepest view visited on the way
  /// from the window to `v` is where the hit-test turned away from it. Nil when `v` took part
  /// in the result after all.
  private func missedEntry(
    _ v: ViewIndex, in result: HitTestResult, verdict verdicts: (ViewIndex) -> Verdict?,
    point points: (ViewIndex) -> Point?
  ) -> MissedView? {
    let name = views[v].id
    let at = result.point.readableDescription
    if let own = verdicts(v) {
      switch own {
      case .hit, .descended:
        return nil
      case .redirected:
        let target = result.hit.map { views[$0].id } ?? "another view"
        return MissedView(
          view: v, blockedBy: nil, reason: .verdict(own),
          message:
            "\(name) contains \(at), but its hitTest override redirects the touch to \(target).")
      case .passthrough:
        return MissedView(
          view: v, blockedBy: nil, reason: .verdict(own),
          message:
            "\(name) contains \(at), but its hitTest override passes the touch through (returns nil)."
        )
      case .outside, .noRegion:
        // The own-region test and the hit-test disagree only where the point needs the view's
        // children to decide, which the region test already ruled out.
        return nil
      case .hidden, .interactionDisabled, .transparent, .hitTestingDisabled:
        return MissedView(
          view: v, blockedBy: nil, reason: .verdict(own),
          message: "\(name) contains \(at), but it \(flagPhrase(own, of: v)).")
      }
    }
    var blocker = views[v].parent
    while let a = blocker, verdicts(a) == nil { blocker = views[a].parent }
    guard let a = blocker, let verdict = verdicts(a) else {
      preconditionFailure(
        "The window view is always visited; the trace of this result is not from this scene.")
    }
    let whose = relation(of: a, to: v)
    let ancestor = views[a].id
    switch verdict {
    case .descended:
      guard let hit = result.hit else {
        preconditionFailure("A view that descended found a hit; the trace and the hit disagree.")
      }
      return MissedView(
        view: v, blockedBy: hit, reason: .covered,
        message:
          "\(name) contains \(at), but it is covered by \(views[hit].id), which takes the click.")
    case .outside:
      let limit = regionPhrase(of: a, at: points(a))
      return MissedView(
        view: v, blockedBy: a, reason: .verdict(verdict),
        message:
          "\(name) contains \(at), but \(limit.subject(whose: whose, ancestor)) does not, so \(frameworkName(a)) never asks it."
      )
    case .hidden, .interactionDisabled, .transparent, .hitTestingDisabled:
      return MissedView(
        view: v, blockedBy: a, reason: .verdict(verdict),
        message: "\(name) contains \(at), but \(whose) \(ancestor) \(flagPhrase(verdict, of: a)).")
    case .hit, .redirected, .passthrough, .noRegion:
      preconditionFailure(
        "\(ancestor) answered \(verdict.rawValue) only after asking all its children, yet one on the way to \(name) was never asked."
      )
    }
  }

  /// `its parent` when `a` is `v`'s parent, else `its ancestor`.
  func relation(of a: ViewIndex, to v: ViewIndex) -> String {
    views[v].parent == a ? "its parent" : "its ancestor"
  }

  /// How a view's flag turned the click away: `has user interaction disabled`.
  func flagPhrase(_ verdict: Verdict, of v: ViewIndex) -> String {
    let view = views[v]
    switch verdict {
    case .hidden:
      return "is hidden"
    case .interactionDisabled:
      // UILabel and UIImageView start with it off: the classic "my photo tap does nothing".
      guard
        let base = ViewClass.nonInteractiveByDefault.sorted().first(where: { view.isKind(of: [$0]) }
        )
      else { return "has user interaction disabled" }
      return "has user interaction disabled (\(base)'s default)"
    case .transparent:
      let limit = view.semantics == .swiftui ? "SwiftUI's 0.001" : "UIKit's 0.01"
      return "has alpha \(view.alpha.shortDescription), below \(limit)"
    case .hitTestingDisabled:
      return "has allowsHitTesting(false)"
    default:
      preconditionFailure("\(verdict.rawValue) is not a flag verdict; only flags have a phrase.")
    }
  }

  func frameworkName(_ v: ViewIndex) -> String {
    switch views[v].semantics {
    case .uikit: "UIKit"
    case .swiftui: "SwiftUI"
    case .appkit: "AppKit"
    }
  }

  /// What about `a`'s hit region leaves out `p` (in `a`'s bounds space).
  private func regionPhrase(of a: ViewIndex, at p: Point?) -> RegionLimit {
    guard case .rect(let r) = geometry[a].hitRegion, let p else { return .contentShape }
    let yUp = geometry[a].isYUp
    let xIn = p.x >= r.minX && p.x < r.maxX
    let yIn = yUp ? (p.y > r.minY && p.y <= r.maxY) : (p.y >= r.minY && p.y < r.maxY)
    let w = r.width.readableDescription
    let h = r.height.readableDescription
    if xIn && !yIn { return .size("\(h) pt tall") }
    if yIn && !xIn { return .size("\(w) pt wide") }
    return .size("\(w)x\(h) pt")
  }
}

/// The part of an ancestor's hit region a missed view's message names.
private enum RegionLimit {
  /// The region is the bounds (grown by `hitOutset`): its size.
  case size(String)
  /// The region is a content shape.
  case contentShape

  /// `its parent buttonStack (40 pt tall)` or `the contentShape of its parent card`.
  func subject(whose: String, _ ancestor: String) -> String {
    switch self {
    case .size(let size): "\(whose) \(ancestor) (\(size))"
    case .contentShape: "the contentShape of \(whose) \(ancestor)"
    }
  }
}
