import HitScopeEngine
import HitScopeFormat

/// Writes pictures of scenes to files, headless, whole or not at all.
public enum Exporter {
  /// Writes `scene` with `options` to `path` as `format`, whole or not at all (an existing file
  /// is left intact on failure, the error naming `path` and the reason); returns where the
  /// picture's name tags went.
  ///
  /// PNG is rendered at `options.scale`, refused before drawing past `PictureMemory.budget`.
  /// SVG and PDF are drawn as vectors at `options.scale` units per scene point (px for SVG, pt
  /// for PDF); per-pixel overlays (map, hatches) are embedded as images at that many pixels per
  /// point, at least 2, lowered to fit the budget (`PictureMemory.rasterScale`).
  @discardableResult
  public static func export(
    scene: Scene, to path: String, format: ExportFormat, options: RenderOptions
  ) throws -> TagPlacement {
    let options = try options.validated()
    switch format {
    case .png:
      try PictureMemory.check(canvasOf: scene, scale: options.scale)
      let (image, tags) = try SceneRenderer.renderPlacingTags(scene: scene, options: options)
      try image.writePNG(to: path)
      return tags
    case .svg, .pdf:
      let frame = Frame(
        unvalidated: scene, options: options, size: nil, previous: nil,
        analysis: try SceneAnalysis(
          scene: scene,
          scale: PictureMemory.rasterScale(canvasOf: scene, upTo: max(2, options.scale))))
      let surface = try CairoSurface.document(
        format, width: Double(frame.layout.size.width), height: Double(frame.layout.size.height),
        title: scene.title)
      try FramePainter(frame: frame).draw(on: CairoContext(surface: surface))
      try AtomicFile.write(bytes: surface.finishedBytes(), to: path)
      return frame.tags?.placement ?? TagPlacement()
    }
  }
}
