import CX11

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
    _ = image.pointee.f.destroy_image(image)
  }

  /// Copies the whole image to `drawable` with its top-left corner at (x, y), in pixels.
  func put(on drawable: UInt, gc: GraphicsContext, x: Int, y: Int) {
    XPutImage(
      gc.connection.pointer, drawable, gc.pointer, image, 0, 0, Int32(x), Int32(y),
      UInt32(image.pointee.width), UInt32(image.pointee.height))
  }
}
