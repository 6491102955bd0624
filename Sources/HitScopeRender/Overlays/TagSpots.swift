import HitScopeEngine

/// The spots a tag, badge or marker may take around its owner's box, in the order they are
/// tried, inside an area (window points). Written into buffers kept from search to search: a
/// crowded frame searches for hundreds of tags on every click.
struct TagSpots {
  /// Spots tried along each side of an owner's box.
  static let perSide = 6

  /// Where spots go; each is moved inside it before it is checked.
  let area: Rect
  /// The spots of the last `touching` or `away`, in order.
  private(set) var spots: [Rect] = []
  /// Spots with their sort keys, before sorting.
  private var keyed: [(key: Double, spot: Rect)] = []

  init(area: Rect) {
    self.area = area
  }

  /// Boxes of `size` touching `target` (inside it along its edges, or just outside them): the
  /// one with its top-left corner at `preferred` first, then by that corner's distance from
  /// `preferred`, each moved inside the area, those that then no longer touch `target` or do
  /// not fit left out.
  mutating func touching(size: Size, target: Rect, preferred: Point) {
    keyed.removeAll(keepingCapacity: true)
    appendSides(size: size, around: target, target: target, inside: true)
    appendSides(size: size, around: target, target: target, inside: false)
    sortKeyed(byDistanceOf: { Point($0.minX, $0.minY) }, from: preferred)
    spots.removeAll(keepingCapacity: true)
    keep(Rect(origin: preferred, size: size), touching: true, target: target)
    for entry in keyed { keep(entry.spot, touching: true, target: target) }
  }

  /// Boxes of `size` along the four sides of `ring` (a box around `target`), abutting it
  /// outside and overlapping `target`'s extent along that side, nearest `target`'s centre
  /// first (in the order of the sides when `ring` is `target`), moved inside the area, those
  /// that then touch `target` or do not fit left out.
  mutating func away(size: Size, ring: Rect, target: Rect) {
    keyed.removeAll(keepingCapacity: true)
    appendSides(size: size, around: ring, target: target, inside: false)
    if ring != target {
      sortKeyed(byDistanceOf: { Point($0.midX, $0.midY) }, from: target.center)
    }
    spots.removeAll(keepingCapacity: true)
    for entry in keyed { keep(entry.spot, touching: false, target: target) }
  }

  /// `r` moved the least distance to lie inside the area (its top-left corner at the area's
  /// when it is larger).
  func clamped(_ r: Rect) -> Rect {
    Rect(
      x: min(max(r.minX, area.minX), max(area.minX, area.maxX - r.width)),
      y: min(max(r.minY, area.minY), max(area.minY, area.maxY - r.height)),
      width: r.width, height: r.height)
  }

  /// Whether `frame` shares an edge or area with `target`.
  static func touches(_ frame: Rect, _ target: Rect) -> Bool {
    frame.minX <= target.maxX && target.minX <= frame.maxX && frame.minY <= target.maxY
      && target.minY <= frame.maxY
  }

  private func isInside(_ frame: Rect) -> Bool {
    frame.minX >= area.minX && frame.minY >= area.minY && frame.maxX <= area.maxX
      && frame.maxY <= area.maxY
  }

  private mutating func keep(_ spot: Rect, touching: Bool, target: Rect) {
    let moved = clamped(spot)
    if isInside(moved), TagSpots.touches(moved, target) == touching { spots.append(moved) }
  }

  /// Sorts `keyed` by the squared distance of each spot's `point` from `origin`, keeping the
  /// order of equal distances.
  private mutating func sortKeyed(byDistanceOf point: (Rect) -> Point, from origin: Point) {
    for i in keyed.indices {
      let p = point(keyed[i].spot)
      let dx = p.x - origin.x
      let dy = p.y - origin.y
      keyed[i].key = dx * dx + dy * dy
    }
    guard keyed.count > 1 else { return }
    for i in 1..<keyed.count {
      let entry = keyed[i]
      var j = i
      while j > 0, keyed[j - 1].key > entry.key {
        keyed[j] = keyed[j - 1]
        j -= 1
      }
      keyed[j] = entry
    }
  }

  /// Appends boxes of `size` along the four sides of `ring`, abutting it outside (inside it
  /// when `inside`), each overlapping `target`'s extent along that side: top and bottom rows
  /// (at least a third of the box over the target's width), then left and right columns.
  private mutating func appendSides(size: Size, around ring: Rect, target: Rect, inside: Bool) {
    let w = size.width
    let h = size.height
    let rows = inside ? (ring.minY, ring.maxY - h) : (ring.minY - h, ring.maxY)
    let columns = inside ? (ring.minX, ring.maxX - w) : (ring.minX - w, ring.maxX)
    let xLow = target.minX - w * 2 / 3
    let xHigh = max(target.minX - w * 2 / 3, target.maxX - w / 3)
    for y in [rows.0, rows.1] {
      TagSpots.forEachSample(xLow, xHigh) { x in
        keyed.append((0, Rect(x: x, y: y, width: w, height: h)))
      }
    }
    let yLow = target.minY - h / 2
    let yHigh = max(target.minY - h / 2, target.maxY - h / 2)
    for x in [columns.0, columns.1] {
      TagSpots.forEachSample(yLow, yHigh) { y in
        keyed.append((0, Rect(x: x, y: y, width: w, height: h)))
      }
    }
  }

  /// `perSide` evenly spaced values from `lo` to `hi`, or `lo` alone when `hi` is not above it.
  private static func forEachSample(_ lo: Double, _ hi: Double, _ body: (Double) -> Void) {
    guard hi > lo else { return body(lo) }
    let n = TagSpots.perSide - 1
    for i in 0...n { body(lo + (hi - lo) * Double(i) / Double(n)) }
  }
}
