/// An axis-aligned rectangle: an origin (its minimum-x, minimum-y corner) and a size, in points.
///
/// Containment is half-open. In a y-down space a point on the minimum edges is inside and a point
/// on the maximum edges is outside, as `CGRect.contains`. In a y-up space (unflipped AppKit) the
/// edges that appear on top and left on screen are inside: minimum x in, maximum x out, maximum y
/// in, minimum y out, as `NSMouseInRect`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x, y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var center: Point { Point(midX, midY) }

  /// Whether the rectangle encloses no area.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// Half-open containment; `yUp` selects `NSMouseInRect`'s edges (see the type's documentation).
  @inline(__always)
  public func contains(_ p: Point, yUp: Bool = false) -> Bool {
    guard p.x >= minX, p.x < maxX else { return false }
    return yUp ? (p.y > minY && p.y <= maxY) : (p.y >= minY && p.y < maxY)
  }

  /// The rectangle grown by `insets` on each side (negative values shrink it). A side that passes
  /// its opposite leaves an empty rectangle of zero size at the crossing point.
  public func outset(by insets: EdgeInsets, yUp: Bool) -> Rect {
    let top = yUp ? insets.bottom : insets.top
    let bottom = yUp ? insets.top : insets.bottom
    let x0 = minX - insets.left
    let x1 = maxX + insets.right
    let y0 = minY - top
    let y1 = maxY + bottom
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The overlap, or nil when the rectangles share no area.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle moved in by `d` on every side (a negative `d` grows it), its size floored at 0.
  public func insetBy(_ d: Double) -> Rect {
    Rect(x: minX + d, y: minY + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
  }

  public var description: String {
    "[\(minX.shortDescription), \(minY.shortDescription), \(width.shortDescription), \(height.shortDescription)]"
  }
}
