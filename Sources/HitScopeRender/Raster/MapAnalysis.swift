import HitScopeEngine

/// What the hit map overlay shows of one scene at one pixel scale, made ahead of the frame that
/// turns the map on: the hit map, its tint's pixels and the point each reached view's tag goes
/// near, and what placing those tags reads (the views' effective regions and the boxes of their
/// text, which tags keep off). A window makes it on another thread (`make(for:scale:progress:)`, with progress and
/// cancelling) and hands it to `Frame(scene:options:size:previous:audit:map:)`, so that frame
/// computes none of it; without one, a frame computes the same on first use.
public struct MapAnalysis: Sendable {
  /// The scene mapped; the analysis holds for it whatever its counter values.
  let scene: Scene
  let hitMap: HitMap
  /// The tint, one premultiplied ARGB32 pixel per grid pixel, row-major (see `tint(of:colors:)`).
  let tint: [UInt32]
  /// Each reached view, a point of its area (window points) and its area in grid pixels.
  let labelPoints: [(ViewIndex, Point, Int)]
  let regions: [EffectiveRegion]
  /// The boxes of the views' text, for the counter values of `scene`; nil when they could not
  /// be measured.
  let titles: SceneTitles?

  /// The analysis of `scene` at `scale` pixels per point, telling `progress` how many rows of
  /// the hit map are filled (the bulk of the work); throws `WorkCancelled` soon after
  /// `progress` is cancelled.
  public static func make(for scene: Scene, scale: Double, progress: WorkProgress)
    throws(WorkCancelled) -> MapAnalysis
  {
    let hitMap = try HitMap(scene: scene, scale: scale, progress: progress)
    if progress.isCancelled { throw WorkCancelled() }
    let tint = SceneAnalysis.tint(of: hitMap, colors: Palette.viewColors(for: scene))
    if progress.isCancelled { throw WorkCancelled() }
    let labelPoints = hitMap.reachedViews()
    if progress.isCancelled { throw WorkCancelled() }
    let regions = EffectiveRegion.all(in: scene)
    if progress.isCancelled { throw WorkCancelled() }
    // Measured as the renderer measures them; a context that cannot be made leaves the frame to
    // measure them itself.
    let titles = try? SceneTitles(scene: scene)
    return MapAnalysis(
      scene: scene, hitMap: hitMap, tint: tint, labelPoints: labelPoints, regions: regions,
      titles: titles)
  }

  /// How many views a click reaches somewhere on the map.
  public var reachedViews: Int { labelPoints.count }

  /// Whether this is the analysis of `scene` at `scale`: the scene mapped differs from it in
  /// counter values at most (they change no hit region).
  public func holds(for scene: Scene, scale: Double) -> Bool {
    hitMap.grid.scale == scale && self.scene.matchesIgnoringCounters(scene)
  }
}
