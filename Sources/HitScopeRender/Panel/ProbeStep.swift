/// The probe the window stepped to with `]` or `[`, as the panel heads it: which of the
/// scene's probes, numbered as the probes overlay and the panel's probe list number it.
public struct ProbeStep: Hashable, Sendable {
  /// An index into `scene.probes`.
  public var index: Int
  /// How many probes the scene declares.
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Its number everywhere it is shown: its index from 1.
  public var number: Int { index + 1 }
}
