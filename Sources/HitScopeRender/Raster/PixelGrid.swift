import HitScopeEngine

/// The pixels covering a scene's canvas at a scale: pixel (i, j) is centred on the window point
/// ((i + 0.5) / scale, (j + 0.5) / scale). Per-pixel overlays are computed on this grid.
struct PixelGrid: Hashable, Sendable {
  let width: Int
  let height: Int
  /// Pixels per scene point.
  let scale: Double

  init(canvas: Size, scale: Double) {
    self.scale = scale
    width = max(1, Int((canvas.width * scale).rounded(.up)))
    height = max(1, Int((canvas.height * scale).rounded(.up)))
  }

  @inline(__always)
  func center(_ i: Int, _ j: Int) -> Point {
    Point((Double(i) + 0.5) / scale, (Double(j) + 0.5) / scale)
  }
}
