/// The pixels of a hit map: which window point each pixel stands for.
///
/// Pixel `(i, j)` (column `i` from the left, row `j` from the top) stands for the window point at
/// its centre, `((i + 0.5) / scale, (j + 0.5) / scale)`; that point is what `hitTest` is asked
/// about. The grid covers the canvas: `ceil(width * scale)` by `ceil(height * scale)` pixels.
public struct HitMapGrid: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// Pixels per window point.
  public let scale: Double

  /// The grid over `canvas` (window points) at `scale` pixels per point; the scale must be a
  /// finite number above zero and the grid at most 65,536 pixels on a side.
  public init(canvas: Size, scale: Double) {
    precondition(
      scale.isFinite && scale > 0,
      "A hit map scale must be a finite number above 0; \(scale) was given.")
    let w = (canvas.width * scale).rounded(.up)
    let h = (canvas.height * scale).rounded(.up)
    precondition(
      w >= 0 && h >= 0 && w <= 65536 && h <= 65536,
      "A hit map is at most 65536 pixels on a side; the canvas at scale \(scale) is \(w)x\(h).")
    self.width = Int(w)
    self.height = Int(h)
    self.scale = scale
  }

  /// The window point pixel `(column, row)` stands for.
  @inline(__always)
  public func centre(column: Int, row: Int) -> Point {
    Point((Double(column) + 0.5) / scale, (Double(row) + 0.5) / scale)
  }

  /// The area of one pixel in square window points.
  public var pixelArea: Double { 1 / (scale * scale) }
}
