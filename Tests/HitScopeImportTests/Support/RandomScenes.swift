import Foundation
import HitScopeEngine
import HitScopeSynthetic

/// Seeded scenes of the kinds a dump can show, for round trips.
enum RandomScenes {
  /// A uikit window of nested views with transforms (rotations away from 45 degrees, scales),
  /// scroll offsets, clipping, hidden views, alphas, interaction off, controls and labels.
  static func uikit(seed: UInt64, count: Int = 40) -> Scene {
    var rng = SplitMix64(seed: seed)
    let canvas = Size(width: 200, height: 160)
    var views = [ViewNode(id: "root", type: "UIWindow", frame: Rect(origin: .zero, size: canvas))]
    let types = ["UIView", "UIView", "UIButton", "UILabel", "UIImageView", "UIView"]
    let angles = [0.0, 90, 180, 270, 30, -20, 60, 10]
    for i in 1..<count {
      var parent = Int.random(in: max(0, views.count - 6)..<views.count, using: &rng)
      if depth(of: parent, in: views) >= 5 {
        parent = Int.random(in: 0..<min(views.count, 8), using: &rng)
      }
      let p = views[parent].frame.size
      let w = Double(Int.random(in: 8...max(9, Int(p.width * 0.8)), using: &rng))
      let h = Double(Int.random(in: 8...max(9, Int(p.height * 0.8)), using: &rng))
      let x = Double(Int.random(in: -10...max(-9, Int(p.width - w / 2)), using: &rng))
      let y = Double(Int.random(in: -10...max(-9, Int(p.height - h / 2)), using: &rng))
      var node = ViewNode(
        id: "v\(i)", type: types.randomElement(using: &rng)!,
        frame: Rect(x: x, y: y, width: w, height: h), parent: parent)
      if Double.random(in: 0..<1, using: &rng) < 0.3 {
        let angle = angles.randomElement(using: &rng)! * .pi / 180
        let s = [1.0, 1.5, 0.5].randomElement(using: &rng)!
        node.transform = AffineTransform(
          a: s * cos(angle), b: s * sin(angle), c: -s * sin(angle), d: s * cos(angle), tx: 0, ty: 0)
      }
      if Double.random(in: 0..<1, using: &rng) < 0.2 {
        node.boundsOrigin = Point(0, Double(Int.random(in: 0...30, using: &rng)))
      }
      node.clipsToBounds = Double.random(in: 0..<1, using: &rng) < 0.2
      node.isHidden = Double.random(in: 0..<1, using: &rng) < 0.05
      node.alpha = [1, 1, 1, 0.5, 0.005].randomElement(using: &rng)!
      if Double.random(in: 0..<1, using: &rng) < 0.1 { node.userInteractionEnabled = false }
      views[parent].children.append(views.count)
      node.parent = parent
      views.append(node)
    }
    return reindexed(views, canvas: canvas)
  }

  /// An appkit window: an unflipped root, flipped and unflipped views, a scrolled clip view.
  static func appkit(seed: UInt64, count: Int = 30) -> Scene {
    var rng = SplitMix64(seed: seed)
    let canvas = Size(width: 200, height: 160)
    var views = [
      ViewNode(
        id: "root", type: "NSView", frame: Rect(origin: .zero, size: canvas), semantics: .appkit)
    ]
    var clip = ViewNode(
      id: "clip", type: "NSClipView", frame: Rect(x: 20, y: 30, width: 120, height: 90),
      semantics: .appkit, parent: 0)
    clip.isFlipped = true
    clip.boundsOrigin = Point(0, 40)
    views[0].children.append(1)
    views.append(clip)
    let types = ["NSView", "NSButton", "NSTextField", "NSView"]
    for i in 2..<count {
      var parent = Int.random(in: max(0, views.count - 5)..<views.count, using: &rng)
      if depth(of: parent, in: views) >= 5 {
        parent = Int.random(in: 0..<min(views.count, 4), using: &rng)
      }
      let p = views[parent].frame.size
      let w = Double(Int.random(in: 6...max(7, Int(p.width * 0.7)), using: &rng))
      let h = Double(Int.random(in: 6...max(7, Int(p.height * 0.7)), using: &rng))
      let x = Double(Int.random(in: 0...max(1, Int(p.width - w)), using: &rng))
      let y = Double(Int.random(in: 0...max(1, Int(p.height - h)) + 40, using: &rng))
      var node = ViewNode(
        id: "v\(i)", type: types.randomElement(using: &rng)!,
        frame: Rect(x: x, y: y, width: w, height: h), semantics: .appkit, parent: parent)
      node.isFlipped = Bool.random(using: &rng)
      node.isHidden = Double.random(in: 0..<1, using: &rng) < 0.05
      views[parent].children.append(views.count)
      views.append(node)
    }
    return reindexed(views, canvas: canvas)
  }

  private static func depth(of index: Int, in views: [ViewNode]) -> Int {
    var d = 0
    var v = views[index].parent
    while let p = v {
      d += 1
      v = views[p].parent
    }
    return d
  }

  /// The same tree stored in pre-order, as `Scene` wants it.
  private static func reindexed(_ views: [ViewNode], canvas: Size) -> Scene {
    var out: [ViewNode] = []
    func visit(_ i: Int, parent: Int?) {
      var node = views[i]
      let index = out.count
      node.parent = parent
      node.children = []
      out.append(node)
      if let parent { out[parent].children.append(index) }
      for c in views[i].children { visit(c, parent: index) }
    }
    visit(0, parent: nil)
    return Scene(title: "random", canvas: canvas, views: out)
  }
}
