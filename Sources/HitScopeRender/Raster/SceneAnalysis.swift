import HitScopeEngine

/// Everything overlays derive from a scene alone at one pixel scale (`grid`), computed on first
/// use and kept with the analysis, which frames carry while the scene stays (see `Frame`).
///
/// Counters change only label text, which hit-testing never reads: the parts in `Geometric` are
/// shared with the analyses of the scene with other counter values (`init(relabelling:for:)`);
/// the unhittable mask and the text boxes, which depend on drawn label text, are made again.
final class SceneAnalysis {
  let scene: Scene
  private let geometric: Geometric
  var grid: HitMapGrid { geometric.grid }

  /// Throws `RenderError` when the canvas at `scale` is larger than an image can be.
  init(scene: Scene, scale: Double) throws {
    let size = PixelSize(scene.canvas, scale: scale)
    try CairoSurface.checkImageSize(size.width, size.height)
    self.scene = scene
    self.geometric = Geometric(scene: scene, grid: HitMapGrid(canvas: scene.canvas, scale: scale))
  }

  /// The analysis of `scene`, which must differ from `analysis`' scene in counter values only:
  /// shares everything that does not depend on label text.
  init(relabelling analysis: SceneAnalysis, for scene: Scene) {
    self.scene = scene
    geometric = analysis.geometric
  }

  /// The parts that depend on geometry and flags only. `scene` is the first analysis' scene;
  /// `map`, when adopted, gives the parts it holds instead of computing them.
  private final class Geometric {
    let scene: Scene
    let grid: HitMapGrid
    var map: MapAnalysis?
    var hiddenMask: CairoSurface?
    var mapImage: CairoSurface?
    /// The fixed overlays' tag requests (see `fixedTagRequests`).
    var tagRequests: [Overlay: [TagRequest]] = [:]

    init(scene: Scene, grid: HitMapGrid) {
      self.scene = scene
      self.grid = grid
    }

    lazy var colors = Palette.viewColors(for: scene)
    lazy var regions = map?.regions ?? EffectiveRegion.all(in: scene)
    lazy var hitMap = map?.hitMap ?? HitMap(scene: scene, scale: grid.scale)
    lazy var mapLabelPoints = map?.labelPoints ?? hitMap.reachedViews()
    lazy var gestureViews = scene.views.indices.filter {
      !scene.views[$0].gestures.isEmpty || scene.views[$0].plays(.scrollView)
        || (scene.views[$0].plays(.cell) && !scene.views[$0].onSelect.isEmpty)
    }
  }

  var colors: [Color] { geometric.colors }
  var regions: [EffectiveRegion] { geometric.regions }
  var hitMap: HitMap { geometric.hitMap }
  /// For each view the map reaches, a point inside its area (window points) to put its name,
  /// and its area in grid pixels (see `HitMap.reachedViews()`).
  var mapLabelPoints: [(ViewIndex, Point, Int)] { geometric.mapLabelPoints }
  /// `overlay`'s `OverlayDrawing.fixedTags`, made once per geometric part: they read the views'
  /// ids, geometry and flags, never the click or label text, and a crowded click would otherwise
  /// make them all again.
  func fixedTagRequests(_ overlay: Overlay) -> [TagRequest] {
    if let kept = geometric.tagRequests[overlay] { return kept }
    let made = overlay.drawing.fixedTags(self)
    geometric.tagRequests[overlay] = made
    return made
  }
  /// The views whose recognizers take part in delivery: those with `gestures`, scroll views
  /// (their pan and touch delay) and cells with `onSelect`, in pre-order.
  var gestureViews: [ViewIndex] { geometric.gestureViews }

  /// Takes from `map` (which must hold for this analysis' scene at its scale) the parts not
  /// computed yet: the hit map, the map's tint and tag points, the regions and the text boxes.
  func adopt(_ map: MapAnalysis) {
    if geometric.map == nil { geometric.map = map }
  }

  private var drawnScene: CairoSurface?

  /// The scene's views drawn on `grid` (see `ScenePainter`), on first use: what a frame's
  /// backdrop composites on image surfaces. The analysis stands for exactly what these pixels
  /// depend on: the scene but counter values no label shows, and the scale.
  func sceneLayer() throws -> CairoSurface {
    if let drawnScene { return drawnScene }
    let surface = try CairoSurface.image(width: grid.width, height: grid.height)
    let context = try CairoContext(surface: surface)
    context.scale(grid.scale, grid.scale)
    try ScenePainter(scene: scene, context: context).draw()
    drawnScene = surface
    return surface
  }

  private var titleBoxes: SceneTitles?

  /// The boxes of the views' drawn text (they change with counters), measured on first use.
  func titles() throws -> SceneTitles {
    if let titleBoxes { return titleBoxes }
    let adopted = geometric.map.flatMap { $0.scene == scene ? $0.titles : nil }
    let titles = try adopted ?? SceneTitles(scene: scene)
    titleBoxes = titles
    return titles
  }

