/// `gesture-steals-tap` and `tap-waits`: a tap simulated at each tap target's reachable centre.
extension AuditContext {
  /// Every `gesture-steals-tap` finding, then every `tap-waits` one, each by view.
  func gestureConflicts() -> [AuditFinding] {
    var steals: [AuditFinding] = []
    var waits: [AuditFinding] = []
    for v in scene.views.indices {
      let node = scene.views[v]
      let isTarget =
        (node.handlesTouches && (node.isControl || !node.onTap.isEmpty))
        || (node.plays(.cell) && !node.onSelect.isEmpty)
      let hasSingleTapAction = node.gestures.contains {
        $0.kind == .tap && $0.taps == 1 && !$0.onRecognize.isEmpty
      }
      guard isTarget || hasSingleTapAction, let point = reachableCentre(of: v, asHandler: isTarget)
      else { continue }
      let delivery = scene.deliver(.tap, at: point).delivery
      if isTarget, let finding = stolenTap(of: v, in: delivery) { steals.append(finding) }
      if let finding = waitingTap(of: v, in: delivery) { waits.append(finding) }
    }
    return steals + waits
  }

  /// The point of the hit map nearest to `v`'s centre where a click ends at `v` (its handler
  /// label when `asHandler`, else a hit on `v` or inside it), in window points.
  func reachableCentre(of v: ViewIndex, asHandler: Bool) -> Point? {
    let centre = scene.viewToWindow(v).apply(scene.views[v].bounds.center)
    let want = label(of: v)
    var best: (Double, Point)? = nil
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        let k = j * grid.width + i
        let reaches: Bool
        if asHandler {
          reaches = handlerLabels[k] == want
        } else {
          let hit = Int(map.pixels[k])
          reaches = hit >= 0 && (hit == v || isAncestor(v, of: hit))
        }
        guard reaches else { continue }
        let p = grid.centre(column: i, row: j)
        let d = p.distance(to: centre)
        if best == nil || d < best!.0 { best = (d, p) }
      }
    }
    return best?.1
  }

  /// A tap on `v` that fires nothing of its own because a recognizer takes it.
  private func stolenTap(of v: ViewIndex, in delivery: Delivery) -> AuditFinding? {
    let own: Set<Firing> = [.onTap(v), .onSelect(v)]
    guard !delivery.fired.contains(where: own.contains) else { return nil }
    var thief: RecognizerSource? = nil
    if let touch = delivery.touches.first, touch.hit.handler == .view(v) {
      thief = touch.takenBy
    }
    if let mine = delivery.recognizers.first(where: { $0.source == .onTap(v) }) {
      switch mine.reason {
      case .excluded(let by), .requiredRecognized(let by): thief = by
      default: break
      }
    }
    guard let thief else { return nil }
    switch thief {
    case .scrollPan, .touchDelay: return nil
    case .declared, .onTap: break
    }
    guard let outcome = delivery.recognizers.first(where: { $0.source == thief }) else {
      return nil
    }
    let name = thief.id(in: scene)
    let on = id(outcome.view)
    return AuditFinding(
      rule: .gestureStealsTap, view: v, related: [outcome.view],
      message:
        "A tap at the centre of \(id(v)) fires nothing of its own: \(name) on \(on) recognizes it"
        + " and takes the touch. Fix: \(fix(for: thief, on: outcome.view, target: v)).")
  }

  /// The fix users apply, by what the recognizer is.
  private func fix(for source: RecognizerSource, on view: ViewIndex, target: ViewIndex) -> String {
    let name = source.id(in: scene)
    switch source {
    case .declared(let a):
      let r = scene.recognizer(at: a)
      switch scene.views[a.view].semantics {
      case .appkit:
        return "set \(name).delaysPrimaryMouseButtonEvents = false, or move it off \(id(view))"
      case .swiftui where r.priority == .high:
        return "attach it with .simultaneousGesture (or .gesture) instead of .highPriorityGesture"
      case .swiftui:
        return
          "attach it with .simultaneousGesture, or to a view that does not contain \(id(target))"
      case .uikit:
        return "set \(name).cancelsTouchesInView = false, give it a delegate that ignores touches"
          + " in \(id(target)) (ignoresTouchesIn), or move it off \(id(view))"
      }
    case .onTap(let v):
      return "use .simultaneousGesture(TapGesture()) on \(id(v)), or attach the tap to a view that"
        + " does not contain \(id(target))"
    case .scrollPan, .touchDelay:
      return "move the recognizer"
    }
  }

  /// A 1-tap action on `v` that waits for a 2-tap recognizer to fail.
  private func waitingTap(of v: ViewIndex, in delivery: Delivery) -> AuditFinding? {
    for outcome in delivery.recognizers where outcome.tookGesture {
      let mine: Bool
      switch outcome.source {
      case .onTap(let w): mine = w == v
      case .declared(let a):
        let r = scene.recognizer(at: a)
        mine = a.view == v && r.kind == .tap && r.taps == 1 && !r.onRecognize.isEmpty
      case .scrollPan, .touchDelay: mine = false
      }
      guard mine, let waited = outcome.waitedFor, isDoubleTap(waited) else { continue }
      return waitFinding(
        v, waiting: outcome.source.id(in: scene), for: waited,
        fix:
          "drop \(outcome.source.id(in: scene))'s require(toFail: \(waited.id(in: scene))) if both"
          + " may run, or keep the double tap off views that need a quick single tap")
    }
    // UIKit: the handler's `ended` held back by a 2-tap recognizer's delaysTouchesEnded.
    guard let touch = delivery.touches.first, touch.hit.handler == .view(v),
      delivery.fired.contains(.onTap(v)) || delivery.fired.contains(.onSelect(v)),
      let ended = touch.phases.last, ended.phase == .ended,
      let release = touch.releaseTime, ended.time > release
    else { return nil }
    for outcome in delivery.recognizers where outcome.reason == .noSecondTap {
      if isDoubleTap(outcome.source) {
        return waitFinding(
          v, waiting: "\(id(v))'s action", for: outcome.source,
          fix: "set \(outcome.source.id(in: scene)).delaysTouchesEnded = false, or move the double"
            + " tap off \(id(v))'s path")
      }
    }
    return nil
  }

  private func isDoubleTap(_ source: RecognizerSource) -> Bool {
    guard case .declared(let a) = source else { return false }
    let r = scene.recognizer(at: a)
    return r.countsTaps && r.taps >= 2
  }

  private func waitFinding(
    _ v: ViewIndex, waiting: String, for double: RecognizerSource, fix: String
  ) -> AuditFinding {
    let name = double.id(in: scene)
    let on = id(double.view)
    return AuditFinding(
      rule: .tapWaits, view: v, related: [double.view],
      message:
        "A single tap on \(id(v)) waits for \(name) on \(on) to fail: \(waiting) runs only after"
        + " the double-tap interval. Fix: \(fix).")
  }
}
