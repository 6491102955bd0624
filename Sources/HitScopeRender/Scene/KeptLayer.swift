/// Frame-sized pixels a renderer keeps between frames, each drawn for a key, with what its
/// drawing left to update it from (`State`), the most recent `capacity` of them: a layer is
/// drawn again only when a frame asks for a key not kept.
///
/// Keys come from the frame value (see `SceneRenderer`), so a layer is redrawn whenever anything
/// it was drawn from changes. Each layer also sits in a slot (for the renderer: the overlays it
/// was drawn under). A frame for a key not kept redraws the layer in its own slot, so that a new
/// click updates the layer of the last click, while a frame in a new slot (an overlay turned
/// off) takes another surface and leaves the layer it came from kept for the way back.
final class KeptLayer<Key: Hashable, Slot: Equatable, State> {
  /// One kept layer: its pixels, what they were drawn for, and the state its drawing left.
  final class Entry {
    fileprivate(set) var key: Key
    let slot: Slot
    let surface: CairoSurface
    var state: State

    fileprivate init(key: Key, slot: Slot, surface: CairoSurface, state: State) {
      self.key = key
      self.slot = slot
      self.surface = surface
      self.state = state
    }
  }

  private let capacity: Int
  /// Oldest first.
  private var entries: [Entry] = []

  init(capacity: Int = 1) {
    precondition(
      capacity >= 1, "A kept layer keeps at least one surface; pass a capacity of 1 or more.")
    self.capacity = capacity
  }

  /// The layer kept for `key` at `width` x `height` pixels, now the most recent, when there is
  /// one. A kept layer of another size is let go first, so that a resize never holds two
  /// generations of surfaces.
  func kept(_ key: Key, width: Int, height: Int) -> Entry? {
    entries.removeAll { $0.surface.width != width || $0.surface.height != height }
    guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
    let entry = entries.remove(at: i)
    entries.append(entry)
    return entry
  }

  /// The layer drawn for `key` in `slot` (`width` x `height` pixels): the kept one, else one
  /// that `draw` fills, returning the state it leaves. `draw` is handed the layer its surface
  /// still holds when it redraws a kept surface (nil for a new, transparent one); that is the
  /// layer of `slot`, else the oldest, or, when `updatable` says that one cannot be updated to
  /// `key` and the newest other can, a copy of that one (`copy` makes its state; the pixels
  /// are copied here). Layers of another size are let go first (see `kept`).
  func layer(
    for key: Key, in slot: Slot, width: Int, height: Int,
    updatable: (Key) -> Bool = { _ in false }, copy: (State) throws -> State = { $0 },
    draw: (CairoContext, _ holding: Entry?) throws -> State
  ) throws -> Entry {
    if let entry = kept(key, width: width, height: height) { return entry }
    let target: Entry?
    if let i = entries.firstIndex(where: { $0.slot == slot }) {
      target = entries.remove(at: i)
    } else if entries.count >= capacity {
      target = entries.removeFirst()
    } else {
      target = nil
    }
    if let target, !updatable(target.key),
      let source = entries.last(where: { updatable($0.key) })
    {
      try CairoContext(surface: target.surface).copyPixels(of: source.surface)
      target.key = source.key
      target.state = try copy(source.state)
    }
    let surface = try target?.surface ?? CairoSurface.image(width: width, height: height)
    let state = try draw(CairoContext(surface: surface), target)
    let entry = Entry(key: key, slot: slot, surface: surface, state: state)
    entries.append(entry)
    return entry
  }
}
