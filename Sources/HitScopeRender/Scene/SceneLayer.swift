import HitScopeEngine

/// The scene's views drawn on the canvas' pixel grid, with the scene's analysis (effective
/// regions, hit map, rasters and masks), kept while the scene and the scale stay.
///
/// The scene is compared whole (`Scene` equality is compiler-derived), so any change redraws
/// it; a change of counter values alone keeps the analysis' geometric part (`relabelled`).
final class SceneLayer {
  /// Counts the layers drawn: a layer drawn over this one names the generation it used.
  private(set) var generation = 0
  private var kept: (scene: Scene, scale: Double, surface: CairoSurface, analysis: SceneAnalysis)?
  private let scratch = MaskScratch()

  /// The layer and analysis of `scene` at `scale`, and their generation.
  func prepare(scene: Scene, scale: Double) throws -> (
    surface: CairoSurface, analysis: SceneAnalysis, generation: Int
  ) {
    if let kept, kept.scale == scale, kept.scene == scene {
      return (kept.surface, kept.analysis, generation)
    }
    let analysis: SceneAnalysis
    if let kept, kept.scale == scale, kept.scene.matchesIgnoringCounters(scene) {
      analysis = kept.analysis.relabelled(for: scene)
    } else {
      analysis = SceneAnalysis(scene: scene, scale: scale, scratch: scratch)
    }
    let grid = analysis.grid
    let surface = try CairoSurface.image(width: grid.width, height: grid.height)
    let context = try CairoContext(surface: surface)
    context.scale(scale, scale)
    try ScenePainter(scene: scene, context: context).draw()
    kept = (scene, scale, surface, analysis)
    generation += 1
    return (surface, analysis, generation)
  }
}
