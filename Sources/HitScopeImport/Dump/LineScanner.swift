/// A cursor over the bytes of one line (or one value) of a dump: the small scanner every
/// format's parser is written with, instead of regular expressions.
struct LineScanner {
  let bytes: [UInt8]
  private(set) var position: Int
  let end: Int

  init(_ bytes: [UInt8], _ range: Range<Int>) {
    self.bytes = bytes
    self.position = range.lowerBound
    self.end = range.upperBound
  }

  var isAtEnd: Bool { position >= end }
  var rest: Range<Int> { position..<end }

  func peek(_ offset: Int = 0) -> UInt8? {
    let i = position + offset
    return i < end ? bytes[i] : nil
  }

  mutating func advance(_ count: Int = 1) { position = min(end, position + count) }

  mutating func move(to index: Int) { position = min(end, max(position, index)) }

  /// Consumes `byte` when it is next.
  mutating func skip(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    position += 1
    return true
  }

  /// Whether the next bytes spell `prefix`.
  func hasPrefix(_ prefix: String) -> Bool {
    var i = position
    for b in prefix.utf8 {
      guard i < end, bytes[i] == b else { return false }
      i += 1
    }
    return true
  }

  /// Consumes `prefix` when it is next.
  mutating func skip(_ prefix: String) -> Bool {
    guard hasPrefix(prefix) else { return false }
    position += prefix.utf8.count
    return true
  }

  mutating func skipSpaces() {
    while let b = peek(), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { position += 1 }
  }

  /// The index of the first `prefix` from here on, if any.
  func find(_ prefix: String) -> Int? {
    let p = Array(prefix.utf8)
    guard let first = p.first else { return position }
    var i = position
    while i + p.count <= end {
      if bytes[i] == first {
        var j = 1
        while j < p.count && bytes[i + j] == p[j] { j += 1 }
        if j == p.count { return i }
      }
      i += 1
    }
    return nil
  }

  /// `0x` and hex digits, in lower case; nil (consuming nothing) when not next.
  mutating func scanAddress() -> String? {
    guard hasPrefix("0x") || hasPrefix("0X") else { return nil }
    var i = position + 2
    while i < end, LineScanner.isHexDigit(bytes[i]) { i += 1 }
    guard i > position + 2 else { return nil }
    let text = String(decoding: bytes[position..<i], as: UTF8.self).lowercased()
    position = i
    return text
  }

  /// A C `%g` number (`-15.3281`, `1e+308`, `nan`, `-0`, `inf`); nil (consuming nothing) when
  /// none is next.
  mutating func scanNumber() -> Double? {
    var i = position
    while i < end, LineScanner.isNumberByte(bytes[i]) { i += 1 }
    guard i > position, i - position <= 64,
      let value = Double(String(decoding: bytes[position..<i], as: UTF8.self))
    else { return nil }
    position = i
    return value
  }

  /// Every number of a value such as `(0 0; 375 812)`, `[1, 0, 0, 1, 0, 0]` or `{0, -88}`,
  /// in order; separators are spaces, commas, semicolons and brackets.
  static func numbers(in bytes: [UInt8], _ range: Range<Int>, limit: Int = 16) -> [Double] {
    var scanner = LineScanner(bytes, range)
    var out: [Double] = []
    while !scanner.isAtEnd && out.count < limit {
      if let n = scanner.scanNumber() {
        out.append(n)
      } else {
        scanner.advance()
      }
    }
    return out
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  static func isHexDigit(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      true
    default: false
    }
  }

  /// Digits, signs, the point, exponents and the letters of `nan` and `inf`.
  static func isNumberByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "n"),
      UInt8(ascii: "a"), UInt8(ascii: "i"), UInt8(ascii: "f"), UInt8(ascii: "N"),
      UInt8(ascii: "A"), UInt8(ascii: "I"), UInt8(ascii: "F"):
      true
    default: false
    }
  }

  /// A letter, a digit, `_`, `.` or `$`: what a class name starts or goes on with.
  static func isNameByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "$"):
      true
    default: b >= 0x80
    }
  }
}
