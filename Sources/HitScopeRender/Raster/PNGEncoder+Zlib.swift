import CZlib

extension PNGEncoder {
  /// `bytes` as a zlib stream, deflated at the fastest level.
  static func deflateFast(_ bytes: [UInt8]) throws -> [UInt8] {
    var length = compressBound(uLong(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = out.withUnsafeMutableBufferPointer { dest in
      bytes.withUnsafeBufferPointer { source in
        compress2(
          dest.baseAddress, &length, source.baseAddress, uLong(source.count), Z_BEST_SPEED)
      }
    }
    guard status == Z_OK else {
      let reason = status == Z_MEM_ERROR ? "out of memory" : "zlib status \(status)"
      throw RenderError("Could not compress a PNG image: \(reason).")
    }
    out.removeSubrange(Int(length)...)
    return out
  }

  /// The CRC-32 of `bytes`, as PNG chunks carry it.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }
}
