import Foundation

/// Keeps diagnostics one readable line whatever the file holds: a message that quotes a
/// 50 MB string would otherwise print all of it.
enum DiagnosticText {
  /// Messages at most this long (in UTF-8 bytes) are left exactly as they are.
  static let untouchedLength = 1000
  /// A quoted span longer than this (in UTF-8 bytes) is cut.
  static let longestQuote = 120
  /// How much of a cut quote is kept (in UTF-8 bytes, backed off to a character boundary).
  static let keptPrefix = 60

  /// `message` with every quoted span longer than `longestQuote` bytes cut to its first
  /// characters and "…"; quotes pair up in order of appearance.
  static func bounded(_ message: String) -> String {
    guard message.utf8.count > untouchedLength else { return message }
    let bytes = Array(message.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(untouchedLength)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        // memchr keeps this linear and fast even in unoptimised builds.
        guard let open = nextQuote(in: base, from: offset, count: buffer.count),
          let close = nextQuote(in: base, from: open + 1, count: buffer.count)
        else {
          result.append(contentsOf: buffer[offset...])
          return
        }
        var keptEnd = close
        if close - open - 1 > longestQuote {
          keptEnd = open + 1 + keptPrefix
          while keptEnd > open + 1, buffer[keptEnd] & 0xC0 == 0x80 { keptEnd -= 1 }
        }
        result.append(contentsOf: buffer[offset..<keptEnd])
        if keptEnd != close { result.append(contentsOf: Array("…".utf8)) }
        result.append(UInt8(ascii: "\""))
        offset = close + 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func nextQuote(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int?
  {
    guard start < count, let found = memchr(base + start, Int32(UInt8(ascii: "\"")), count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
