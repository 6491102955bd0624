import HitScopeEngine

/// For every pixel of a grid, the view a click at its centre reaches (-1: none).
///
/// The only place the renderer asks the engine per pixel; a faster engine hit map can replace
/// the loop here without touching the overlays.
struct HitMapRaster: Sendable {
  let grid: PixelGrid
  /// Row-major, `grid.width` per row; a view index or -1.
  let views: [Int32]

  init(scene: Scene, grid: PixelGrid) {
    self.grid = grid
    var views = [Int32](repeating: -1, count: grid.width * grid.height)
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        if let hit = scene.hitView(grid.center(i, j)) { views[j * grid.width + i] = Int32(hit) }
      }
    }
    self.views = views
  }

  @inline(__always)
  subscript(i: Int, j: Int) -> Int32 { views[j * grid.width + i] }
}
