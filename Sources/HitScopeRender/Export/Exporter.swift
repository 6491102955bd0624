import Foundation
import HitScopeEngine

/// Writes pictures of scenes to files, headless, whole or not at all.
public enum Exporter {
  /// Writes `scene` with `options` to `path` as `format`.
  ///
  /// PNG is rendered at `options.scale`. SVG and PDF are drawn as vectors at one unit per scene
  /// point (px for SVG, pt for PDF); per-pixel overlays (map, hatches) are embedded as images at
  /// twice `options.scale` at least. The file is written to a temporary file in the same
  /// directory and renamed; on failure the temporary file is removed, an existing file at `path`
  /// is left intact, and the error names `path` and the reason.
  public static func export(
    scene: Scene, to path: String, format: ExportFormat, options: RenderOptions
  ) throws {
    let options = try options.validated()
    switch format {
    case .png:
      let image = try SceneRenderer.render(scene: scene, options: options)
      try image.writePNG(to: path)
    case .svg, .pdf:
      var vectorOptions = options
      vectorOptions.scale = 1
      let analysis = SceneAnalysis(scene: scene, scale: max(2, options.scale))
      let frame = try Frame(scene: scene, options: vectorOptions)
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
      try FramePainter(frame: frame, analysis: analysis).draw(on: context, sceneLayer: nil)
      try AtomicFile.write(bytes: surface.finishedBytes(), to: path)
    }
  }
}
