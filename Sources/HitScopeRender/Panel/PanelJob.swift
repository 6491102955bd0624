import Dispatch

/// A frame's side panel drawn on another thread while the caller draws the frame's layers: the
/// panel's pixels depend on the frame value alone, but for how many name tags the frame leaves
/// out, which the job takes from the frame before (see `SceneRenderer`).
///
/// What the job draws with (the panel cache, its own text layouts and stamps, the frame) is the
/// job's alone from its start until `wait` returns: the renderer touches none of it meanwhile,
/// which is what makes the unchecked hand-off safe. Text goes through Pango's one lock (see
/// `TextFontMap`); cairo draws on the job's own surfaces.
final class PanelJob: @unchecked Sendable {
  /// The content drawn.
  let content: PanelContent
  private let painter: FramePainter
  private let panels: PanelCache
  private let done = DispatchGroup()
  private var result: Result<CairoSurface, any Error>?

  /// Starts drawing the panel of `content` for `painter`'s frame into `panels` on `queue`.
  init(content: PanelContent, painter: FramePainter, panels: PanelCache, on queue: DispatchQueue) {
    self.content = content
    self.painter = painter
    self.panels = panels
    done.enter()
    queue.async {
      self.result = Result { try self.painter.keptPanel(self.content, in: self.panels) }
      self.done.leave()
    }
  }

  /// The panel's frame-sized image, once drawn; rethrows what drawing it threw.
  func wait() throws -> CairoSurface {
    done.wait()
    guard let result else {
      preconditionFailure("A panel job ended without a result; it must set one before leaving.")
    }
    return try result.get()
  }
}
