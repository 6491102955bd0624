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
    if s == "clear" { return .clear }
    if let (r, g, b) = css1[s] { return Color(r: r, g: g, b: b) }
    let utf8 = Array(s.utf8)
    guard utf8.first == UInt8(ascii: "#") else { return nil }
    var digits: [UInt8] = []
    for c in utf8.dropFirst() {
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(c - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(c - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(c - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
    switch digits.count {
    case 3:
      return Color(r: digits[0] * 17, g: digits[1] * 17, b: digits[2] * 17)
    case 6, 8:
      let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
      return Color(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    default:
      return nil
    }
  }
}
