import HitScopeRender

/// The status bar's last picture, kept while its content, width and scale stay the same: a press
/// or release where the pointer already was, a key that changes no chip, or a frame the canvas
/// alone asked for reuse it instead of laying its text out again.
final class StatusBarCache {
  private struct Key: Equatable {
    var bar: StatusBar
    var width: Int
    var scale: Double
  }

  private var kept: (key: Key, image: RasterImage)?
  /// How many times the bar was rendered, for tests that pin when it is not.
  private(set) var renders = 0

  /// The bar `width` pixels wide at `scale` pixels per point: the kept picture when it shows the
  /// same, else a fresh one (which is then kept).
  func image(of bar: StatusBar, width: Int, scale: Double) throws -> RasterImage {
    let key = Key(bar: bar, width: width, scale: scale)
    if let kept, kept.key == key { return kept.image }
    let image = try bar.render(width: width, scale: scale)
    renders += 1
    kept = (key, image)
    return image
  }
}
