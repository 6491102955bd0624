extension Scene {
  /// Routes a click at `windowPoint` (window points: the canvas' top-left corner is (0, 0), y
  /// down) through the hierarchy by the rules of each view's semantics.
  ///
  /// With `recordTrace`, the result lists every visited view in pre-order with its final verdict.
  public func hitTest(_ windowPoint: Point, recordTrace: Bool = true) -> HitTestResult {
    var trace: [TraceVisit] = []
    let hit: ViewIndex?
    if recordTrace {
      hit = visit(Scene.root, parentPoint: windowPoint, trace: &trace, recording: true)
    } else {
      hit = hitView(windowPoint)
    }
    let chain = hit.map { responderChain(from: $0) } ?? []
    return HitTestResult(
      point: windowPoint, hit: hit, trace: trace, chain: chain, handler: handler(in: chain))
  }

  /// The view a click at `windowPoint` reaches, by the plain recursion of the rules without any
  /// index: the reference that `hitView(_:)` must always agree with.
  public func referenceHitView(_ windowPoint: Point) -> ViewIndex? {
    var unused: [TraceVisit] = []
    return visit(Scene.root, parentPoint: windowPoint, trace: &unused, recording: false)
  }

  /// `hit(v, p)` of the scene format, with `parentPoint` in the parent's bounds space.
  private func visit(
    _ v: ViewIndex, parentPoint: Point, trace: inout [TraceVisit], recording: Bool
  ) -> ViewIndex? {
    let view = views[v]
    let geometry = self.geometry[v]
    let slot = trace.count
    guard let fromParent = geometry.fromParent else {
      if recording { trace.append(TraceVisit(view: v, point: nil, verdict: .outside)) }
      return nil
    }
    let p = fromParent.apply(parentPoint)
    if recording { trace.append(TraceVisit(view: v, point: p, verdict: .outside)) }

    func finish(_ verdict: Verdict, _ result: ViewIndex?) -> ViewIndex? {
      if recording { trace[slot].verdict = verdict }
      return result
    }
    func firstChildHit() -> ViewIndex? {
      for child in view.children.reversed() {
        if let hit = visit(child, parentPoint: p, trace: &trace, recording: recording) {
          return hit
        }
      }
      return nil
    }

    switch view.semantics {
    case .uikit, .appkit:
      if let verdict = Scene.gateVerdict(view) { return finish(verdict, nil) }
      let inside = geometry.hitRegion.contains(p, yUp: geometry.isYUp)
      let outsideBounds = view.hitTestOverride == .outsideBounds
      if !inside && !outsideBounds { return finish(.outside, nil) }
      if let hit = firstChildHit() { return finish(.descended, hit) }
      if !inside { return finish(.outside, nil) }
      switch view.hitTestOverride {
      case .passthrough: return finish(.passthrough, nil)
      case .redirect(let target): return finish(.redirected, target)
      case .standard, .outsideBounds: return finish(.hit, v)
      }
    case .swiftui:
      if let verdict = Scene.gateVerdict(view) { return finish(verdict, nil) }
      if case .path(let shape) = geometry.hitRegion, view.contentShape != nil {
        guard shape.contains(p, yUp: geometry.isYUp) else { return finish(.outside, nil) }
        if let hit = firstChildHit() { return finish(.descended, hit) }
        return finish(.hit, v)
      }
      if let hit = firstChildHit() { return finish(.descended, hit) }
      switch paintedAreaContains(v, p) {
      case .some(true): return finish(.hit, v)
      case .some(false): return finish(.outside, nil)
      case .none: return finish(.noRegion, nil)
      }
    }
  }

  /// The verdict of the flag checks that come before any geometry (step 1 of each rule set),
  /// in the spec's order, or nil when the view may be hit.
  @inline(__always)
  public static func gateVerdict(_ view: ViewNode) -> Verdict? {
    switch view.semantics {
    case .uikit:
      if view.isHidden { return .hidden }
      if !view.userInteractionEnabled { return .interactionDisabled }
      // CALayer.opacity is a Float; Float(0.01) is just below the double 0.01.
      if Double(Float(view.alpha)) < 0.01 { return .transparent }
      if !view.allowsHitTesting { return .hitTestingDisabled }
    case .swiftui:
      if view.isHidden { return .hidden }
      if view.alpha < 0.001 { return .transparent }
      if !view.allowsHitTesting { return .hitTestingDisabled }
    case .appkit:
      if view.isHidden { return .hidden }
    }
    return nil
  }

  /// SwiftUI: whether `p` (in `v`'s bounds space) lies in what `v` paints: its filled shape, its
  /// stroke band, its bounds when it has a label. Nil when it paints nothing at all.
  func paintedAreaContains(_ v: ViewIndex, _ p: Point) -> Bool? {
    let view = views[v]
    let geometry = self.geometry[v]
    let fills = view.fill?.isVisible ?? false
    let strokes = (view.stroke?.isVisible ?? false) && view.lineWidth > 0
    let labels = !(view.label?.isEmpty ?? true)
    guard fills || strokes || labels else { return nil }
    if labels && view.bounds.contains(p, yUp: geometry.isYUp) { return true }
    if fills && geometry.shapePath.contains(p, yUp: geometry.isYUp) { return true }
    if strokes && geometry.shapePath.strokeContains(p, lineWidth: view.lineWidth) { return true }
    return false
  }
}
