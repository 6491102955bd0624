import HitScopeEngine

/// The colours a scene file may name: hex forms, the 16 CSS1 names in lower case, and `clear`.
enum ColorName {
  static let css1: [String: (UInt8, UInt8, UInt8)] = [
    "black": (0x00, 0x00, 0x00), "silver": (0xC0, 0xC0, 0xC0), "gray": (0x80, 0x80, 0x80),
    "white": (0xFF, 0xFF, 0xFF), "maroon": (0x80, 0x00, 0x00), "red": (0xFF, 0x00, 0x00),
    "purple": (0x80, 0x00, 0x80), "fuchsia": (0xFF, 0x00, 0xFF), "green": (0x00, 0x80, 0x00),
    "lime": (0x00, 0xFF, 0x00), "olive": (0x80, 0x80, 0x00), "yellow": (0xFF, 0xFF, 0x00),
    "navy": (0x00, 0x00, 0x80), "blue": (0x00, 0x00, 0xFF), "teal": (0x00, 0x80, 0x80),
    "aqua": (0x00, 0xFF, 0xFF),
  ]

  /// Every name, for suggestions.
  static let names = css1.keys.sorted() + ["clear"]

  /// `#rgb`, `#rrggbb`, `#rrggbbaa` (hex digits in either case), a CSS1 name, or `clear`.
  static func parse(_ s: String) -> Color? {
    var utf8 = s.utf8.makeIterator()
    guard let first = utf8.next() else { return nil }
    guard first == UInt8(ascii: "#") else {
      if s == "clear" { return .clear }
      guard let (r, g, b) = css1[s] else { return nil }
      return Color(r: r, g: g, b: b)
    }
    // Up to eight hex digits, packed; more than eight cannot be a colour.
    var value: UInt32 = 0
    var count = 0
    while let c = utf8.next() {
      let digit: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
      default: return nil
      }
      count += 1
      guard count <= 8 else { return nil }
      value = value << 4 | UInt32(digit)
    }
    func byte(_ shift: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
    func nibble(_ shift: UInt32) -> UInt8 { (UInt8(truncatingIfNeeded: value >> shift) & 0xF) * 17 }
    switch count {
    case 3: return Color(r: nibble(8), g: nibble(4), b: nibble(0))
    case 6: return Color(r: byte(16), g: byte(8), b: byte(0))
    case 8: return Color(r: byte(24), g: byte(16), b: byte(8), a: byte(0))
    default: return nil
    }
  }
}
