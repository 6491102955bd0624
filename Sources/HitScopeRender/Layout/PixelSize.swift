import HitScopeEngine

/// A size in output pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `size` (points) at `scale` pixels per point, rounded up to whole pixels.
  init(_ size: Size, scale: Double) {
    width = Int((size.width * scale).rounded(.up))
    height = Int((size.height * scale).rounded(.up))
  }

  public var description: String { "\(width)x\(height)" }
}
