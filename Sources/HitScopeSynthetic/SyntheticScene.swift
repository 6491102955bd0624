import Foundation
import HitScopeEngine

/// Deterministic random scenes for tests and benchmarks: a realistic mix of what the scene format
/// allows, so that the hit map, the index and the renderer can be checked and timed against the
/// plain recursion on scenes nobody wrote by hand.
///
/// The mix: rectangles, rounded rectangles, ellipses, rings (even-odd compounds), SVG-like
/// polygons and curves; about 10% of views rotated or scaled; some hidden, transparent,
/// non-interactive, passthrough, outsideBounds, redirecting, outset or content-shaped views;
/// subtrees that switch to SwiftUI or AppKit (flipped or not); scroll offsets; labels, strokes,
/// controls and tap handlers. Depth is at most `maxDepth` (the root is depth 1).
public enum SyntheticScene {
  /// A scene of exactly `viewCount` views (the root included, at least 1) on a canvas of
  /// `canvas` points, the same for the same arguments on every machine.
  public static func generate(
    viewCount: Int, seed: UInt64, canvas: Size = Size(width: 1280, height: 800),
    maxDepth: Int = 8
  ) -> Scene {
    precondition(viewCount >= 1, "A synthetic scene needs at least its root; pass viewCount >= 1.")
    precondition(maxDepth >= 1, "maxDepth counts the root; pass at least 1.")
    var generator = Generator(seed: seed, canvas: canvas, maxDepth: maxDepth)
    return generator.build(viewCount: viewCount)
  }
}

/// SplitMix64: small, fast and identical everywhere, which `SystemRandomNumberGenerator` is not;
/// public so that tests and benchmarks draw repeatable inputs from the same generator.
public struct SplitMix64: RandomNumberGenerator {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

private struct Generator {
  var rng: SplitMix64
  let canvas: Size
  let maxDepth: Int

  /// A view under construction; `children` index into `nodes`, back to front.
  struct Draft {
    var node: ViewNode
    var depth: Int
    var children: [Int] = []
    var redirectTarget: Int?
  }
  var nodes: [Draft] = []

  init(seed: UInt64, canvas: Size, maxDepth: Int) {
    rng = SplitMix64(seed: seed)
    self.canvas = canvas
    self.maxDepth = maxDepth
  }

  mutating func unit() -> Double { Double(rng.next() >> 11) * 0x1p-53 }
  mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
  mutating func chance(_ p: Double) -> Bool { unit() < p }
  mutating func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
  /// Coordinates on a quarter-point grid, as layouts produce, so that edges often fall exactly
  /// on pixel centres at scale 2 and exercise the half-open edge rules.
  mutating func grid(_ lo: Double, _ hi: Double) -> Double { (range(lo, hi) * 4).rounded() / 4 }

  mutating func build(viewCount: Int) -> Scene {
    var root = ViewNode(
      id: "root", type: "UIWindow",
      frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), semantics: .uikit)
    root.fill = Color(r: 250, g: 250, b: 250)
    nodes = [Draft(node: root, depth: 1)]
    // Containers that may still take children; recent ones are preferred, as in real layouts
    // where a screen is built section by section.
    var open: [Int] = [0]
    while nodes.count < viewCount {
      let slot = open.count - 1 - min(open.count - 1, Int(Double(open.count) * pow3(unit())))
      let parent = open[slot]
      let index = nodes.count
      nodes.append(makeChild(of: parent, index: index))
      nodes[parent].children.append(index)
      if nodes[index].depth < maxDepth && chance(0.45) { open.append(index) }
      if nodes[parent].children.count > 3 + pick(12) && open.count > 1 && parent != 0 {
        open.remove(at: slot)
      }
    }
    // Redirect targets point to an earlier view, so each target exists.
    for i in 1..<nodes.count where nodes[i].node.semantics != .swiftui && chance(0.01) {
      nodes[i].redirectTarget = pick(i)
    }
    return flatten()
  }

  private func pow3(_ x: Double) -> Double { x * x * x }

  mutating func makeChild(of parent: Int, index: Int) -> Draft {
    let p = nodes[parent].node
    var semantics = p.semantics
    if chance(0.06) {
      semantics = .swiftui
    } else if chance(0.04) {
      semantics = .appkit
    } else if chance(0.03) {
      semantics = .uikit
    }
    let pw = max(p.frame.width, 8)
    let ph = max(p.frame.height, 8)
    let w = max(2, grid(0.08, 0.7) * pw)
    let h = max(2, grid(0.08, 0.7) * ph)
    // Mostly inside the parent's bounds, sometimes hanging over an edge (a badge).
    let overhang = chance(0.1) ? 0.25 : 0
    let x = p.boundsOrigin.x + grid(-overhang * w, pw - w * (1 - overhang))
    let y = p.boundsOrigin.y + grid(-overhang * h, ph - h * (1 - overhang))
    let roll = unit()
    let type: String?
    switch semantics {
    case .uikit:
      type = roll < 0.12 ? "UIButton" : roll < 0.18 ? "UILabel" : roll < 0.22 ? "UIImageView" : nil
    case .swiftui:
      type = roll < 0.15 ? "Button" : nil
    case .appkit:
      type = roll < 0.12 ? "NSButton" : nil
    }
    var node = ViewNode(
      id: "v\(index)", type: type, frame: Rect(x: x, y: y, width: w, height: h),
      semantics: semantics, parent: parent)
    decorate(&node)
    return Draft(node: node, depth: nodes[parent].depth + 1)
  }

