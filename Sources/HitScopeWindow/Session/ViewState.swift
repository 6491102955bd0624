import HitScopeEngine
import HitScopeRender

/// How the window shows the scene: the scale, the overlays on, the key list, and how far a
/// canvas larger than its room is scrolled. A value the session reads into every frame's
/// options; it changes only by the keys and the wheel.
struct ViewState: Equatable {
  /// Device pixels per scene point, within `RenderOptions.scaleRange`.
  var scale: Double
  var overlays: Set<Overlay>
  var showsHelp = false
  /// How far the canvas is scrolled, right and down, in window pixels (see `FrameLayout.scroll`).
  var scroll = Point.zero

  /// How far one wheel notch or arrow key scrolls, in points (times the scale in pixels).
  static let scrollStep = 48.0

  mutating func toggle(_ overlay: Overlay) {
    if overlays.remove(overlay) == nil { overlays.insert(overlay) }
  }

  /// Scrolls by `steps` (right and down; negative: left and up) from where `layout` shows the
  /// canvas, within what there is to see; false when the canvas is already at that edge (or
  /// shown whole).
  mutating func scroll(by steps: (x: Int, y: Int), in layout: FrameLayout) -> Bool {
    let step = (ViewState.scrollStep * scale).rounded()
    let limit = layout.maximumScroll
    let next = Point(
      min(max(0, layout.scroll.x + Double(steps.x) * step), limit.x),
      min(max(0, layout.scroll.y + Double(steps.y) * step), limit.y))
    guard next != layout.scroll else { return false }
    scroll = next
    return true
  }

  /// Zooms to `newScale`, the scroll scaled with it so that the part scrolled to stays about
  /// in view; false when the scale stays.
  mutating func zoom(to newScale: Double) -> Bool {
    guard newScale != scale else { return false }
    let ratio = newScale / scale
    scroll = Point((scroll.x * ratio).rounded(), (scroll.y * ratio).rounded())
    scale = newScale
    return true
  }

  /// The largest scale at which the canvas shows whole in the frame (see
  /// `FrameLayout.fittingScale`), unscrolled; false when nothing changes. `frameSize`: the
  /// frame's size at a scale (the status bar under it grows with the scale).
  mutating func fit(
    _ scene: Scene, options: RenderOptions, frameSize: (Double) -> PixelSize
  ) -> Bool {
    func fitting(at scale: Double) -> Double {
      FrameLayout.fittingScale(scene: scene, options: options, in: frameSize(scale))
    }
    // A smaller scale leaves the frame more room: settle on the scale that fits its own frame.
    var fitted = fitting(at: scale)
    for _ in 0..<4 {
      let again = fitting(at: fitted)
      if again == fitted { break }
      fitted = again
    }
    while fitted > RenderOptions.scaleRange.lowerBound, fitting(at: fitted) < fitted {
      fitted = max(RenderOptions.scaleRange.lowerBound, fitted - 0.01)
    }
    guard fitted != scale || scroll != .zero else { return false }
    scale = fitted
    scroll = .zero
    return true
  }
}
