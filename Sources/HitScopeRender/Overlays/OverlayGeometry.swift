import HitScopeEngine

/// Shared scanning for overlay placement.
enum OverlayGeometry {
  /// The first point of a `step` grid inside `box` (rows from the top, left to right) that
  /// `inside` accepts, inset by `step` from the box's edges when the box allows.
  static func firstPoint(in box: Rect, step: Double, _ inside: (Point) -> Bool) -> Point? {
    let inset = min(step, box.width / 2, box.height / 2)
    var y = box.minY + inset
    var probes = 0
    while y < box.maxY, probes < 40_000 {
      var x = box.minX + inset
      while x < box.maxX, probes < 40_000 {
        probes += 1
        let p = Point(x, y)
        if inside(p) { return p }
        x += step
      }
      y += step
    }
    return nil
  }
}
