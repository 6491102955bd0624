/// Frame-sized pixels a renderer keeps by the key they were drawn from: the two most recent, so
/// that an overlay turned off and on again finds the layer it left. Keys are made of the frame's values (see `SceneRenderer`), so pixels kept
/// for a key are the pixels drawing that key again gives.
///
/// A layer drawn for a new key is drawn into the storage of the layer it pushes out when that
/// is the same size: a frame's worth of fresh memory costs more to fault in than to draw over.
struct KeptPixels<Key: Equatable> {
  private static var capacity: Int { 2 }
  /// ARGB32 pixels (as `CairoSurface.drawingPixels` returns them), oldest first.
  private var layers: [(key: Key, pixels: [UInt32])] = []

  /// The pixels kept for `key`, now the most recent, else the ones `draw` makes on `count`
  /// pixels (their values unspecified: `draw` writes every one), kept.
  mutating func kept(for key: Key, count: Int, draw: (inout [UInt32]) throws -> Void) rethrows
    -> [UInt32]
  {
    if let i = layers.firstIndex(where: { $0.key == key }) {
      let entry = layers.remove(at: i)
      layers.append(entry)
      return entry.pixels
    }
    var pixels = layers.count >= KeptPixels.capacity ? layers.removeFirst().pixels : []
    if pixels.count != count { pixels = [UInt32](repeating: 0, count: count) }
    try draw(&pixels)
    layers.append((key, pixels))
    return pixels
  }
}

extension Array where Element == UInt32 {
  /// Makes this array's elements `source`'s, of the same count, in its own storage.
  mutating func overwrite(with source: [UInt32]) {
    precondition(count == source.count, "Copying \(source.count) pixels over \(count).")
    withUnsafeMutableBufferPointer { target in
      source.withUnsafeBufferPointer { source in
        target.baseAddress!.update(from: source.baseAddress!, count: source.count)
      }
    }
  }
}
