/// Display names of Swift classes as the Objective-C runtime prints them.
enum SwiftName {
  /// `_TtC5MyApp10BannerView` -> `MyApp.BannerView`; nested `_TtCC5MyApp5Outer5Inner` ->
  /// `MyApp.Outer.Inner`; a private discriminator (`P33_` and its hash) is dropped; `s` is the
  /// Swift module. Any other name, or one this does not fully understand (generic, local), is
  /// returned as printed.
  static func demangled(_ name: String) -> String {
    let bytes = Array(name.utf8)
    guard bytes.count > 4, bytes[0] == UInt8(ascii: "_"), bytes[1] == UInt8(ascii: "T"),
      bytes[2] == UInt8(ascii: "t")
    else { return name }
    var i = 3
    var levels = 0
    while i < bytes.count, bytes[i] == UInt8(ascii: "C") {
      levels += 1
      i += 1
    }
    guard levels > 0 else { return name }
    var parts: [String] = []
    if i < bytes.count, bytes[i] == UInt8(ascii: "s") {
      parts.append("Swift")
      i += 1
    } else {
      guard let module = identifier(bytes, &i) else { return name }
      parts.append(module)
    }
    for _ in 0..<levels {
      if i < bytes.count, bytes[i] == UInt8(ascii: "P") {
        // A private discriminator: `P`, a length, then that many characters.
        i += 1
        guard let length = number(bytes, &i), i + length <= bytes.count else { return name }
        i += length
      }
      guard let part = identifier(bytes, &i) else { return name }
      parts.append(part)
    }
    guard i == bytes.count else { return name }
    return parts.joined(separator: ".")
  }

  /// A decimal length followed by that many bytes.
  private static func identifier(_ bytes: [UInt8], _ i: inout Int) -> String? {
    guard let length = number(bytes, &i), length > 0, i + length <= bytes.count else {
      return nil
    }
    defer { i += length }
    return String(decoding: bytes[i..<(i + length)], as: UTF8.self)
  }

  private static func number(_ bytes: [UInt8], _ i: inout Int) -> Int? {
    var value = 0
    let start = i
    while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
      value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
      guard value < 1 << 20 else { return nil }
      i += 1
    }
    return i > start ? value : nil
  }
}