  /// Pixels of some view's effective region where a click reaches neither the view nor one of
  /// its descendants: the region is hidden under another region above it.
  ///
  /// Each region is filled, without antialiasing, into one grid-sized scratch mask clipped to
  /// the region's box, read back and cleared.
  func hiddenMask() throws -> CairoSurface {
    if let hiddenMask = geometric.hiddenMask { return hiddenMask }
    let views = hitMap.pixels
    // One past the last index of each view's subtree (views are in pre-order).
    var end = scene.views.indices.map { $0 + 1 }
    for v in scene.views.indices.reversed() {
      if let parent = scene.views[v].parent { end[parent] = max(end[parent], end[v]) }
    }
    var hidden = [UInt8](repeating: 0, count: grid.width * grid.height)
    let scratch = try CairoSurface.image(width: grid.width, height: grid.height, mask: true)
    let context = try CairoContext(surface: scratch)
    context.setAntialias(false)
    context.scale(grid.scale, grid.scale)
    context.setSource(.black)
    for region in regions {
      // The region's box in whole grid pixels (drainCoveredRuns keeps to the grid).
      let box = context.matrix.boundingBox(of: region.boundingBox).rounded()
      context.withState {
        context.clipToDevicePixels(box)
        region.fill(context)
      }
      try context.check("a hidden-region mask")
      let first = Int32(region.view)
      let last = Int32(end[region.view])
      for run in scratch.drainCoveredRuns(
        x0: Int(box.minX), y0: Int(box.minY), x1: Int(box.maxX), y1: Int(box.maxY))
      {
        let row = run.y * grid.width
        for index in (row + run.x0)..<(row + run.x1)
        where views[index] < first || views[index] >= last {
          hidden[index] = 255
        }
      }
    }
    let mask = try CairoSurface.image(width: grid.width, height: grid.height, mask: true)
    mask.replacePixels(hidden)
    geometric.hiddenMask = mask
    return mask
  }

  private var unhittable: CairoSurface?

  /// Pixels where a touch target is what the user sees, yet a click there is handled by someone
  /// else (or nobody): drawn but not hittable.
  func unhittableMask() throws -> CairoSurface {
    if let unhittable { return unhittable }
    // The frontmost view painting at each pixel: fills, strokes and label boxes of visible
    // views, clipped as drawn; translucency is ignored (anything with alpha > 0 counts).
    let painters = try ViewIDRaster.views(on: grid) {
      try ScenePainter(scene: scene, context: $0, paintsViewIDs: true).draw()
    }
    let map = hitMap
    // The view handling a touch that hits each view (-1: a controller, the application or no one).
    let handlerOf = map.handlerOfView.map { entry -> Int32 in
      if case .view(let v) = entry { return Int32(v) }
      return -1
    }
    let flagged = zip(painters, map.pixels).map { painter, hit -> UInt8 in
      guard painter >= 0, hit != painter, scene.views[Int(painter)].isTouchTarget else { return 0 }
      return (hit >= 0 ? handlerOf[Int(hit)] : -1) == painter ? 0 : 255
    }
    let mask = try CairoSurface.image(width: grid.width, height: grid.height, mask: true)
    mask.replacePixels(flagged)
    unhittable = mask
    return mask
  }

  /// The hit map as a tint image on the grid (see `tint(of:colors:)`).
  func mapImage() throws -> CairoSurface {
    if let mapImage = geometric.mapImage { return mapImage }
    let surface = try CairoSurface.image(width: grid.width, height: grid.height)
    surface.replacePixels(geometric.map?.tint ?? Self.tint(of: hitMap, colors: colors))
    geometric.mapImage = surface
    return surface
  }

  /// The pixels of the map's tint: each view's colour (`colors`, by view index) at half
  /// opacity, darker where it borders another view, neutral grey where a click reaches nothing;
  /// premultiplied ARGB32, row-major on the map's grid.
  static func tint(of map: HitMap, colors: [Color]) -> [UInt32] {
    let (w, h) = (map.grid.width, map.grid.height)
    func premultiplied(_ c: Color, alpha: Double) -> UInt32 {
      let a = c.alpha * alpha
      func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
      return byte(a) << 24 | byte(c.red * a) << 16 | byte(c.green * a) << 8 | byte(c.blue * a)
    }
    let fills = colors.map { premultiplied($0, alpha: Palette.mapViewAlpha) }
    let edges = colors.map { premultiplied($0, alpha: 0.95) }
    let nothing = premultiplied(Palette.mapNothing, alpha: Palette.mapNothingAlpha)
    let views = map.pixels
    var pixels = [UInt32](repeating: 0, count: w * h)
    for j in 0..<h {
      for i in 0..<w {
        let k = j * w + i
        let v = views[k]
        let edge =
          (i + 1 < w && views[k + 1] != v) || (j + 1 < h && views[k + w] != v)
          || (i > 0 && views[k - 1] != v) || (j > 0 && views[k - w] != v)
        pixels[k] = v < 0 ? nothing : edge ? edges[Int(v)] : fills[Int(v)]
      }
    }
    return pixels
  }
}
