extension Scene {
  /// The view a click at `windowPoint` (window points) reaches: the same answer as
  /// `referenceHitView(_:)`, found through `index` so that subtrees whose window-space box misses
  /// the point are never converted into or tested.
  public func hitView(_ windowPoint: Point) -> ViewIndex? {
    guard let box = index.subtreeBox[Scene.root], HitIndex.closedContains(box, windowPoint) else {
      return nil
    }
    return indexedVisit(Scene.root, parentPoint: windowPoint, windowPoint: windowPoint)
  }

  /// `hit(v, p)` with pruning; `parentPoint` is in the parent's bounds space and `windowPoint`
  /// is the same point in window points (the space of the index's boxes).
  private func indexedVisit(_ v: ViewIndex, parentPoint: Point, windowPoint: Point) -> ViewIndex? {
    guard let fromParent = geometry[v].fromParent, Scene.gateVerdict(views[v]) == nil else {
      return nil
    }
    let p = fromParent.apply(parentPoint)
    let g = geometry[v]
    switch views[v].semantics {
    case .uikit, .appkit:
      let inside = g.hitRegion.contains(p, yUp: g.isYUp)
      let override = views[v].hitTestOverride
      if !inside && override != .outsideBounds { return nil }
      if let hit = firstIndexedChildHit(v, p, windowPoint) { return hit }
      if !inside { return nil }
      switch override {
      case .passthrough: return nil
      case .redirect(let target): return target
      case .standard, .outsideBounds: return v
      }
    case .swiftui:
      if views[v].contentShape != nil {
        guard g.hitRegion.contains(p, yUp: g.isYUp) else { return nil }
        return firstIndexedChildHit(v, p, windowPoint) ?? v
      }
      if let hit = firstIndexedChildHit(v, p, windowPoint) { return hit }
      return paintedAreaContains(v, p) == true ? v : nil
    }
  }

  @inline(__always)
  private func firstIndexedChildHit(_ v: ViewIndex, _ p: Point, _ windowPoint: Point) -> ViewIndex?
  {
    let children = views[v].children
    let slot = index.gridSlot[v]
    if slot >= 0 {
      for position in index.grids[Int(slot)].candidates(at: windowPoint) {
        let child = children[Int(position)]
        if let box = index.subtreeBox[child], HitIndex.closedContains(box, windowPoint),
          let hit = indexedVisit(child, parentPoint: p, windowPoint: windowPoint)
        {
          return hit
        }
      }
      return nil
    }
    for child in children.reversed() {
      if let box = index.subtreeBox[child], HitIndex.closedContains(box, windowPoint),
        let hit = indexedVisit(child, parentPoint: p, windowPoint: windowPoint)
      {
        return hit
      }
    }
    return nil
  }
}
