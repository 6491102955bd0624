/// A closed subpath with a closed-form description, kept beside its Bézier outline so that
/// containment can be answered analytically away from the outline.
///
/// Each primitive is drawn from its minimum-x, minimum-y corner (an ellipse from its maximum-x
/// point) towards +x first: clockwise on a y-down screen, winding +1 inside.
public enum PathPrimitive: Hashable, Sendable {
  case rect(Rect)
  /// An ellipse inscribed in the rectangle.
  case ellipse(Rect)
  /// A rounded rectangle; the radius is already clamped to half the shorter side.
  case roundedRect(Rect, radius: Double)
}
