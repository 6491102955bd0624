import HitScopeEngine
import HitScopeRender

extension FrameLayout {
  /// The largest scale, in hundredths, at which the canvas of `scene` with its margin shows
  /// whole in a frame of `size` (pixels) with `options` (its scale aside), beside or above the
  /// panel as `panelGoesBelow` puts it there; within `RenderOptions.scaleRange` (a frame too
  /// small for the canvas at the least scale scrolls it there).
  static func fittingScale(scene: Scene, options: RenderOptions, in size: PixelSize)
    -> Double
  {
    let margin = FrameLayout.margin(for: options)
    let canvas = Size(
      width: scene.canvas.width + 2 * margin, height: scene.canvas.height + 2 * margin)
    let width = Double(size.width)
    let height = Double(size.height)
    let panel = options.showPanel ? FrameLayout.panelWidth : 0
    // Hundredths, rounded down: the canvas then fits on whole pixels too.
    func hundredths(_ scale: Double) -> Double { (scale * 100).rounded(.down) / 100 }
    func clamped(_ scale: Double) -> Double {
      min(max(scale, RenderOptions.scaleRange.lowerBound), RenderOptions.scaleRange.upperBound)
    }
    let beside = hundredths(min(width / (canvas.width + panel), height / canvas.height))
    guard options.showPanel else { return clamped(beside) }
    // Under the canvas the panel needs its least height, and more columns than a side panel
    // holds: down from the largest scale that leaves that height, the first where it goes there.
    var below = hundredths(
      min(width / canvas.width, height / (canvas.height + FrameLayout.minimumColumnsHeight)))
    while below > beside {
      let scaled = Size(width: scene.canvas.width * below, height: scene.canvas.height * below)
      if FrameLayout.panelGoesBelow(canvas: scaled, margin: margin * below, in: size, scale: below)
      {
        return clamped(below)
      }
      below = ((below - 0.01) * 100).rounded() / 100
    }
    return clamped(beside)
  }
}
