import HitScopeEngine

/// The side panels last drawn, the two most recent kept as pixels: a hover changes nothing in
/// the panel, whose lines cost about as much to draw as the rest of a hover frame, and an
/// overlay turned off and on again finds the panel it left.
///
/// A panel is drawn on a surface of the whole frame's size, under the frame's own user space,
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

  private static let capacity = 2
  /// Oldest first, each with the lines it holds.
  private var kept: [(key: Key, surface: CairoSurface, lines: [PanelPainter.DrawnLine])] = []

  init() {}

  private static func key(_ content: PanelContent, in panelRect: Rect, layout: FrameLayout)
    -> Key
  {
    Key(content: content, frame: layout.size, panel: panelRect, scale: layout.scale)
  }

  /// The surface holding the panel of `content` in `panelRect` (output pixels), when one is
  /// kept (it is then the newest).
  func kept(_ content: PanelContent, in panelRect: Rect, layout: FrameLayout) -> CairoSurface? {
    let key = PanelCache.key(content, in: panelRect, layout: layout)
    guard let i = kept.firstIndex(where: { $0.key == key }) else { return nil }
    let entry = kept.remove(at: i)
    kept.append(entry)
    return entry.surface
  }

  /// The frame-sized surface holding the panel of `content` in `panelRect` (output pixels),
  /// drawn by `draw` when it is not a panel kept. `draw` is handed the newest panel kept, with
  /// its lines, when it is a panel in the same rectangle at the same scale (nil else, see
  /// `PanelPainter.draw(in:reusing:)`), and returns the lines it drew.
  func panel(
    content: PanelContent, in panelRect: Rect, layout: FrameLayout,
    draw: (CairoContext, _ reusing: (surface: CairoSurface, lines: [PanelPainter.DrawnLine])?)
      throws -> [PanelPainter.DrawnLine]
  ) throws -> CairoSurface {
    if let surface = kept(content, in: panelRect, layout: layout) { return surface }
    kept.removeAll { $0.key.frame != layout.size }
    let newest = kept.last.flatMap {
      $0.key.panel == panelRect && $0.key.scale == layout.scale ? ($0.surface, $0.lines) : nil
    }
    let target: CairoSurface
    if kept.count >= PanelCache.capacity {
      target = kept.removeFirst().surface
    } else {
      target = try CairoSurface.image(width: layout.size.width, height: layout.size.height)
    }
    let lines = try draw(CairoContext(surface: target), newest)
    kept.append((PanelCache.key(content, in: panelRect, layout: layout), target, lines))
    return target
  }
}