  mutating func decorate(_ node: inout ViewNode) {
    let w = node.frame.width
    let h = node.frame.height
    let bounds = node.bounds
    if chance(0.05) { node.boundsOrigin = Point(grid(-20, 20), grid(-20, 20)) }
    let shapeRoll = unit()
    if shapeRoll < 0.4 {
      node.shape = chance(0.8) ? nil : .rect
    } else if shapeRoll < 0.65 {
      node.shape = .roundedRect(radius: grid(2, min(w, h) / 2 + 4))
    } else if shapeRoll < 0.8 {
      node.shape = .ellipse
    } else if shapeRoll < 0.9 {
      let inset = min(w, h) * range(0.15, 0.35)
      node.shape = .compound(
        [.ellipse, .ellipseIn(bounds.insetBy(inset))], chance(0.8) ? .evenodd : .nonzero)
    } else {
      node.shape = .path(polygon(in: node.bounds))
    }
    if chance(0.1) {
      switch pick(3) {
      case 0: node.transform = .rotation(degrees: range(-50, 50))
      case 1: node.transform = .scale(range(0.6, 1.4), range(0.6, 1.4))
      default:
        node.transform = AffineTransform.rotation(degrees: range(-30, 30))
          .concatenating(.scale(range(0.7, 1.3), range(0.7, 1.3)))
      }
    }
    let colours = [
      Color(r: 66, g: 133, b: 244), Color(r: 219, g: 68, b: 55), Color(r: 244, g: 180, b: 0),
      Color(r: 15, g: 157, b: 88), Color(r: 120, g: 120, b: 120),
    ]
    let fillRoll = unit()
    if fillRoll < 0.7 {
      node.fill = colours[pick(colours.count)].withAlpha(chance(0.2) ? range(0.2, 1) : 1)
    } else if fillRoll < 0.8 {
      node.fill = .clear
    }
    if chance(0.2) {
      node.stroke = colours[pick(colours.count)]
      node.lineWidth = grid(0.5, 4)
    }
    if chance(0.12) { node.label = LabelTemplate(segments: [.text("Label")]) }
    if chance(0.03) { node.isHidden = true }
    if chance(0.03) {
      node.alpha = chance(0.5) ? 0 : 0.005
    } else if chance(0.1) {
      node.alpha = range(0.2, 1)
    }
    if chance(0.08) { node.onTap = [.log(node.id)] }
    node.handlesTouches = node.isControl || !node.onTap.isEmpty || chance(0.03)
    switch node.semantics {
    case .uikit:
      if chance(0.05) { node.userInteractionEnabled.toggle() }
      if chance(0.02) { node.allowsHitTesting = false }
      uikitOrAppKitExtras(&node)
    case .appkit:
      node.isFlipped = chance(0.5)
      uikitOrAppKitExtras(&node)
    case .swiftui:
      if chance(0.04) { node.allowsHitTesting = false }
      if chance(0.1) { node.contentShape = chance(0.5) ? .rect : node.shape ?? .rect }
    }
  }

  mutating func uikitOrAppKitExtras(_ node: inout ViewNode) {
    let roll = unit()
    if roll < 0.05 {
      node.hitOutset =
        chance(0.5)
        ? EdgeInsets(all: grid(-6, 14))
        : EdgeInsets(
          top: grid(-4, 10), left: grid(-4, 10), bottom: grid(-4, 10), right: grid(-4, 10))
    } else if roll < 0.1 {
      node.contentShape = chance(0.5) ? .ellipse : node.shape ?? .rect
    }
    let overrideRoll = unit()
    if overrideRoll < 0.03 {
      node.hitTestOverride = .passthrough
    } else if overrideRoll < 0.05 {
      node.hitTestOverride = .outsideBounds
    }
  }

  /// A star or a curved blob inside `r`, as SVG path data would give.
  mutating func polygon(in r: Rect) -> Path {
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    if chance(0.5) {
      let points = 5 + pick(4)
      var elements: [PathElement] = []
      for k in 0..<(2 * points) {
        let angle = Double(k) * .pi / Double(points) + 0.3
        let f = k % 2 == 0 ? 1.0 : range(0.35, 0.6)
        let p = Point(cx + f * rx * cosine(angle), cy + f * ry * sine(angle))
        elements.append(k == 0 ? .move(p) : .line(p))
      }
      elements.append(.close)
      return Path(elements: elements, fillRule: chance(0.5) ? .nonzero : .evenodd)
    }
    let elements: [PathElement] = [
      .move(Point(r.minX, cy)),
      .quad(Point(r.minX, r.minY), Point(cx, r.minY)),
      .cubic(Point(r.maxX, r.minY), Point(r.maxX + rx * 0.2, cy), Point(r.maxX, r.maxY)),
      .line(Point(cx, cy + ry * 0.4)),
      .close,
    ]
    return Path(elements: elements)
  }

  private func cosine(_ a: Double) -> Double { cos(a) }
  private func sine(_ a: Double) -> Double { sin(a) }

  /// Pre-order flattening with children lists and redirect targets remapped.
  mutating func flatten() -> Scene {
    var order: [Int] = []
    order.reserveCapacity(nodes.count)
    var stack = [0]
    while let n = stack.popLast() {
      order.append(n)
      stack.append(contentsOf: nodes[n].children.reversed())
    }
    var newIndex = [Int](repeating: 0, count: nodes.count)
    for (i, n) in order.enumerated() { newIndex[n] = i }
    var views: [ViewNode] = []
    views.reserveCapacity(nodes.count)
    for n in order {
      var node = nodes[n].node
      node.parent = node.parent.map { newIndex[$0] }
      node.children = nodes[n].children.map { newIndex[$0] }
      if let target = nodes[n].redirectTarget, newIndex[target] != newIndex[n] {
        node.hitTestOverride = .redirect(newIndex[target])
      }
      views.append(node)
    }
    return Scene(title: "synthetic", canvas: canvas, views: views)
  }
}
