/// The probe the window stepped to with `]` or `[`, as the panel heads it: which of the
/// scene's probes, and its place in the stepping order (failing probes first).
public struct ProbeStep: Hashable, Sendable {
  /// An index into `scene.probes`.
  public var index: Int
  /// Its place in the stepping order, from 1.
  public var position: Int
  /// How many probes the order holds.
  public var count: Int

  public init(index: Int, position: Int, count: Int) {
    self.index = index
    self.position = position
    self.count = count
  }
}
