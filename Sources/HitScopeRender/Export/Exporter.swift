import Foundation
import HitScopeEngine
import HitScopeFormat

/// Writes pictures of scenes to files, headless, whole or not at all.
public enum Exporter {
  /// Writes `scene` with `options` to `path` as `format`.
  ///
  /// PNG is rendered at `options.scale`. SVG and PDF are drawn as vectors at `options.scale`
  /// units per scene point (px for SVG, pt for PDF); per-pixel overlays (map, hatches) are
  /// embedded as images at `options.scale` pixels per point, and at least 2, lowered to what
  /// fits `PictureMemory.budget` (`PictureMemory.rasterScale`). PDF text stays
  /// text; cairo's SVG writes glyphs as shapes (see docs/decisions.md). The file is written to a
  /// temporary file in the same directory and renamed; on failure the temporary file is
  /// removed, an existing file at `path` is left intact, and the error names `path` and the
  /// reason. A PNG whose canvas would take more than `PictureMemory.budget` to draw is refused
  /// before anything is drawn, the error naming its size and a scale that fits.
  /// Returns where the picture's name tags went.
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
      let layout = frame.layout
      let width = Double(layout.size.width)
      let height = Double(layout.size.height)
      // Drawn in memory, then written with checked system calls: cairo's own PDF file output
      // can report success for bytes a full disk never took.
      let surface =
        format == .svg
        ? try CairoSurface.svg(width: width, height: height)
        : try CairoSurface.pdf(width: width, height: height, title: scene.title)
      let context = try CairoContext(surface: surface)
      try FramePainter(frame: frame).draw(on: context, sceneLayer: nil)
      try AtomicFile.write(bytes: surface.finishedBytes(), to: path)
      return frame.tags?.placement ?? TagPlacement()
    }
  }
}
