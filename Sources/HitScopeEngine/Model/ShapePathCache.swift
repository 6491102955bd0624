/// Shares one `Path` among views whose shapes resolve to the same closed-form outline: list rows,
/// icons and buttons repeat a few sizes, and a path costs about 340 bytes (its subpath and lazily
/// flattened outline live on the heap) while a shared one costs nothing more.
///
/// Only bounds rectangles, ellipses and rounded rectangles are shared; SVG and compound shapes are
/// rare and costly to hash, so they are built per view.
struct ShapePathCache {
  private struct Key: Hashable {
    /// 0 bounds rectangle, 1 ellipse, 2 rounded rectangle.
    var kind: UInt8
    var rect: Rect
    var radius: Double
  }

  private var paths: [Key: Path] = [:]

  /// The outline of `shape` (nil: the bounds rectangle) in `bounds`, in the view's bounds space.
  mutating func path(of shape: Shape?, in bounds: Rect) -> Path {
    let key: Key
    switch shape {
    case nil, .rect?: key = Key(kind: 0, rect: bounds, radius: 0)
    case .ellipse?: key = Key(kind: 1, rect: bounds, radius: 0)
    case .roundedRect(let radius)?: key = Key(kind: 2, rect: bounds, radius: radius)
    case .rectIn(let r)?: key = Key(kind: 0, rect: r, radius: 0)
    case .ellipseIn(let r)?: key = Key(kind: 1, rect: r, radius: 0)
    case .roundedRectIn(let r, let radius)?: key = Key(kind: 2, rect: r, radius: radius)
    case .path?, .compound?: return shape!.path(in: bounds)
    }
    if let shared = paths[key] { return shared }
    let path = (shape ?? .rect).path(in: bounds)
    paths[key] = path
    return path
  }
}
