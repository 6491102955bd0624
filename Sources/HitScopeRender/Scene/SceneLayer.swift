import HitScopeEngine

/// The scene's views drawn on the canvas' pixel grid, with the scene's analysis (effective
/// regions, hit map, rasters and masks), kept while the scene and the scale stay.
///
/// The scene is compared whole (`Scene` equality is compiler-derived): a scene that differs in
/// more than counter values is drawn and analysed afresh. Counter values only change the text
/// of labels that show them, which nothing hit-tests: while those texts read the same the layer
/// and analysis are kept, and when they change the analysis keeps its geometric part
/// (`relabelled`).
final class SceneLayer {
  /// Counts the layers drawn: a layer drawn over this one names the generation it used. It
  /// covers the scene but for counter values, and the texts labels show.
  private(set) var generation = 0
  private var kept:
    (
      scene: Scene, labelTexts: [String], scale: Double, surface: CairoSurface,
      analysis: SceneAnalysis
    )?
  private let scratch = MaskScratch()

  /// The layer and analysis of `scene` at `scale`, and their generation.
  func prepare(scene: Scene, scale: Double) throws -> (
    surface: CairoSurface, analysis: SceneAnalysis, generation: Int
  ) {
    if let kept, kept.scale == scale, kept.scene == scene {
      return (kept.surface, kept.analysis, generation)
    }
    let labelTexts = Self.counterLabelTexts(of: scene)
    if var kept, kept.scale == scale, kept.scene.matchesIgnoringCounters(scene),
      kept.labelTexts == labelTexts
    {
      kept.scene = scene
      self.kept = kept
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
    kept = (scene, labelTexts, scale, surface, analysis)
    generation += 1
    return (surface, analysis, generation)
  }

  /// The text of every label that shows a counter, in view order.
  private static func counterLabelTexts(of scene: Scene) -> [String] {
    scene.views.compactMap { view in
      guard let label = view.label, !label.counterNames.isEmpty else { return nil }
      return label.text(counters: scene.counters)
    }
  }
}
