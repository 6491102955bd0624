import HitScopeEngine

/// The colours of HitScope's pictures: a fixed set of distinguishable hues for views, verdict
/// colours, and the neutral chrome around the canvas.
enum Palette {
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
  /// Views are coloured in pre-order. Each id hashes to a palette slot and moves on from there
  /// to the first slot that no neighbour coloured before it holds and no view holds yet; once
  /// every slot is taken, to the first that no neighbour holds; only a view with neighbours in
  /// every slot keeps its hashed slot. Small scenes so get distinct colours, and the same scene
  /// always gets the same ones.
  static func viewColors(for scene: Scene) -> [Color] {
    let boxes = scene.views.indices.map { v -> Rect? in
      let box = scene.viewToWindow(v).boundingBox(of: scene.views[v].bounds)
      let finite = [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite)
      return finite ? box.insetBy(-0.5) : nil
    }
    let area = boxes.compactMap { $0 }.reduce(Rect(origin: .zero, size: scene.canvas)) {
      $0.union($1)
    }
    var coloured = TagIndex(area: area)
    /// The slot of each view in `coloured`, in insertion order.
    var slots: [Int] = []
    var taken = Set<Int>()
    var result: [Color] = []
    result.reserveCapacity(scene.views.count)
    for (index, view) in scene.views.enumerated() {
      if index == Scene.root {
        result.append(window)
        continue
      }
      let hashed = Int(stableHash(view.id) % UInt64(views.count))
      // Once the neighbours hold every slot, more of them change nothing: a view in a crowd of
      // thousands stops looking there.
      var near = Set<Int>()
      if let box = boxes[index] {
        coloured.forEachIntersecting(box) { k in
          near.insert(slots[k])
          return near.count < views.count
        }
      }
      let order = (0..<views.count).map { (hashed + $0) % views.count }
      let slot =
        order.first { !near.contains($0) && !taken.contains($0) }
        ?? order.first { !near.contains($0) } ?? hashed
      taken.insert(slot)
      if let box = boxes[index] {
        coloured.insert(box)
        slots.append(slot)
      }
      result.append(views[slot])
    }
    return result
  }

  /// The outline colour of each verdict in the trace overlay and panel.
  static func verdict(_ verdict: Verdict) -> Color {
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

  static let backdrop = Color(r: 0xE8, g: 0xEB, b: 0xF0)
  static let canvasBorder = Color(r: 0xB4, g: 0xBC, b: 0xC8)
  static let panelBackground = Color(r: 0xFA, g: 0xFB, b: 0xFC)
  static let panelRule = Color(r: 0xD5, g: 0xDA, b: 0xE1)
  static let text = Color(r: 0x1F, g: 0x29, b: 0x37)
  static let secondaryText = Color(r: 0x5B, g: 0x65, b: 0x73)
  static let heading = Color(r: 0x37, g: 0x41, b: 0x51)
  static let chain = Color(r: 0x25, g: 0x63, b: 0xEB)
  static let handler = Color(r: 0x1B, g: 0x9E, b: 0x3E)
  static let click = Color(r: 0xE1, g: 0x1D, b: 0x48)
  static let pass = Color(r: 0x16, g: 0xA3, b: 0x4A)
  static let fail = Color(r: 0xDC, g: 0x26, b: 0x26)
  static let unhittable = Color(r: 0xDC, g: 0x26, b: 0x26)
  static let outset = Color(r: 0x0F, g: 0x76, b: 0x6E)
  static let hiddenHatch = Color(red: 0.12, green: 0.14, blue: 0.18, alpha: 0.4)
  /// Where a click reaches nothing on the map: near black, unlike any view's colour (the
  /// window's slate included), so a dead area reads as one.
  static let mapNothing = Color(r: 0x11, g: 0x18, b: 0x27)
  /// The map's opacity where a click reaches nothing: dark enough to read as a hole.
  static let mapNothingAlpha = 0.7
  /// A touch target under the click that did not get it (trace overlay, dashed).
  static let missed = Color(r: 0xC0, g: 0x26, b: 0xD3)
  static let gesture = Color(r: 0xD9, g: 0x46, b: 0x0F)
  static let banner = Color(r: 0xB9, g: 0x1C, b: 0x1C)
}
