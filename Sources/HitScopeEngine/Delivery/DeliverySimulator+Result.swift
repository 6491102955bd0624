extension DeliverySimulator {
  /// The delivery as data, once the loop has run.
  func result() -> Delivery {
    let recognizers = pool.map { p in
      RecognizerOutcome(
        source: p.source, view: p.attached, kind: p.kind, transitions: p.transitions,
        pendingReason: p.state == .possible ? pendingReason(of: p) : nil)
    }
    return Delivery(
      touches: touches.map(\.delivery), recognizers: recognizers, fired: fired,
      scrolled: scrolled, notFired: notFired(), events: events)
  }

  private func pendingReason(of p: Participant) -> RecognizerReason {
    guard p.pending != nil, let i = pool.firstIndex(where: { $0.source == p.source }),
      let j = pool.indices.first(where: {
        $0 != i && pool[$0].state == .possible && mustWait(i, for: $0)
      })
    else { return .inProgress }
    return .waiting(for: pool[j].source)
  }

  /// What could have fired and did not: the handlers' taps and cells' selections of each touch,
  /// cells on the way that a control inside them kept the touch from, and recognizers with
  /// actions that never recognized.
  private func notFired() -> [NotFired] {
    var result: [NotFired] = []
    var listed: Set<Firing> = []
    func add(_ firing: Firing, _ reason: NotFiredReason) {
      guard !fired.contains(firing), listed.insert(firing).inserted else { return }
      result.append(NotFired(firing: firing, reason: reason))
    }
    for touch in touches {
      let hit = touch.delivery.hit
      guard case .view(let handler) = hit.handler else { continue }
      let node = scene.views[handler]
      let reason = touchReason(touch, handler: handler)
      if node.semantics != .swiftui && !node.onTap.isEmpty { add(.onTap(handler), reason) }
      if !node.onSelect.isEmpty && node.plays(.cell) {
        if let container = selectionContainer(of: handler),
          !scene.views[container].scroll.allowsSelection
        {
          add(.onSelect(handler), .selectionDisabled(container))
        } else if let scrolled, touch.done, touch.delivery.takenBy == nil,
          touch.delivery.phases.last?.phase == .ended
        {
          add(.onSelect(handler), .scrolled(scrolled))
        } else {
          add(.onSelect(handler), reason)
        }
      }
      for entry in hit.chain {
        guard case .view(let v) = entry, v != handler else { continue }
        if !scene.views[v].onSelect.isEmpty && scene.views[v].plays(.cell) {
          add(.onSelect(v), .handledBy(.view(handler)))
        }
      }
    }
    for p in pool {
      guard let firing = p.firing, !p.transitions.contains(where: { $0.state.tookGesture })
      else { continue }
      add(firing, p.state == .possible ? .notYet : .recognizerFailed(p.transitions.last!.reason))
    }
    // Recognizers under the touch on views it never reached (an image view's tap with user
    // interaction off): they saw nothing, and the user expected them to.
    for touch in touches {
      for missed in scene.missedRecognizerViews(at: touch.pressPoint, hit: touch.delivery.hit) {
        for (g, r) in scene.views[missed.view].gestures.enumerated() where !r.onRecognize.isEmpty {
          add(.onRecognize(RecognizerAddress(view: missed.view, index: g)), .unreached(missed))
        }
      }
    }
    return result
  }

  private func touchReason(_ touch: TouchProgress, handler: ViewIndex) -> NotFiredReason {
    if case .scrollPan(let v) = touch.delivery.takenBy { return .scrolled(v) }
    if let by = touch.delivery.takenBy { return .touchTaken(by: by) }
    if !touch.done { return .notYet }
    if touch.releasedOutside { return .releasedOutside }
    return .notYet
  }
}
