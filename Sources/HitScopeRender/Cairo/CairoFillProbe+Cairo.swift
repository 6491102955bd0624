import CCairo
import HitScopeEngine

/// Asks Cairo itself whether a point is in a path's fill (`cairo_in_fill`), for benchmarks and
/// tests that hold the engine's containment against the rasteriser's.
public final class CairoFillProbe {
  private let context: CairoContext

  /// Loads `path` (its own space, one unit per point, fill rule included) into a context.
  public init(path: Path) throws {
    context = try CairoContext(surface: try CairoSurface.image(width: 1, height: 1))
    context.append(path)
    try context.check("the probed path")
  }

  /// Whether Cairo's fill of the path covers `p`.
  public func contains(_ p: Point) -> Bool {
    cairo_in_fill(context.handle, p.x, p.y) != 0
  }
}
