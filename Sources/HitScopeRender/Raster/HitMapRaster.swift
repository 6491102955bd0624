import HitScopeEngine

/// For every pixel of a grid, the view a click at its centre reaches (-1: none), and the
/// responder handling a touch on each view.
///
/// The only place the renderer asks the engine for per-pixel answers: the engine's `HitMap`
/// (computed by regions, exact at pixel centres).
struct HitMapRaster: Sendable {
  let grid: PixelGrid
  /// Row-major, `grid.width` per row; a view index or -1.
  let views: [Int32]
  /// Per view, the handler of a touch that hits it (nil: it falls off the chain).
  let handlerOfView: [ResponderEntry?]

  init(scene: Scene, grid: PixelGrid) {
    self.init(HitMap(scene: scene, scale: grid.scale), grid: grid)
  }

  /// As `init(scene:grid:)`, telling `progress` the rows filled; throws `WorkCancelled` once
  /// `progress` is cancelled.
  init(scene: Scene, grid: PixelGrid, progress: WorkProgress) throws(WorkCancelled) {
    self.init(try HitMap(scene: scene, scale: grid.scale, progress: progress), grid: grid)
  }

  private init(_ map: HitMap, grid: PixelGrid) {
    precondition(
      map.grid.width == grid.width && map.grid.height == grid.height,
      "The engine's hit map grid \(map.grid.width)x\(map.grid.height) must match the render grid \(grid.width)x\(grid.height); both round the canvas up at the same scale."
    )
    self.grid = grid
    self.views = map.pixels
    self.handlerOfView = map.handlerOfView
  }

  @inline(__always)
  subscript(i: Int, j: Int) -> Int32 { views[j * grid.width + i] }
}
