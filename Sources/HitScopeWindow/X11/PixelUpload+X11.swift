import CX11
import HitScopeRender

/// A client-side XImage that borrows ARGB32 pixels for one `XPutImage`; destroyed in deinit
/// without freeing the borrowed pixels.
final class PixelUpload {
  private let image: UnsafeMutablePointer<XImage>

  /// Wraps `pixels` (native-endian 0xAARRGGBB, `bytesPerRow` apart) as a ZPixmap of the
  /// connection's visual. The pixels must stay alive and unmoved until this object is gone.
  init(
    connection: DisplayConnection, pixels: UnsafePointer<UInt32>, width: Int, height: Int,
    bytesPerRow: Int
  ) {
    // XCreateImage takes a mutable pointer, but XPutImage only reads the pixels.
    let data = UnsafeMutableRawPointer(mutating: pixels).assumingMemoryBound(to: CChar.self)
    guard
      let image = XCreateImage(
        connection.pointer, connection.visual, UInt32(connection.depth), ZPixmap, 0, data,
        UInt32(width), UInt32(height), 32, Int32(bytesPerRow))
    else {
      preconditionFailure("XCreateImage failed for \(width)x\(height); sizes must be positive.")
    }
    // Pixels are in host byte order; Xlib swaps them when the server's order differs.
    image.pointee.byte_order = 1.littleEndian == 1 ? LSBFirst : MSBFirst
    self.image = image
  }

  deinit {
    image.pointee.data = nil
    _ = hitscope_destroy_image(image)
  }

  /// Copies the whole image to `drawable` with its top-left corner at (x, y), in pixels.
  func put(on drawable: UInt, gc: GraphicsContext, x: Int, y: Int) {
    put(
      on: drawable, gc: gc, x: x, y: y,
      part: ChangedBands.Band(
        x: 0, y: 0, width: Int(image.pointee.width), height: Int(image.pointee.height)))
  }

  /// Copies `part` of the image (in image pixels) to `drawable`, the image's top-left corner at
  /// (x, y) in the drawable's pixels, so the part lands where it lies in the whole image.
  func put(on drawable: UInt, gc: GraphicsContext, x: Int, y: Int, part: ChangedBands.Band) {
    precondition(
      part.x >= 0 && part.y >= 0 && part.width > 0 && part.height > 0
        && part.x + part.width <= Int(image.pointee.width)
        && part.y + part.height <= Int(image.pointee.height),
      "The part \(part) lies outside the \(image.pointee.width)x\(image.pointee.height) image; clip it first."
    )
    XPutImage(
      gc.connection.pointer, drawable, gc.pointer, image, Int32(part.x), Int32(part.y),
      Int32(x + part.x), Int32(y + part.y), UInt32(part.width), UInt32(part.height))
  }
}
