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
            let p = pixels[y * image.width + x]
            let a = p >> 24
            func straight(_ c: UInt32) -> UInt8 {
              UInt8(a == 0xFF || a == 0 ? c : min(255, (c * 255 + a / 2) / a))
            }
            out[o] = straight((p >> 16) & 0xFF)
            out[o + 1] = straight((p >> 8) & 0xFF)
            out[o + 2] = straight(p & 0xFF)
            if !opaque { out[o + 3] = UInt8(a) }
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
