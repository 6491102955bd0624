import HitScopeEngine

/// The side panel last drawn, kept as pixels: a hover changes nothing in the panel, whose lines
/// cost about as much to draw as the rest of a hover frame.
///
/// The panel is drawn on a surface of the whole frame's size, under the frame's own user space,
/// so its pixels are exactly the ones drawing it on the frame gives; only its rectangle is
/// copied out. That holds because the panel paints its rectangle opaque first and draws nothing
/// outside it (`PanelPainter`).
final class PanelCache {
  private struct Key: Hashable {
    var content: PanelContent
    var frame: PixelSize
    var panel: Rect
    var scale: Double
  }

  private var key: Key?
  private var surface: CairoSurface?

  init() {}

  /// The frame-sized surface holding the panel of `content` in `panelRect` (output pixels),
  /// drawn by `draw` when it is not the panel kept.
  func panel(
    content: PanelContent, in panelRect: Rect, layout: FrameLayout,
    draw: (CairoContext) throws -> Void
  ) throws -> CairoSurface {
    let key = Key(content: content, frame: layout.size, panel: panelRect, scale: layout.scale)
    if key == self.key, let surface { return surface }
    self.key = nil
    let target: CairoSurface
    if let surface, surface.width == layout.size.width, surface.height == layout.size.height {
      target = surface
    } else {
      target = try CairoSurface.image(width: layout.size.width, height: layout.size.height)
      surface = target
    }
    try draw(CairoContext(surface: target))
    self.key = key
    return target
  }
}
