import HitScopeEngine
import Synchronization

/// Everything overlays derive from a scene alone at one pixel scale, computed on first use and
/// kept while the scene does not change (the renderer caches one per scene and scale).
///
/// Counters change only label text, which hit-testing never reads (a label counts by its
/// template being non-empty): the effective regions, hit map, hidden mask and map image survive a
/// counter change (`relabelled(for:)`); only what depends on drawn label boxes (the painter
/// raster and the unhittable mask) is made again.
final class SceneAnalysis {
  let scene: Scene
  let grid: PixelGrid
  var colors: [Color] { geometric.colors }

  /// The parts that depend on geometry and flags only, shared by analyses of the same scene with
  /// other counter values.
  private final class Geometric {
    let colors: [Color]
    var regions: [EffectiveRegion]?
    var hitMap: HitMapRaster?
    var subtreeEnd: [Int]?
    var hiddenMask: CairoSurface?
    var mapImage: CairoSurface?
    var mapLabelPoints: [(ViewIndex, Point, Int)]?
    var regionTags: [RegionTag]?
    var gestureViews: [ViewIndex]?

    init(colors: [Color]) { self.colors = colors }
  }

  private let geometric: Geometric

  /// Where region masks are drawn while the hidden mask is made.
  private let scratch: MaskScratch

  /// `scratch`: a mask surface to reuse (a renderer keeps one across reloads), else one of its
  /// own.
  init(scene: Scene, scale: Double, scratch: MaskScratch = MaskScratch()) {
    self.scene = scene
    self.grid = PixelGrid(canvas: scene.canvas, scale: scale)
    self.geometric = Geometric(colors: Palette.viewColors(for: scene))
    self.scratch = scratch
  }

  private init(scene: Scene, grid: PixelGrid, geometric: Geometric, scratch: MaskScratch) {
    self.scene = scene
    self.grid = grid
    self.geometric = geometric
    self.scratch = scratch
  }

  /// The analysis of `scene`, which must differ from this analysis' scene in counter values
  /// only: shares everything that does not depend on label text.
  func relabelled(for scene: Scene) -> SceneAnalysis {
    SceneAnalysis(scene: scene, grid: grid, geometric: geometric, scratch: scratch)
  }

  var regions: [EffectiveRegion] {
    if let regions = geometric.regions { return regions }
    let regions = EffectiveRegion.all(in: scene)
    geometric.regions = regions
    return regions
  }

  var hitMap: HitMapRaster {
    if let hitMap = geometric.hitMap { return hitMap }
    let hitMap = HitMapRaster(scene: scene, grid: grid)
    geometric.hitMap = hitMap
    return hitMap
  }

  /// One past the last index of each view's subtree (views are in pre-order).
  var subtreeEnd: [Int] {
    if let subtreeEnd = geometric.subtreeEnd { return subtreeEnd }
    var end = Array(0..<scene.views.count).map { $0 + 1 }
    for v in scene.views.indices.reversed() {
      if let parent = scene.views[v].parent { end[parent] = max(end[parent], end[v]) }
    }
    geometric.subtreeEnd = end
    return end
  }

  /// What the regions overlay asks a name tag for: a region's view, its text (the id, with a
  /// redirect's target), its box on the canvas and the first point inside it from the box's
  /// top-left, in window points.
  struct RegionTag {
    var view: ViewIndex
    var text: String
    var box: Rect
    var anchor: Point
  }

  /// A tag for each effective region but the root's with a part on the canvas, in the regions'
  /// order.
  var regionTags: [RegionTag] {
    if let tags = geometric.regionTags { return tags }
    let canvas = Rect(origin: .zero, size: scene.canvas)
    var tags: [RegionTag] = []
    for region in regions where region.view != Scene.root {
      guard let box = region.boundingBox.intersection(canvas),
        let anchor = region.interiorAnchor(within: canvas)
      else { continue }
      var text = scene.views[region.view].id
      if case .redirect(let target) = scene.rules[region.view].selfResult {
        text += " → \(scene.views[target].id)"
      }
      tags.append(RegionTag(view: region.view, text: text, box: box, anchor: anchor))
    }
    geometric.regionTags = tags
    return tags
  }

  /// The views whose recognizers take part in delivery: those with `gestures`, scroll views
  /// (their pan and touch delay) and cells with `onSelect`, in pre-order.
  var gestureViews: [ViewIndex] {
    if let views = geometric.gestureViews { return views }
    let views = scene.views.indices.filter {
      !scene.views[$0].gestures.isEmpty || scene.views[$0].plays(.scrollView)
        || (scene.views[$0].plays(.cell) && !scene.views[$0].onSelect.isEmpty)
    }
    geometric.gestureViews = views
    return views
  }

