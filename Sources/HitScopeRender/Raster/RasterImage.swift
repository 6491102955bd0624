import HitScopeFormat

/// A rendered picture in memory: `width` x `height` pixels, row-major from the top-left, each
/// pixel an ARGB32 premultiplied value in native endianness (`0xAARRGGBB`), as cairo and X11
/// 32-bit visuals hold them. Rows are packed: `width` pixels from one row's start to the next.
public final class RasterImage: Sendable {
  public let width: Int
  public let height: Int
  public let pixels: [UInt32]

  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(
      width > 0 && height > 0, "A raster image needs at least one pixel; got \(width)x\(height).")
    precondition(
      pixels.count == width * height,
      "A \(width)x\(height) image needs \(width * height) pixels, not \(pixels.count).")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y`.
  public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

  /// Reads a PNG file (any PNG colour type; converted to premultiplied ARGB32).
  public convenience init(contentsOfPNG path: String) throws {
    let surface = try CairoSurface.png(contentsOf: path)
    self.init(width: surface.width, height: surface.height, pixels: surface.copyARGBPixels())
  }

  /// Writes the image as a PNG, atomically: a temporary file beside `path`, then a rename, so an
  /// existing file is replaced whole or not at all.
  public func writePNG(to path: String) throws {
    try AtomicFile.write(bytes: pngBytes(), to: path)
  }

  /// How hard a PNG encoder works at making the file small.
  public enum PNGCompression: Sendable {
    /// cairo's writer: adaptive row filters, zlib's default level.
    case small
    /// Unfiltered rows at zlib's fastest level: several times faster, files about a tenth
    /// larger; for documents that embed many pictures.
    case fast
  }

  /// The image encoded as a PNG file's bytes (8-bit, straight alpha), for pictures embedded in
  /// other documents.
  public func pngBytes(_ compression: PNGCompression = .small) throws -> [UInt8] {
    switch compression {
    case .small:
      let surface = try CairoSurface.image(width: width, height: height)
      surface.replacePixels(pixels)
      return try surface.pngBytes()
    case .fast:
      return try PNGEncoder.encode(self)
    }
  }

  /// Straight (unpremultiplied) 8-bit components of a pixel: red, green, blue, alpha.
  public func components(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let p = pixel(x: x, y: y)
    let a = UInt32(p >> 24)
    func straight(_ c: UInt32) -> UInt8 {
      a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }
    return (straight((p >> 16) & 0xFF), straight((p >> 8) & 0xFF), straight(p & 0xFF), UInt8(a))
  }
}
