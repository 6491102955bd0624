/// For every pixel of the canvas at a scale, the view a click at the pixel's centre reaches and
/// the responder that handles it: the same answers as `Scene.hitTest` at each of those points.
///
/// `HitMap(scene:scale:)` computes it by regions (see `HitMapBuilder`); `perPixel(scene:scale:)`
/// asks `referenceHitView` at every pixel and exists to check the first against.
public struct HitMap: Sendable {
  public let grid: HitMapGrid
  /// Row-major, `grid.width * grid.height`: the view index hit at each pixel, or -1.
  public let pixels: [Int32]
  /// Per view, the handler of a touch that hits it (nil: it falls off the chain).
  public let handlerOfView: [ResponderEntry?]

  /// The map of `scene` at `scale` pixels per window point, computed by regions.
  public init(scene: Scene, scale: Double = 1) {
    let grid = HitMapGrid(canvas: scene.canvas, scale: scale)
    // Without a progress to cancel it, the fill always finishes.
    self.init(grid: grid, pixels: HitMapBuilder(scene: scene, grid: grid).fill()!, scene: scene)
  }

  /// As `init(scene:scale:)`, telling `progress` how many rows are filled as it goes (a window
  /// computes the map on another thread); throws `WorkCancelled` once `progress` is cancelled,
  /// at the next band of rows.
  public init(scene: Scene, scale: Double = 1, progress: WorkProgress) throws(WorkCancelled) {
    let grid = HitMapGrid(canvas: scene.canvas, scale: scale)
    guard let pixels = HitMapBuilder(scene: scene, grid: grid).fill(progress: progress) else {
      throw WorkCancelled()
    }
    self.init(grid: grid, pixels: pixels, scene: scene)
  }

  init(grid: HitMapGrid, pixels: [Int32], scene: Scene) {
    self.grid = grid
    self.pixels = pixels
    self.handlerOfView = HitMap.handlers(of: scene)
  }

  /// The map computed the plain way: `referenceHitView` at every pixel centre.
  public static func perPixel(scene: Scene, scale: Double = 1) -> HitMap {
    let grid = HitMapGrid(canvas: scene.canvas, scale: scale)
    var pixels = [Int32](repeating: -1, count: grid.width * grid.height)
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        if let v = scene.referenceHitView(grid.centre(column: i, row: j)) {
          pixels[j * grid.width + i] = Int32(v)
        }
      }
    }
    return HitMap(grid: grid, pixels: pixels, scene: scene)
  }

  /// The view a click at pixel `(column, row)` reaches.
  public func view(column: Int, row: Int) -> ViewIndex? {
    let v = pixels[row * grid.width + column]
    return v < 0 ? nil : Int(v)
  }

  /// The responder that handles a click at pixel `(column, row)`; nil when nothing is hit or the
  /// touch falls off the chain.
  public func handler(column: Int, row: Int) -> ResponderEntry? {
    view(column: column, row: row).flatMap { handlerOfView[$0] }
  }

  /// The first handler on each view's responder chain, in one pass from the root down (the chain
  /// of a view is the view, its controller, then its parent's chain).
  static func handlers(of scene: Scene) -> [ResponderEntry?] {
    var result: [ResponderEntry?] = []
    result.reserveCapacity(scene.views.count)
    for v in scene.views.indices {
      if scene.views[v].handlesTouches {
        result.append(.view(v))
      } else if scene.views[v].controller?.handlesTouches ?? false {
        result.append(.controller(v))
      } else {
        result.append(scene.views[v].parent.flatMap { result[$0] })
      }
    }
    return result
  }
}
