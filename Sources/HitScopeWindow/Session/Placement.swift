/// Where the window's pixels map to scene points: the window's size and the canvas' top-left
/// corner, in window pixels, and the canvas' scale in pixels per point. The `ready` event tells
/// the first one and `resized` each change, so scripts always click where they mean.
struct Placement: Equatable {
  var width: Int
  var height: Int
  var canvasOrigin: (x: Int, y: Int)
  var scale: Double

  static func == (a: Placement, b: Placement) -> Bool {
    a.width == b.width && a.height == b.height && a.canvasOrigin == b.canvasOrigin
      && a.scale == b.scale
  }
}
