import HitScopeEngine

/// Renders scenes with overlays into images, fast enough to call every frame.
///
/// An instance caches, per scene (by content fingerprint) and scale: the scene layer (background
/// and views drawn on the canvas' pixel grid) and the scene analysis (effective regions, hit map,
/// painter raster and the masks and map image made from them). A frame whose only change is in
/// the options (hover, click, overlays, panel lines, banner) reuses both and redraws only the
/// backdrop, overlays and panel. A tap that changes a counter or a flag changes the fingerprint.
public final class SceneRenderer {
  private struct CacheKey: Hashable {
    var fingerprint: Int
    var scale: Double
  }

  private var key: CacheKey?
  private var sceneLayer: CairoSurface?
  private var analysis: SceneAnalysis?

  public init() {}

  /// Renders one frame: the natural size for `scene` and `options` when `size` is nil, else
  /// exactly `size` pixels with the canvas centred (see `FrameLayout`).
  public func render(scene: Scene, options: RenderOptions, size: PixelSize? = nil) throws
    -> RasterImage
  {
    let options = try options.validated()
    let (layer, analysis) = try prepare(scene: scene, scale: options.scale)
    let layout = FrameLayout(
      scene: scene, options: options, outputSize: size, colors: analysis.colors)
    let surface = try CairoSurface.image(width: layout.size.width, height: layout.size.height)
    let context = try CairoContext(surface: surface)
    try FramePainter(scene: scene, options: options, layout: layout, analysis: analysis)
      .draw(on: context, sceneLayer: layer)
    return RasterImage(
      width: surface.width, height: surface.height, pixels: surface.copyARGBPixels())
  }

  /// Renders one frame with a fresh renderer (no cache kept).
  public static func render(scene: Scene, options: RenderOptions, size: PixelSize? = nil) throws
    -> RasterImage
  {
    try SceneRenderer().render(scene: scene, options: options, size: size)
  }

  /// The layout `render` uses for the same arguments, for mapping pointer pixels to the scene.
  public func layout(scene: Scene, options: RenderOptions, size: PixelSize? = nil) -> FrameLayout {
    FrameLayout(scene: scene, options: options, outputSize: size)
  }

  private func prepare(scene: Scene, scale: Double) throws -> (CairoSurface, SceneAnalysis) {
    let key = CacheKey(fingerprint: SceneFingerprint.of(scene), scale: scale)
    if key == self.key, let sceneLayer, let analysis { return (sceneLayer, analysis) }
    let analysis = SceneAnalysis(scene: scene, scale: scale)
    let grid = analysis.grid
    let layer = try CairoSurface.image(width: grid.width, height: grid.height)
    let context = try CairoContext(surface: layer)
    context.scale(scale, scale)
    try ScenePainter(scene: scene, context: context).draw()
    self.key = key
    self.sceneLayer = layer
    self.analysis = analysis
    return (layer, analysis)
  }
}
