/// Frame-sized pixels a renderer keeps by the key they were drawn from: the two most recent, so
/// that an overlay turned off and on again finds the layer it left. Keys are made of the
/// frame's values (see `SceneRenderer`), so pixels kept for a key are the pixels drawing that key
/// again gives.
struct KeptPixels<Key: Equatable> {
  /// ARGB32 pixels (as `CairoSurface.drawingPixels` returns them), oldest first.
  private var layers: [(key: Key, pixels: [UInt32])] = []

  /// The pixels kept for `key`, now the most recent, else the ones `draw` makes, kept.
  mutating func kept(for key: Key, draw: () throws -> [UInt32]) rethrows -> [UInt32] {
    if let i = layers.firstIndex(where: { $0.key == key }) {
      layers.append(layers.remove(at: i))
    } else {
      layers = layers.suffix(1) + [(key, try draw())]
    }
    return layers[layers.count - 1].pixels
  }
}
