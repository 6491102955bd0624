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
    RasterImage.components(of: pixel(x: x, y: y))
  }

  /// Straight 8-bit components of the premultiplied ARGB32 pixel `p`, rounded to the nearest.
  static func components(of p: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let a = p >> 24
    func straight(_ c: UInt32) -> UInt8 {
      a == 0 ? 0 : a == 0xFF ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a))
    }
    return (straight((p >> 16) & 0xFF), straight((p >> 8) & 0xFF), straight(p & 0xFF), UInt8(a))
  }

  /// The pixels of `rect` (output pixels, y down) cut out of this image, after clamping `rect`
  /// to the image: a rectangle partly outside gives its part inside, at least one pixel.
  public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> RasterImage {
    let x0 = min(max(0, x), width - 1)
    let y0 = min(max(0, y), height - 1)
    let x1 = max(x0 + 1, min(width, x + cropWidth))
    let y1 = max(y0 + 1, min(height, y + cropHeight))
    let out = (y0..<y1).flatMap { row in pixels[(row * width + x0)..<(row * width + x1)] }
    return RasterImage(width: x1 - x0, height: y1 - y0, pixels: out)
  }
}
