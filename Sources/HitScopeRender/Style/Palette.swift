import Foundation
import HitScopeEngine

/// The colours of HitScope's pictures: a fixed set of distinguishable hues for views, verdict
/// colours, and the neutral chrome around the canvas. The window's chrome and the HTML report's
/// legends and verdict chips read them too, so that what they say matches what is drawn.
package enum Palette {
  /// Colours for views: saturated enough to read as tints at 30% alpha, dark enough for white
  /// text on a label pill.
  static let views: [Color] = [
    Color(r: 0x1F, g: 0x77, b: 0xB4),  // blue
    Color(r: 0xE4, g: 0x6C, b: 0x0A),  // orange
    Color(r: 0x2C, g: 0xA0, b: 0x2C),  // green
    Color(r: 0xD6, g: 0x27, b: 0x28),  // red
    Color(r: 0x94, g: 0x67, b: 0xBD),  // purple
    Color(r: 0x8C, g: 0x56, b: 0x4B),  // brown
    Color(r: 0xE3, g: 0x77, b: 0xC2),  // pink
    Color(r: 0x17, g: 0xBE, b: 0xCF),  // cyan
    Color(r: 0xBC, g: 0xBD, b: 0x22),  // olive
    Color(r: 0x39, g: 0x3B, b: 0x79),  // indigo
    Color(r: 0x00, g: 0x8B, b: 0x8B),  // teal
    Color(r: 0xB8, g: 0x86, b: 0x0B),  // goldenrod
    Color(r: 0x6B, g: 0x8E, b: 0x23),  // olive drab
    Color(r: 0xC7, g: 0x15, b: 0x85),  // magenta
    Color(r: 0x46, g: 0x82, b: 0xB4),  // steel blue
    Color(r: 0xA0, g: 0x52, b: 0x2D),  // sienna
  ]

  /// For each pair of slots of `views`, whether the two read as one colour as the map and the
  /// regions tint (at half strength over white, CIE76 distance below 16: blue and steel blue,
  /// brown and sienna, cyan and teal, ...). Neighbours avoid alike colours while they can.
  static let alike: [[Bool]] = views.map { a in
    views.map { b in
      let (p, q) = (a.tintLab, b.tintLab)
      let d = (0..<3).map { (p[$0] - q[$0]) * (p[$0] - q[$0]) }.reduce(0, +).squareRoot()
      return d < 16
    }
  }

  /// The root (the window) is tinted neutrally: it usually covers the whole canvas.
  static let window = Color(r: 0x70, g: 0x78, b: 0x84)

  /// 64-bit FNV-1a of the id's UTF-8 bytes: stable across runs and machines, unlike `Hasher`.
  static func stableHash(_ id: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in id.utf8 {
      h ^= UInt64(byte)
      h = h &* 0x0000_0100_0000_01B3
    }
    return h
  }

  /// One colour per view of `scene`, the root's `window`: a colouring of the views' adjacency
  /// graph, so that views whose boxes in window points meet or overlap (neighbouring regions in
  /// the map and the regions overlay, a container and what it holds) differ in colour.
  ///
  /// Views are coloured in pre-order. A view that coincides with its parent (see `coincides`)
  /// takes the parent's colour: the two show as one region (one outline; the map shows the child
  /// wherever it shows either), and a deep chain of full-screen containers or a cell and its
  /// content view would otherwise use up the palette around their neighbours. Any other view's
  /// id hashes to a palette slot and moves on from there to the first slot that is not `alike`
  /// any neighbour coloured before it and that no view holds yet; else to the first not alike
  /// any neighbour; else to the first that no neighbour holds; only a view with neighbours in
  /// every slot keeps its hashed slot. Small scenes so get distinct colours, and the same scene
  /// always gets the same ones.
  package static func viewColors(for scene: Scene) -> [Color] {
    let boxes = scene.views.indices.map { v -> Rect? in
      let box = scene.viewToWindow(v).boundingBox(of: scene.views[v].bounds)
      let finite = [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite)
      return finite ? box.insetBy(-0.5) : nil
    }
    let area = boxes.compactMap { $0 }.reduce(scene.canvasRect) {
      $0.union($1)
    }
    var coloured = TagIndex(area: area)
    /// The slot of each view in `coloured`, in insertion order.
    var slots: [Int] = []
    var taken = Set<Int>()
    /// Each view's slot (the root's unused), for the children that take their parent's.
    var viewSlots = [Int](repeating: 0, count: scene.views.count)
    for (index, view) in scene.views.enumerated() where index != Scene.root {
      let slot: Int
      if let parent = view.parent, parent != Scene.root,
        coincides(index, with: parent, in: scene, boxes: boxes)
      {
        slot = viewSlots[parent]
      } else {
        let hashed = Int(stableHash(view.id) % UInt64(views.count))
        // Once the neighbours hold every slot, more of them change nothing: a view in a crowd
        // of thousands stops looking there.
        var near = Set<Int>()
        if let box = boxes[index] {
          coloured.forEachIntersecting(box) { k in
            near.insert(slots[k])
            return near.count < views.count
          }
        }
        let order = (0..<views.count).map { (hashed + $0) % views.count }
        let unlike = order.filter { slot in !near.contains { alike[slot][$0] } }
        slot =
          unlike.first { !taken.contains($0) } ?? unlike.first
          ?? order.first { !near.contains($0) } ?? hashed
        taken.insert(slot)
      }
      viewSlots[index] = slot
      if let box = boxes[index] {
        coloured.insert(box)
        slots.append(slot)
      }
    }
    return scene.views.indices.map { $0 == Scene.root ? window : views[viewSlots[$0]] }
  }

  /// Whether `view` coincides with `parent`: the very same box in window points (`boxes`) and
  /// both take clicks in the whole of their bounds, as bounds or hit regions alike (so neither
  /// shows in the map beside the other).
  static func coincides(
    _ view: ViewIndex, with parent: ViewIndex, in scene: Scene, boxes: [Rect?]
  ) -> Bool {
    guard let box = boxes[view], box == boxes[parent] else { return false }
    return [view, parent].allSatisfy { v in
      scene.rules[v].ownRegion == .hitRegion
        && scene.geometry[v].hitRegion == .rect(scene.views[v].bounds)
    }
  }

  /// The outline colour of each verdict in the trace overlay and panel.
  package static func verdict(_ verdict: Verdict) -> Color {
    switch verdict {
    case .hit: Color(r: 0x1B, g: 0x9E, b: 0x3E)
    case .descended: Color(r: 0x25, g: 0x63, b: 0xEB)
    case .outside: Color(r: 0x9C, g: 0xA3, b: 0xAF)
    case .hidden: Color(r: 0x7C, g: 0x3A, b: 0xED)
    case .interactionDisabled: Color(r: 0xEA, g: 0x58, b: 0x0C)
    case .transparent: Color(r: 0xDB, g: 0x27, b: 0x77)
    case .hitTestingDisabled: Color(r: 0xCA, g: 0x8A, b: 0x04)
    case .noRegion: Color(r: 0x64, g: 0x74, b: 0x8B)
    case .passthrough: Color(r: 0x08, g: 0x91, b: 0xB2)
    case .redirected: Color(r: 0xC0, g: 0x26, b: 0xD3)
    }
  }

  /// Audit findings: red for errors (taps that should work and do not), amber for warnings.
  static func severity(_ severity: AuditRule.Severity) -> Color {
    severity == .error ? fail : Color(r: 0xD9, g: 0x77, b: 0x06)
  }

  static let backdrop = Color(r: 0xE8, g: 0xEB, b: 0xF0)
  static let canvasBorder = Color(r: 0xB4, g: 0xBC, b: 0xC8)
  static let panelBackground = Color(r: 0xFA, g: 0xFB, b: 0xFC)
  package static let panelRule = Color(r: 0xD5, g: 0xDA, b: 0xE1)
  package static let text = Color(r: 0x1F, g: 0x29, b: 0x37)
  package static let secondaryText = Color(r: 0x5B, g: 0x65, b: 0x73)
  static let heading = Color(r: 0x37, g: 0x41, b: 0x51)
  package static let chain = Color(r: 0x25, g: 0x63, b: 0xEB)
  static let handler = Color(r: 0x1B, g: 0x9E, b: 0x3E)
  static let click = Color(r: 0xE1, g: 0x1D, b: 0x48)
  static let pass = Color(r: 0x16, g: 0xA3, b: 0x4A)
  static let fail = Color(r: 0xDC, g: 0x26, b: 0x26)
  static let unhittable = fail
  static let outset = Color(r: 0x0F, g: 0x76, b: 0x6E)
  static let hiddenHatch = Color(red: 0.12, green: 0.14, blue: 0.18, alpha: 0.4)
  /// Where a click reaches nothing on the map: near black, unlike any view's colour (the
  /// window's slate included), so a dead area reads as one.
  package static let mapNothing = Color(r: 0x11, g: 0x18, b: 0x27)
  /// The map's opacity where a click reaches nothing: dark enough to read as a hole.
  package static let mapNothingAlpha = 0.7
  /// The map's opacity of a view's colour where a click reaches it (its border drawn stronger):
  /// light enough to show the scene under it.
  package static let mapViewAlpha = 0.5
  /// A touch target under the click that did not get it (trace overlay, dashed).
  static let missed = Color(r: 0xC0, g: 0x26, b: 0xD3)
  static let gesture = Color(r: 0xD9, g: 0x46, b: 0x0F)
  static let banner = Color(r: 0xB9, g: 0x1C, b: 0x1C)
}

extension Color {
  /// The colour at half strength over white in CIE L*a*b* (D65): how a tint reads.
  fileprivate var tintLab: [Double] {
    func linear(_ u: Double) -> Double {
      let v = 0.5 * u + 0.5
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
  }
}
