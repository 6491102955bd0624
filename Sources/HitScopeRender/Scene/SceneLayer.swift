import HitScopeEngine

/// The scene's views drawn on the canvas' pixel grid, kept while the frames' analysis is the one
/// it was drawn for.
///
/// A frame's `SceneAnalysis` stands for the scene but counter values, the texts its labels show
/// and the scale (`Frame` makes a new one whenever any of them changes, comparing scenes whole
/// with their compiler-derived equality), which is exactly what the views' pixels depend on.
final class SceneLayer {
  /// Counts the layers drawn: a layer drawn over this one names the generation it used.
  private(set) var generation = 0
  private var kept: (analysis: SceneAnalysis, surface: CairoSurface)?

  /// The layer of `frame`'s scene and its generation.
  func prepare(_ frame: Frame, analysis: SceneAnalysis) throws -> (
    surface: CairoSurface, generation: Int
  ) {
    if let kept, kept.analysis === analysis { return (kept.surface, generation) }
    let grid = analysis.grid
    let surface = try CairoSurface.image(width: grid.width, height: grid.height)
    let context = try CairoContext(surface: surface)
    context.scale(grid.scale, grid.scale)
    try ScenePainter(scene: frame.scene, context: context).draw()
    kept = (analysis, surface)
    generation += 1
    return (surface, generation)
  }
}
