/// Window-space bounds that let a hit-test skip whole subtrees, built once per scene.
///
/// `subtreeBox[v]` (window points) holds every point at which `hit(v, p)` can return a view,
/// whatever the toggleable flags are, since flags change at run time and geometry does not: the
/// box of the view's own region (`HitRule.ownRegion`), and when that region does not bound the
/// subtree (`HitRule.regionBoundsSubtree`), the children's boxes too.
/// Boxes are grown by a small margin so that rounding in the affine maps can never exclude a
/// point the exact test accepts. Views with many children also get a `ChildGrid`.
public final class HitIndex: Sendable {
  /// Per view, the conservative window-space box of its possible hits; nil: never hit.
  let subtreeBox: [Rect?]
  /// Per view, the position of its grid in `grids`, or -1 when it has too few children for one.
  let gridSlot: [Int32]
  /// Grids over the children of views with more than `ChildGrid.threshold` children.
  let grids: [ChildGrid]

  init(
    views: [ViewNode], geometry: [ViewGeometry], rules: [HitRule], transforms: [WindowTransform]
  ) {
    let count = views.count
    var boxes = [Rect?](repeating: nil, count: count)
    for v in stride(from: count - 1, through: 0, by: -1) where transforms[v].fromWindow != nil {
      let own = rules[v].ownRegionBounds(geometry[v]).flatMap {
        HitIndex.grown(transforms[v].toWindow.boundingBox(of: $0))
      }
      if rules[v].regionBoundsSubtree {
        boxes[v] = own
      } else {
        var box = own
        for child in views[v].children {
          if let b = boxes[child] { box = box.map { $0.union(b) } ?? b }
        }
        boxes[v] = box
      }
    }
    var grids: [ChildGrid] = []
    var slots = [Int32](repeating: -1, count: count)
    for v in 0..<count where views[v].children.count > ChildGrid.threshold {
      slots[v] = Int32(grids.count)
      grids.append(ChildGrid(children: views[v].children, boxes: boxes))
    }
    subtreeBox = boxes
    gridSlot = slots
    self.grids = grids
  }

  static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
    guard let a else { return b }
    guard let b else { return a }
    return a.union(b)
  }

  /// Grows a box by an absolute and a relative margin, far above the rounding of a few affine
  /// maps and far below a pixel.
  static func grown(_ r: Rect) -> Rect? {
    guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return nil }
    let magnitude = max(abs(r.minX), abs(r.minY), abs(r.maxX), abs(r.maxY))
    let margin = 1e-6 + magnitude * 1e-9
    return Rect(
      x: r.minX - margin, y: r.minY - margin, width: r.width + 2 * margin,
      height: r.height + 2 * margin)
  }

  /// Whether `p` (window points) lies in the closed box.
  @inline(__always)
  static func closedContains(_ r: Rect, _ p: Point) -> Bool {
    p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
  }
}
