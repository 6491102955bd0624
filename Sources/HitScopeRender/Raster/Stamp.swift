import HitScopeEngine

/// Something small that paints itself, drawn once into an image and composited wherever it is
/// drawn again (see `Stamps`). The value is everything `paint` draws from: equal stamps paint the
/// same pixels, so a stamp's image is kept by its value (with the user space's scale and the
/// sub-pixel offset it is drawn at) and by nothing a caller could forget.
protocol Stamp: Hashable {
  /// The box holding every pixel `paint` draws, its top-left corner at the user-space origin:
  /// in points, or in device pixels for a stamp drawn by `Stamps.draw(_:pixels:on:texts:)`.
  var size: Size { get }

  /// Paints the stamp on `context`, inside the box of `size` whose top-left corner is the
  /// user-space origin, laying text out through `texts`.
  func paint(on context: CairoContext, texts: TextLayoutCache) throws
}

/// A stamp drawn about its centre: its box reaches `reach` points from the centre every way.
protocol CentredStamp: Stamp {
  static var reach: Double { get }
}

extension CentredStamp {
  var size: Size { Size(width: 2 * Self.reach, height: 2 * Self.reach) }
  /// The box's centre, in the stamp's space.
  var center: Point { Point(Self.reach, Self.reach) }
}
