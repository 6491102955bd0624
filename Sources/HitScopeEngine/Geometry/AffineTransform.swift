import Foundation

/// A 2-D affine map with the layout and order of `CGAffineTransform`.
///
/// A point maps as `x' = a x + c y + tx`, `y' = b x + d y + ty` (row vector times the matrix
/// `[a b 0; c d 0; tx ty 1]`). `t1.concatenating(t2)` applies `t1` first, then `t2`, as
/// `CGAffineTransform.concatenating`. `rotation(degrees:)` is `CGAffineTransform(rotationAngle:)`:
/// positive angles turn +x towards +y, which is clockwise on a y-down screen. This is the only
/// place the layout and composition order are defined; everything else composes through it.
public struct AffineTransform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
    AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Rotation by `degrees` (see the type's documentation for the direction).
  public static func rotation(degrees: Double) -> AffineTransform {
    let radians = degrees * .pi / 180
    // Exact values at quarter turns keep axis-aligned rotations axis-aligned.
    let quarter = degrees / 90
    if quarter == quarter.rounded() {
      let values: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
      let index = ((Int(quarter) % 4) + 4) % 4
      let (cosine, sine) = values[index]
      return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    let cosine = cos(radians)
    let sine = sin(radians)
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` first, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  public var determinant: Double { a * d - b * c }

  /// The inverse map, or nil when `|determinant| < 1e-12` (the scene format's singular limit).
  public var inverted: AffineTransform? {
    let det = determinant
    guard abs(det) >= 1e-12, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  public var isIdentity: Bool { self == .identity }

  /// Whether the map keeps axis-aligned rectangles axis-aligned (no rotation or shear).
  public var isAxisAligned: Bool { b == 0 && c == 0 }

  @inline(__always)
  public func apply(_ p: Point) -> Point {
    Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
  }

  /// The image of `rect`'s four corners, bounded by an axis-aligned rectangle.
  public func boundingBox(of rect: Rect) -> Rect {
    let corners = [
      apply(Point(rect.minX, rect.minY)), apply(Point(rect.maxX, rect.minY)),
      apply(Point(rect.minX, rect.maxY)), apply(Point(rect.maxX, rect.maxY)),
    ]
    var x0 = Double.infinity
    var y0 = Double.infinity
    var x1 = -Double.infinity
    var y1 = -Double.infinity
    for p in corners {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
