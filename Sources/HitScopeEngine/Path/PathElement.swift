/// One drawing command of a `Path`, with absolute points in the path's space.
public enum PathElement: Hashable, Sendable {
  case move(Point)
  case line(Point)
  /// A quadratic Bézier: control point, end point.
  case quad(Point, Point)
  /// A cubic Bézier: two control points, end point.
  case cubic(Point, Point, Point)
  case close
}
