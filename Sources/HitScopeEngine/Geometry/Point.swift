/// A location in some two-dimensional coordinate space, in points.
///
/// A `Point` carries no space of its own: every API that takes or returns one says which space
/// (window points, a view's bounds space) and which way y grows there.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public init(_ x: Double, _ y: Double) {
    self.init(x: x, y: y)
  }

  public static let zero = Point(0, 0)

  public static func + (lhs: Point, rhs: Point) -> Point { Point(lhs.x + rhs.x, lhs.y + rhs.y) }
  public static func - (lhs: Point, rhs: Point) -> Point { Point(lhs.x - rhs.x, lhs.y - rhs.y) }
  public static func * (lhs: Point, rhs: Double) -> Point { Point(lhs.x * rhs, lhs.y * rhs) }

  /// The Euclidean distance to `other`, in the points' shared space.
  public func distance(to other: Point) -> Double {
    let dx = x - other.x
    let dy = y - other.y
    return (dx * dx + dy * dy).squareRoot()
  }

  public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }

  /// `(45.33, 120)`: each coordinate with at most 2 decimals, for text people read.
  public var readableDescription: String {
    "(\(x.readableDescription), \(y.readableDescription))"
  }
}

extension Double {
  /// The shortest decimal form that reads back to the same value, without a trailing `.0`
  /// for whole numbers (`120`, `0.1`, `-2.5`).
  public var shortDescription: String {
    if isFinite, self == rounded(), abs(self) < 1e15 {
      return String(Int64(self))
    }
    return "\(self)"
  }

  /// Rounded to at most 2 decimals, then as `shortDescription` (`45.33`, `120`, `0.5`): what text
  /// output shows of coordinates and sizes, never `45.333333333333336`. Values too large for
  /// hundredths to matter are shown as they are.
  public var readableDescription: String {
    guard isFinite, abs(self) < 1e13 else { return shortDescription }
    return ((self * 100).rounded() / 100).shortDescription
  }
}
