import HitScopeEngine

extension Rect {
  /// `box` (user space under `matrix`) in whole device pixels, with two pixels of room for
  /// antialiasing; empty for an empty box.
  static func devicePixels(of box: Rect, under matrix: AffineTransform) -> Rect {
    guard box.width > 0, box.height > 0 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    let b = matrix.boundingBox(of: box)
    let x0 = b.minX.rounded(.down) - 2
    let y0 = b.minY.rounded(.down) - 2
    return Rect(
      x: x0, y: y0, width: b.maxX.rounded(.up) + 2 - x0, height: b.maxY.rounded(.up) + 2 - y0)
  }
}
