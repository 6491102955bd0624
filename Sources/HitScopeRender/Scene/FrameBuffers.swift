import HitScopeEngine

/// The pixels a renderer returns its frames in: two frame-sized buffers, taken in turn, so that
/// a frame is drawn over the frame before the last rather than from nothing. Each buffer knows
/// where it differs from the frame returned last (`stale`), and a frame is drawn again only
/// there and where it differs from that frame.
///
/// The frame returned last shares its storage with the caller's `RasterImage`; the next is
/// drawn into the other buffer, which the caller has usually let go by then (a window keeps the
/// frame it shows). When it has not, the first write copies the storage, so a returned image
/// never changes.
final class FrameBuffers {
  private final class Buffer {
    let width: Int
    let height: Int
    var pixels: [UInt32] = []
    /// Where these pixels differ from the frame returned last (whole device pixels); nil when
    /// unknown.
    var stale: [Rect]?
    /// The image last returned over these pixels, while its holder keeps it.
    weak var image: RasterImage?

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// The buffer returned last, last.
  private var buffers: [Buffer] = []

  init() {}

  /// Draws a frame of `width` x `height` pixels with `body` into the buffer not returned last,
  /// and returns its pixels as an image. `body` is handed a surface over them and where they
  /// differ from the frame returned last (whole device pixels; nil: unknown, so that every
  /// pixel must be drawn), and returns where its frame differs from the frame returned last
  /// (nil when unknown). Buffers of another size are let go first, and so is a buffer `body`
  /// throws over.
  func draw(width: Int, height: Int, _ body: (CairoSurface, _ stale: [Rect]?) throws -> [Rect]?)
    throws -> RasterImage
  {
    buffers.removeAll { $0.width != width || $0.height != height }
    let target: Buffer
    if buffers.count == 2 {
      target = buffers.removeFirst()
    } else {
      target = Buffer(width: width, height: height)
    }
    let stale = target.stale
    var change: [Rect]? = nil
    if target.pixels.isEmpty || (stale == nil && target.image != nil) {
      // Every pixel is drawn: fresh storage rather than a copy of one an image still holds.
      target.pixels = try CairoSurface.drawingPixels(width: width, height: height) {
        change = try body($0, nil)
      }
    } else {
      try CairoSurface.drawing(on: &target.pixels, width: width, height: height) {
        change = try body($0, stale)
      }
    }
    target.stale = []
    if let last = buffers.last {
      last.stale = last.stale.flatMap { stale in change.map { stale + $0 } }
    }
    buffers.append(target)
    let image = RasterImage(width: width, height: height, pixels: target.pixels)
    target.image = image
    return image
  }
}
