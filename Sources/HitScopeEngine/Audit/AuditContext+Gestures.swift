/// `gesture-steals-tap` and `tap-waits`: a tap simulated at each tap target's reachable centre.
extension AuditContext {
  /// Every `gesture-steals-tap` finding, then every `tap-waits` one, each by view. The targets
  /// one recognizer takes taps from are one finding on that recognizer's view.
  func gestureConflicts() -> [AuditFinding] {
    var steals: [(finding: AuditFinding, thief: RecognizerSource)] = []
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
      if isTarget, let stolen = stolenTap(of: v, in: delivery) { steals.append(stolen) }
      if let finding = waitingTap(of: v, in: delivery) { waits.append(finding) }
    }
    return oneFindingPerThief(steals) + waits
  }

  /// The steals of one recognizer as one finding on its view, naming every target it takes
  /// taps from; a recognizer that takes one target's taps keeps the finding on that target.
  private func oneFindingPerThief(_ steals: [(finding: AuditFinding, thief: RecognizerSource)])
    -> [AuditFinding]
  {
    var order: [RecognizerSource] = []
    var byThief: [RecognizerSource: [ViewIndex]] = [:]
    for (finding, thief) in steals {
      if byThief[thief] == nil { order.append(thief) }
      byThief[thief, default: []].append(finding.view)
    }
    return order.map { thief in
      let victims = byThief[thief]!
      let first = steals.first { $0.thief == thief }!.finding
      guard victims.count > 1 else { return first }
      let on = thief.view
      return AuditFinding(
        rule: .gestureStealsTap, view: on, related: victims,
        message:
          "\(thief.id(in: scene)) on \(id(on)) recognizes a \(tap) at the centre of \(list(victims))"
          + " and takes the touch, so none of them fires its own action. Fix: \(fix(for: thief, on: on, target: nil))."
      )
    }
  }

  /// The point of the hit map nearest to `v`'s centre where a tap ends at `v` (its handler
  /// when `asHandler`, else a hit on `v` or inside it), in window points.
  func reachableCentre(of v: ViewIndex, asHandler: Bool) -> Point? {
    guard let b = reachBoxes[v] else { return nil }
    let centre = scene.viewToWindow(v).apply(scene.views[v].bounds.center)
    let end = subtreeEnds[v]
    var best: (Double, Point)? = nil
    for j in b.r0..<b.r1 {
      for i in b.c0..<b.c1 {
        let k = j * grid.width + i
        let reaches: Bool
        if asHandler {
          reaches = handlerLabels[k] == Int32(v)
        } else {
          let hit = Int(map.pixels[k])
          reaches = hit >= v && hit < end
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
  private func stolenTap(of v: ViewIndex, in delivery: Delivery) -> (
    finding: AuditFinding, thief: RecognizerSource
  )? {
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
    let finding = AuditFinding(
      rule: .gestureStealsTap, view: v, related: [outcome.view],
      message:
        "A \(tap) at the centre of \(id(v)) fires nothing of its own: \(name) on \(on) recognizes it"
        + " and takes the touch. Fix: \(fix(for: thief, on: outcome.view, target: v)).")
    return (finding, thief)
  }

  /// The fix users apply, by what the recognizer is; `target` is the one view it takes taps
  /// from, nil for several.
  private func fix(for source: RecognizerSource, on view: ViewIndex, target: ViewIndex?) -> String {
    let name = source.id(in: scene)
    let them = target.map(id) ?? "them"
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
          "attach it with .simultaneousGesture, or to a view that does not contain \(them)"
      case .uikit:
        return "set \(name).cancelsTouchesInView = false, give it a delegate that ignores touches"
          + " in \(them) (ignoresTouchesIn), or move it off \(id(view))"
      }
    case .onTap(let v):
      return "use .simultaneousGesture(TapGesture()) on \(id(v)), or attach the tap to a view that"
        + " does not contain \(them)"
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
      let single = outcome.source.id(in: scene)
      let double = waited.id(in: scene)
      let fix: String
      switch scene.views[v].semantics {
      case .uikit:
        fix =
          "drop \(single)'s require(toFail: \(double)) if both may run, or keep the double tap"
          + " off views that need a quick single tap"
      case .appkit:
        fix =
          "stop \(single) waiting for \(double) to fail (its delegate's"
          + " shouldRequireFailureOf) if both may run, or keep the double click off \(id(v))"
      case .swiftui:
        fix = "move the double tap \(double) off the views around \(id(v))"
      }
      return waitFinding(v, waiting: single, for: waited, fix: fix)
    }
    // UIKit: the handler's `ended` held back by a 2-tap recognizer's delaysTouchesEnded.
    guard let touch = delivery.touches.first, touch.hit.handler == .view(v),
      delivery.fired.contains(.onTap(v)) || delivery.fired.contains(.onSelect(v)),
      let ended = touch.phases.last, ended.phase == .ended,
      let release = touch.releaseTime, ended.time > release
    else { return nil }
    for outcome in delivery.recognizers where outcome.reason == .noSecondTap {
      if isDoubleTap(outcome.source) {
        let double = outcome.source.id(in: scene)
        let fix =
          scene.views[outcome.source.view].semantics == .appkit
          ? "set \(double).delaysPrimaryMouseButtonEvents = false, or move the double click off"
            + " \(id(v))'s path"
          : "set \(double).delaysTouchesEnded = false, or move the double tap off \(id(v))'s path"
        return waitFinding(v, waiting: "\(id(v))'s action", for: outcome.source, fix: fix)
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
        "A single \(tap) on \(id(v)) waits for \(name) on \(on) to fail: \(waiting) runs only after"
        + " the double-\(tap) interval. Fix: \(fix).")
  }
}
