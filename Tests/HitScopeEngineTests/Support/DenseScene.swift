import HitScopeEngine
import HitScopeSynthetic
import HitScopeTestSupport

/// Seeded scenes whose views pile up on a small canvas, as an imported phone screen's do: cards
/// of buttons, labels and outlines at random places, for checking the audit's fast coverage and
/// tiles against the plain ones where boxes overlap many deep. Most views are drawn in
/// rectangles under maps that keep axes (the fast way's boxes), some with outlines only (an
/// imported view without a background), clipped, flipped (AppKit), scaled or mirrored; the
/// rest are turned, rounded or elliptic (the per-pixel way). Coordinates lie on a quarter-point
/// grid so edges fall on pixel centres at scale 2.
enum DenseScene {
  static func generate(seed: UInt64, cards: Int, canvas: Size = Size(width: 120, height: 90))
    -> Scene
  {
    var rng = SplitMix64(seed: seed)
    func unit() -> Double { Double(rng.next() >> 11) * 0x1p-53 }
    func quarter(_ lo: Double, _ hi: Double) -> Double {
      ((lo + (hi - lo) * unit()) * 4).rounded() / 4
    }
    func frame(in w: Double, _ h: Double, _ lo: Double, _ hi: Double) -> [Double] {
      let fw = max(1, quarter(lo * w, hi * w))
      let fh = max(1, quarter(lo * h, hi * h))
      return [quarter(-0.1 * fw, w - 0.9 * fw), quarter(-0.1 * fh, h - 0.9 * fh), fw, fh]
    }
    var count = 0
    func dress(_ node: inout ViewNode) {
      let roll = unit()
      if roll < 0.15 {
        // An imported view without a background: an outline inside its bounds.
        node.stroke = Color(r: 142, g: 142, b: 147)
        node.lineWidth = [0.5, 1, 2][Int(unit() * 3)]
        let inset = node.lineWidth / 2
        let b = node.bounds
        if b.width > 2 * inset && b.height > 2 * inset {
          node.shape = .rectIn(b.insetBy(inset))
        }
      } else if roll < 0.25 {
        node.stroke = Color(r: 20, g: 20, b: 20)
        node.lineWidth = quarter(0.25, 3)
        node.fill = Color(r: 200, g: 220, b: 255)
      } else if roll < 0.3 {
        node.shape = .roundedRect(radius: quarter(1, 8))
        node.fill = Color(r: 255, g: 200, b: 0)
      } else if roll < 0.33 {
        node.shape = .ellipse
        node.fill = Color(r: 0, g: 160, b: 80)
      } else if roll < 0.4 {
        node.label = LabelTemplate(segments: [.text("Text")])
      } else if roll < 0.93 {
        node.fill = Color(r: 66, g: 133, b: 244).withAlpha(unit() < 0.1 ? 0.02 : 1)
      }
      let extra = unit()
      if extra < 0.15 {
        node.clipsToBounds = true
      } else if extra < 0.2 {
        node.transform = .scale(quarter(0.5, 1.5), unit() < 0.5 ? -1 : 1.25)
      } else if extra < 0.24 {
        node.transform = .rotation(degrees: quarter(-40, 40))
      } else if extra < 0.27 {
        node.isHidden = true
      } else if extra < 0.3 {
        node.alpha = 0
      }
    }
    func leaf(in w: Double, _ h: Double) -> TestView {
      count += 1
      let kind = unit()
      let type =
        kind < 0.45 ? "UIButton" : kind < 0.6 ? "UILabel" : kind < 0.7 ? "UIImageView" : nil
      return view("v\(count)", type: type, frame(in: w, h, 0.15, 0.6)) { node in
        dress(&node)
        if type == nil && unit() < 0.2 { node.onTap = [.log("tap")] }
      }
    }
    func card(in w: Double, _ h: Double, depth: Int) -> TestView {
      count += 1
      let id = "card\(count)"
      let f = frame(in: w, h, 0.2, 0.7)
      let flipped = unit() < 0.15
      var children = (0..<(1 + Int(unit() * 4))).map { _ in leaf(in: f[2], f[3]) }
      if depth < 3 && unit() < 0.35 { children.append(card(in: f[2], f[3], depth: depth + 1)) }
      return view(
        id, f, semantics: flipped ? .appkit : nil, children: children
      ) { node in
        dress(&node)
        if flipped { node.isFlipped = unit() < 0.5 }
        if unit() < 0.05 { node.userInteractionEnabled = false }
      }
    }
    let children = (0..<cards).map { _ in card(in: canvas.width, canvas.height, depth: 1) }
    return scene(width: canvas.width, height: canvas.height, children: children)
  }
}
