/// One transparent A8 mask surface lent out again and again: drawing a mask per region of a
/// 1,000-view scene made (and zero-filled) a surface per region on every reload. Whoever
/// borrows it must leave it transparent (see `CairoSurface.drainCoveredRuns`).
final class MaskScratch {
  private var surface: CairoSurface?

  init() {}

  /// The scratch mask, `width` x `height` pixels and transparent; made anew when the size
  /// changes.
  func alphaMask(width: Int, height: Int) throws -> CairoSurface {
    if let surface, surface.width == width, surface.height == height { return surface }
    let made = try CairoSurface.alphaMask(width: width, height: height)
    surface = made
    return made
  }
}
