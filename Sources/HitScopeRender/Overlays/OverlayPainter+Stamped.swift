import HitScopeEngine

extension OverlayPainter {
  /// Draws `content` by `paint`, which draws only inside `box` (window points) with every point
  /// moved by minus the origin it is handed: on image surfaces as a stamp kept with the tags',
  /// elsewhere straight onto the context (origin zero).
  func stamped(
    _ content: AnyHashable, in box: Rect, _ paint: (CairoContext, Point) throws -> Void
  ) throws {
    guard Stamps.apply(to: context) else { return try paint(context, .zero) }
    try stamps.draw(content, in: box, on: context) { try paint($0, box.origin) }
  }
}
