/// Frame-sized pixels a renderer keeps between frames, each drawn for a key, the most recent
/// `capacity` of them: a layer is drawn again only when a frame asks for a key not kept.
///
/// Keys come from the frame value (see `SceneRenderer`), so a layer is redrawn whenever anything
/// it was drawn from changes.
final class KeptLayer<Key: Hashable> {
  private let capacity: Int
  /// Oldest first.
  private var kept: [(key: Key, surface: CairoSurface)] = []

  init(capacity: Int = 1) {
    precondition(
      capacity >= 1, "A kept layer keeps at least one surface; pass a capacity of 1 or more.")
    self.capacity = capacity
  }

  /// The surface drawn for `key` (`width` x `height` pixels): the kept one, else one that
  /// `draw` fills, starting from a copy of `base` when given (of the same size) and from
  /// whatever it held before otherwise. A kept surface of another size is let go first, so
  /// that a resize never holds two generations of surfaces.
  func surface(
    for key: Key, width: Int, height: Int, over base: CairoSurface? = nil,
    draw: (CairoContext) throws -> Void
  ) throws -> CairoSurface {
    kept.removeAll { $0.surface.width != width || $0.surface.height != height }
    if let i = kept.firstIndex(where: { $0.key == key }) {
      let entry = kept.remove(at: i)
      kept.append(entry)
      return entry.surface
    }
    let surface =
      kept.count >= capacity
      ? kept.removeFirst().surface : try CairoSurface.image(width: width, height: height)
    let context = try CairoContext(surface: surface)
    if let base { context.copyPixels(of: base) }
    try draw(context)
    kept.append((key, surface))
    return surface
  }
}
