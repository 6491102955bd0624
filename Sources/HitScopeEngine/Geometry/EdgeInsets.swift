/// Distances by which a hit region grows beyond the bounds, per side as it appears on screen
/// (`top` is the upper edge on screen in y-up and y-down spaces alike), in points. Negative
/// values shrink the region.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same distance on all four sides.
  public init(all d: Double) {
    self.init(top: d, left: d, bottom: d, right: d)
  }
}
