/// Window-space bounds that let a hit-test skip whole subtrees, built once per scene.
///
/// `subtreeBox[v]` (window points) holds every point at which `hit(v, p)` can return a view,
/// whatever the toggleable flags are, since flags change at run time and geometry does not:
/// - UIKit and AppKit: the view's hit region, since nothing in the subtree is returned outside
///   it; with `outsideBounds`, also the children's boxes.
/// - SwiftUI with a content shape: that shape.
/// - SwiftUI without: the children's boxes and the painted area.
/// Boxes are grown by a small margin so that rounding in the affine maps can never exclude a
/// point the exact test accepts. Views with many children also get a `ChildGrid`.
///
/// Every index compares equal to every other: an index is a function of its scene's views and
/// geometry (never of the flags taps change), which a scene's equality compares anyway, so two
/// scenes loaded separately from one file are equal (a save that changes nothing redraws and
/// audits nothing).
public final class HitIndex: Sendable, Equatable {
  public static func == (lhs: HitIndex, rhs: HitIndex) -> Bool { true }

  /// Per view, the conservative window-space box of its possible hits; nil: never hit.
  let subtreeBox: [Rect?]
  /// Per view, the position of its grid in `grids`, or -1 when it has too few children for one.
  let gridSlot: [Int32]
  /// Grids over the children of views with more than `ChildGrid.threshold` children.
  let grids: [ChildGrid]

  init(views: [ViewNode], geometry: [ViewGeometry]) {
    let count = views.count
    var toWindow = [AffineTransform](repeating: .identity, count: count)
    var singular = [Bool](repeating: false, count: count)
    for v in 0..<count {
      let g = geometry[v]
      if let parent = views[v].parent {
        toWindow[v] = g.toParent.concatenating(toWindow[parent])
        singular[v] = singular[parent] || g.fromParent == nil
      } else {
        toWindow[v] = g.toParent
        singular[v] = g.fromParent == nil
      }
    }
    var boxes = [Rect?](repeating: nil, count: count)
    for v in stride(from: count - 1, through: 0, by: -1) where !singular[v] {
      let view = views[v]
      let g = geometry[v]
      func window(_ r: Rect?) -> Rect? {
        guard let r else { return nil }
        return HitIndex.grown(toWindow[v].boundingBox(of: r))
      }
      func childrenBox() -> Rect? {
        var box: Rect? = nil
        for child in view.children {
          if let b = boxes[child] { box = box.map { $0.union(b) } ?? b }
        }
        return box
      }
      switch view.semantics {
      case .uikit, .appkit:
        let own = window(g.hitRegion.bounds)
        if view.hitTestOverride == .outsideBounds {
          boxes[v] = HitIndex.union(own, childrenBox())
        } else {
          boxes[v] = own
        }
      case .swiftui:
        if view.contentShape != nil {
          boxes[v] = window(g.hitRegion.bounds)
        } else {
          boxes[v] = HitIndex.union(childrenBox(), window(HitIndex.paintedBounds(view, g)))
        }
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

  /// The box of everything a SwiftUI view paints, in its bounds space; nil when it paints nothing.
  static func paintedBounds(_ view: ViewNode, _ g: ViewGeometry) -> Rect? {
    var box: Rect? = nil
    if view.fill?.isVisible ?? false { box = g.shapePath.bounds }
    if (view.stroke?.isVisible ?? false) && view.lineWidth > 0 {
      let stroked = g.shapePath.bounds.insetBy(-view.lineWidth / 2)
      box = box.map { $0.union(stroked) } ?? stroked
    }
    if !(view.label?.isEmpty ?? true) { box = box.map { $0.union(view.bounds) } ?? view.bounds }
    return box
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
