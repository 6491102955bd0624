/// A shape as a scene declares it; `path(in:)` resolves it against the view's bounds.
public indirect enum Shape: Hashable, Sendable {
  /// The bounds rectangle.
  case rect
  /// The ellipse inscribed in the bounds.
  case ellipse
  /// The bounds with corners of this radius (clamped to half the shorter side).
  case roundedRect(radius: Double)
  /// A rectangle in the view's bounds space.
  case rectIn(Rect)
  /// The ellipse inscribed in a rectangle of the view's bounds space.
  case ellipseIn(Rect)
  /// A rounded rectangle in the view's bounds space.
  case roundedRectIn(Rect, radius: Double)
  /// An explicit outline (SVG path data), in the view's bounds space.
  case path(Path)
  /// Subpaths joined under one rule; inner compounds' rules are ignored.
  case compound([Shape], FillRule)

  /// The outline for a view whose bounds (in its own bounds space) are `bounds`.
  public func path(in bounds: Rect) -> Path {
    switch self {
    case .rect: .rect(bounds)
    case .ellipse: .ellipse(bounds)
    case .roundedRect(let radius): .roundedRect(bounds, radius: radius)
    case .rectIn(let r): .rect(r)
    case .ellipseIn(let r): .ellipse(r)
    case .roundedRectIn(let r, let radius): .roundedRect(r, radius: radius)
    case .path(let path): path
    case .compound(let parts, let rule):
      .compound(parts.map { $0.path(in: bounds) }, fillRule: rule)
    }
  }
}
