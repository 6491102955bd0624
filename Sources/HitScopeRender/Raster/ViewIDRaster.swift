import HitScopeEngine

/// Per-pixel view indices rasterised by cairo without antialiasing: each view's area is filled
/// in a colour encoding its index, back to front, so a pixel holds the frontmost view covering
/// its centre (-1: none). This is cairo's answer, to set beside the engine's.
enum ViewIDRaster {
  /// An opaque colour whose 24 RGB bits hold `index + 1`.
  static func color(for index: ViewIndex) -> Color {
    let code = index + 1
    precondition(code < 1 << 24, "ID rasters hold at most 16,777,215 views.")
    return Color(
      r: UInt8((code >> 16) & 0xFF), g: UInt8((code >> 8) & 0xFF), b: UInt8(code & 0xFF))
  }

  /// The view index of each pixel of `grid`, row-major, once `draw` (which fills areas with
  /// `color(for:)`, in window points) has rasterised them.
  static func views(on grid: HitMapGrid, draw: (CairoContext) throws -> Void) throws -> [Int32] {
    let surface = try CairoSurface.image(width: grid.width, height: grid.height)
    let context = try CairoContext(surface: surface)
    context.setAntialias(false)
    context.setOperator(.source)
    context.scale(grid.scale, grid.scale)
    try draw(context)
    try context.check("a view index raster")
    return surface.copyARGBPixels().map { Int32(bitPattern: $0 & 0xFF_FFFF) - 1 }
  }
}
