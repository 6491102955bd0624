/// Encodes raster images as PNG files the fast way (`RasterImage.PNGCompression.fast`): rows
/// unfiltered, deflated at zlib's fastest level; an image without translucent pixels as RGB.
enum PNGEncoder {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The PNG file's bytes: 8-bit RGB or RGBA (straight alpha), not interlaced.
  static func encode(_ image: RasterImage) throws -> [UInt8] {
    let opaque = image.pixels.allSatisfy { $0 >> 24 == 0xFF }
    let channels = opaque ? 3 : 4
    let rowBytes = 1 + image.width * channels
    var raw = [UInt8](repeating: 0, count: rowBytes * image.height)
    raw.withUnsafeMutableBufferPointer { out in
      image.pixels.withUnsafeBufferPointer { pixels in
        for y in 0..<image.height {
          // The row's first byte stays 0: filter type None.
          var o = y * rowBytes + 1
          for x in 0..<image.width {
            let (r, g, b, a) = RasterImage.components(of: pixels[y * image.width + x])
            out[o] = r
            out[o + 1] = g
            out[o + 2] = b
            if !opaque { out[o + 3] = a }
            o += channels
          }
        }
      }
    }
    let size = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
    // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
    return try signature + chunk("IHDR", size + [8, opaque ? 2 : 6, 0, 0, 0])
      + chunk("IDAT", deflateFast(raw)) + chunk("IEND", [])
  }

  private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    withUnsafeBytes(of: value.bigEndian) { Array($0) }
  }
}