  private var painterRaster: ViewIDRaster?
  /// The titles, behind a lock: one analysis is shared by every frame made from the one before,
  /// whichever thread draws them.
  private let titleCache = Mutex<SceneTitles?>(nil)

  /// The boxes of the views' drawn text (they change with counters), measured on first use.
  func titles() throws -> SceneTitles {
    try titleCache.withLock { kept in
      if let kept { return kept }
      let titles = try Self.measuredTitles(of: scene)
      kept = titles
      return titles
    }
  }

  /// The boxes of `scene`'s text, measured on a context of their own.
  static func measuredTitles(of scene: Scene) throws -> SceneTitles {
    try SceneTitles(
      scene: scene, context: CairoContext(surface: CairoSurface.image(width: 1, height: 1)))
  }

  func painters() throws -> ViewIDRaster {
    if let painterRaster { return painterRaster }
    let raster = try ViewIDRaster.painters(of: scene, grid: grid)
    painterRaster = raster
    return raster
  }

  /// Pixels of some view's effective region where a click reaches neither the view nor one of
  /// its descendants: the region is hidden under another region above it.
  ///
  /// Each region is filled, without antialiasing, into one grid-sized scratch mask (the
  /// renderer's, kept across reloads) clipped to the region's box, read back and cleared.
  func hiddenMask() throws -> CairoSurface {
    if let hiddenMask = geometric.hiddenMask { return hiddenMask }
    var hidden = [UInt8](repeating: 0, count: grid.width * grid.height)
    let views = hitMap.views
    let end = subtreeEnd
    let scratch = try self.scratch.alphaMask(width: grid.width, height: grid.height)
    let context = try CairoContext(surface: scratch)
    context.setAntialias(false)
    context.scale(grid.scale, grid.scale)
    context.setSource(.black)
    let width = grid.width
    for region in regions {
      let box = region.boundingBox
      let x0 = max(0, Int((box.minX * grid.scale).rounded(.down)))
      let y0 = max(0, Int((box.minY * grid.scale).rounded(.down)))
      let x1 = min(grid.width, Int((box.maxX * grid.scale).rounded(.up)))
      let y1 = min(grid.height, Int((box.maxY * grid.scale).rounded(.up)))
      guard x1 > x0, y1 > y0 else { continue }
      context.withState {
        context.clipToDevicePixels(
          Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0)))
        region.fill(context)
      }
      try context.check("a hidden-region mask")
      let first = Int32(region.view)
      let last = Int32(end[region.view])
      for run in scratch.drainCoveredRuns(x0: x0, y0: y0, x1: x1, y1: y1) {
        let row = run.y * width
        for index in (row + run.x0)..<(row + run.x1) {
          let hit = views[index]
          if hit < first || hit >= last { hidden[index] = 255 }
        }
      }
    }
    let surface = try CairoSurface.alphaMask(width: grid.width, height: grid.height)
    surface.replaceAlphaBytes(hidden)
    geometric.hiddenMask = surface
    return surface
  }

  private var unhittableMaskSurface: CairoSurface?

  /// Pixels where a touch target is what the user sees, yet a click there is
  /// handled by someone else (or nobody): drawn but not hittable.
  func unhittableMask() throws -> CairoSurface {
    if let unhittableMaskSurface { return unhittableMaskSurface }
    let painters = try painters()
    let map = hitMap
    // The view handling a touch that hits each view (-1: a controller, the application or no one).
    let handlerOf = map.handlerOfView.map { entry -> Int32 in
      if case .view(let v) = entry { return Int32(v) }
      return -1
    }
    var flagged = [UInt8](repeating: 0, count: grid.width * grid.height)
    for index in 0..<(grid.width * grid.height) {
      let painter = painters.views[index]
      guard painter >= 0, scene.views[Int(painter)].isTouchTarget else { continue }
      let hit = map.views[index]
      if hit == painter { continue }
      let handler = hit >= 0 ? handlerOf[Int(hit)] : -1
      if handler != painter { flagged[index] = 255 }
    }
    let surface = try CairoSurface.alphaMask(width: grid.width, height: grid.height)
    surface.replaceAlphaBytes(flagged)
    unhittableMaskSurface = surface
    return surface
  }

  /// Takes the parts of `map` this analysis has not computed yet (the hit map, the map's tint
  /// and tag points); `map` must hold for this analysis' scene at its scale.
  func adopt(_ map: MapAnalysis) throws {
    if geometric.regions == nil { geometric.regions = map.regions }
    if let titles = map.titles, map.scene == scene {
      titleCache.withLock { kept in
        if kept == nil { kept = titles }
      }
    }
    if geometric.hitMap == nil { geometric.hitMap = map.hitMap }
    if geometric.mapLabelPoints == nil { geometric.mapLabelPoints = map.labelPoints }
    if geometric.mapImage == nil { geometric.mapImage = try Self.image(of: map.tint, on: grid) }
  }

  /// The hit map as a tint image on the grid (see `tint(of:colors:)`).
  func mapImage() throws -> CairoSurface {
    if let mapImage = geometric.mapImage { return mapImage }
    let surface = try Self.image(of: Self.tint(of: hitMap, colors: colors), on: grid)
    geometric.mapImage = surface
    return surface
  }

  private static func image(of tint: [UInt32], on grid: PixelGrid) throws -> CairoSurface {
    let surface = try CairoSurface.image(width: grid.width, height: grid.height)
    surface.replaceARGBPixels(tint)
    return surface
  }

  /// The pixels of the map's tint: each view's colour (`colors`, by view index) at half
  /// opacity, darker where it borders another view, neutral grey where a click reaches nothing;
  /// premultiplied ARGB32, row-major on the map's grid.
  static func tint(of map: HitMapRaster, colors: [Color]) -> [UInt32] {
    let w = map.grid.width
    let h = map.grid.height
    func premultiplied(_ c: Color, alpha: Double) -> UInt32 {
      let a = c.alpha * alpha
      let ai = UInt32((a * 255).rounded())
      let r = UInt32((c.red * a * 255).rounded())
      let g = UInt32((c.green * a * 255).rounded())
      let b = UInt32((c.blue * a * 255).rounded())
      return ai << 24 | r << 16 | g << 8 | b
    }
    let fills = colors.map { premultiplied($0, alpha: 0.5) }
    let edges = colors.map { premultiplied($0, alpha: 0.95) }
    let nothing = premultiplied(Palette.mapNothing, alpha: Palette.mapNothingAlpha)
    var pixels = [UInt32](repeating: 0, count: w * h)
    for j in 0..<h {
      for i in 0..<w {
        let v = map[i, j]
        let edge =
          (i + 1 < w && map[i + 1, j] != v) || (j + 1 < h && map[i, j + 1] != v)
          || (i > 0 && map[i - 1, j] != v) || (j > 0 && map[i, j - 1] != v)
        if v < 0 {
          pixels[j * w + i] = nothing
        } else {
          pixels[j * w + i] = edge ? edges[Int(v)] : fills[Int(v)]
        }
      }
    }
    return pixels
  }

  /// For each view the map reaches, a point inside its area (window points) to put its name.
  var mapLabelPoints: [(ViewIndex, Point, Int)] {
    if let points = geometric.mapLabelPoints { return points }
    let points = Self.labelPoints(of: hitMap, viewCount: scene.views.count)
    geometric.mapLabelPoints = points
    return points
  }

  /// For each view of `viewCount` that `map` reaches, its centroid pixel, or, when the centroid
  /// falls outside the view's area (a ring's hole, an L-shaped remnant), its pixel nearest to the
  /// centroid (the first in row order among equals), with the view's area in pixels. Two passes
  /// over the map whatever the number of views.
  static func labelPoints(of map: HitMapRaster, viewCount n: Int) -> [(ViewIndex, Point, Int)] {
    let grid = map.grid
    var sumX = [Double](repeating: 0, count: n)
    var sumY = [Double](repeating: 0, count: n)
    var count = [Int](repeating: 0, count: n)
    for j in 0..<grid.height {
      for i in 0..<grid.width {
        let v = Int(map[i, j])
        guard v >= 0 else { continue }
        sumX[v] += Double(i)
        sumY[v] += Double(j)
        count[v] += 1
      }
    }
    var chosen = [(i: Int, j: Int)](repeating: (0, 0), count: n)
    var searching = [Bool](repeating: false, count: n)
    var best = [Int](repeating: .max, count: n)
    var anySearch = false
    for v in 0..<n where count[v] > 0 {
      let ci = Int((sumX[v] / Double(count[v])).rounded())
      let cj = Int((sumY[v] / Double(count[v])).rounded())
      chosen[v] = (ci, cj)
      if map[ci, cj] != Int32(v) {
        searching[v] = true
        anySearch = true
      }
    }
    if anySearch {
      // The centroids stay the targets; `chosen` moves to the nearest pixel found so far.
      let targets = chosen
      for j in 0..<grid.height {
        for i in 0..<grid.width {
          let v = Int(map[i, j])
          guard v >= 0, searching[v] else { continue }
          let (ti, tj) = targets[v]
          let d = (i - ti) * (i - ti) + (j - tj) * (j - tj)
          if d < best[v] {
            best[v] = d
            chosen[v] = (i, j)
          }
        }
      }
    }
    return (0..<n).filter { count[$0] > 0 }.map { v in
      (v, grid.center(chosen[v].i, chosen[v].j), count[v])
    }
  }
}
