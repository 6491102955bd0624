extension Scene {
  /// Routes a click at `windowPoint` (window points: the canvas' top-left corner is (0, 0), y
  /// down) through the hierarchy by the rules of each view's semantics.
  ///
  /// With `recordTrace`, the result lists every visited view in pre-order with its final verdict.
  public func hitTest(_ windowPoint: Point, recordTrace: Bool = true) -> HitTestResult {
    var trace: [TraceVisit] = []
    let hit: ViewIndex?
    if recordTrace {
      var recorder = TraceRecorder(transforms: windowTransforms)
      hit = walk(windowPoint, &recorder)
      trace = recorder.trace
    } else {
      hit = hitView(windowPoint)
    }
    let chain = hit.map { responderChain(from: $0) } ?? []
    return HitTestResult(
      point: windowPoint, hit: hit, trace: trace, chain: chain, handler: handler(in: chain))
  }

  /// The view a click at `windowPoint` reaches, by the plain walk of the rules without any
  /// index: the reference that `hitView(_:)` must always agree with.
  public func referenceHitView(_ windowPoint: Point) -> ViewIndex? {
    var plain = PlainWalk()
    return walk(windowPoint, &plain)
  }

  /// The view a click at `windowPoint` (window points) reaches: the same answer as
  /// `referenceHitView(_:)`, found through `index` so that subtrees whose window-space box misses
  /// the point are never converted into or tested.
  public func hitView(_ windowPoint: Point) -> ViewIndex? {
    var probe = IndexProbe()
    return walk(windowPoint, &probe)
  }
}

/// What one walk of the hit-testing rules records, and whether it prunes by the index.
protocol HitWalkVisitor {
  /// Whether the walk skips, unvisited, subtrees whose index box misses the window point (and
  /// asks a child grid which children to try).
  static var prunes: Bool { get }
  /// `v` is visited, with the point in its bounds space (nil when its transform is singular).
  mutating func visit(_ v: ViewIndex, point: Point?)
  /// `v`'s final verdict, after its subtree.
  mutating func decide(_ v: ViewIndex, _ verdict: Verdict)
}

/// The reference walk: no record, no pruning.
struct PlainWalk: HitWalkVisitor {
  static var prunes: Bool { false }
  func visit(_ v: ViewIndex, point: Point?) {}
  func decide(_ v: ViewIndex, _ verdict: Verdict) {}
}

/// The index's search: pruned by the subtree boxes, no record.
struct IndexProbe: HitWalkVisitor {
  static var prunes: Bool { true }
  func visit(_ v: ViewIndex, point: Point?) {}
  func decide(_ v: ViewIndex, _ verdict: Verdict) {}
}

/// The trace: every visited view in pre-order, its point, its map from the window and its final
/// verdict.
struct TraceRecorder: HitWalkVisitor {
  let transforms: [WindowTransform]
  var trace: [TraceVisit] = []
  /// The positions in `trace` of the views being decided, innermost last (a view is decided
  /// after its subtree).
  private var open: [Int] = []

  init(transforms: [WindowTransform]) { self.transforms = transforms }

  static var prunes: Bool { false }

  mutating func visit(_ v: ViewIndex, point: Point?) {
    open.append(trace.count)
    trace.append(
      TraceVisit(
        view: v, point: point, verdict: .outside,
        fromWindow: point == nil ? nil : transforms[v].fromWindow))
  }

  mutating func decide(_ v: ViewIndex, _ verdict: Verdict) {
    trace[open.removeLast()].verdict = verdict
  }
}

extension Scene {
  /// `hit(root, windowPoint)`: the one walk of the rules (`HitRule`) that every point query runs.
  /// Each visited view gets the window point through its own `WindowTransform.fromWindow`, the
  /// map the trace keeps, the hit map tests with and missed views carry the point by, so all of
  /// them see the same point at every view.
  func walk<V: HitWalkVisitor>(_ windowPoint: Point, _ visitor: inout V) -> ViewIndex? {
    if V.prunes {
      guard let box = index.subtreeBox[Scene.root], HitIndex.closedContains(box, windowPoint) else {
        return nil
      }
    }
    return walk(Scene.root, windowPoint, &visitor)
  }

  /// `hit(v, p)` of the scene format, with `windowPoint` the point in window points (the space of
  /// the index's boxes).
  private func walk<V: HitWalkVisitor>(
    _ v: ViewIndex, _ windowPoint: Point, _ visitor: inout V
  ) -> ViewIndex? {
    guard let fromWindow = windowTransforms[v].fromWindow else {
      visitor.visit(v, point: nil)
      visitor.decide(v, .outside)
      return nil
    }
    let rule = rules[v]
    if V.prunes && rule.gate != nil { return nil }
    let p = fromWindow.apply(windowPoint)
    visitor.visit(v, point: p)
    if let gate = rule.gate {
      visitor.decide(v, gate)
      return nil
    }
    let (verdict, hit) = rule.resolve(
      v, inside: { ownRegionContains(v, p) },
      children: { firstChildHit(v, windowPoint, &visitor) })
    visitor.decide(v, verdict)
    return hit
  }

  /// The first child result, frontmost first; pruned by the index when the visitor asks.
  @inline(__always)
  private func firstChildHit<V: HitWalkVisitor>(
    _ v: ViewIndex, _ windowPoint: Point, _ visitor: inout V
  ) -> ViewIndex? {
    let children = views[v].children
    guard V.prunes else {
      for child in children.reversed() {
        if let hit = walk(child, windowPoint, &visitor) { return hit }
      }
      return nil
    }
    let slot = index.gridSlot[v]
    if slot >= 0 {
      for position in index.grids[Int(slot)].candidates(at: windowPoint) {
        let child = children[Int(position)]
        if let box = index.subtreeBox[child], HitIndex.closedContains(box, windowPoint),
          let hit = walk(child, windowPoint, &visitor)
        {
          return hit
        }
      }
      return nil
    }
    for child in children.reversed() {
      if let box = index.subtreeBox[child], HitIndex.closedContains(box, windowPoint),
        let hit = walk(child, windowPoint, &visitor)
      {
        return hit
      }
    }
    return nil
  }
}
