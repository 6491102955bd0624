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

  /// The kept surface drawn for `key`, if any.
  func kept(_ key: Key) -> CairoSurface? {
    kept.first { $0.key == key }?.surface
  }

  /// The surface drawn for `key` (`width` x `height` pixels): the kept one, else one that
  /// `draw` fills. `draw` is handed the key of what the surface still holds when it reuses the
  /// surface of a layer let go (nil for a new, transparent surface). A kept surface of another
  /// size is let go first, so that a resize never holds two generations of surfaces.
  func surface(
    for key: Key, width: Int, height: Int, draw: (CairoContext, _ holding: Key?) throws -> Void
  ) throws -> CairoSurface {
    kept.removeAll { $0.surface.width != width || $0.surface.height != height }
    if let i = kept.firstIndex(where: { $0.key == key }) {
      let entry = kept.remove(at: i)
      kept.append(entry)
      return entry.surface
    }
    let surface: CairoSurface
    var holding: Key? = nil
    if kept.count >= capacity {
      let oldest = kept.removeFirst()
      surface = oldest.surface
      holding = oldest.key
    } else {
      surface = try CairoSurface.image(width: width, height: height)
    }
    try draw(CairoContext(surface: surface), holding)
    kept.append((key, surface))
    return surface
  }
}
