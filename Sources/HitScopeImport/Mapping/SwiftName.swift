/// Display names of Swift classes as the Objective-C runtime prints them (Swift's `_Tt` names).
///
/// - `_TtC5MyApp10BannerView` -> `MyApp.BannerView`; `s` is the Swift module.
/// - Nested types, in classes, structs and enums (`C`, `V`, `O`):
///   `_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView` ->
///   `SwiftUI.DisplayList.ViewUpdater.Platform.CGDrawingView`.
/// - A private discriminator (`P33_` and its hash) is dropped.
/// - A generic class shows its arguments: `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_` ->
///   `SwiftUI._UIHostingView<SwiftUI.AnyView>`. The arguments read are nominal types (a module
///   named again by `S_`, `S0_`, ...), generic ones, and the standard library's `Si`, `SS`, ...
///   Arguments of any other kind (functions, tuples, ...) show as `…`: `MyApp.Box<…>`.
///
/// Any other name, or one whose lengths do not add up, is returned as printed.
enum SwiftName {
  static func demangled(_ name: String) -> String {
    var whole = Reader(name)
    if whole.skip("_Tt"), let shown = whole.classType(), whole.atEnd { return shown }
    // A generic class whose arguments cannot be read: its own name, so that its module shows.
    var base = Reader(name)
    if base.skip("_TtG"), base.peek == UInt8(ascii: "C"), let shown = base.nominal() {
      return shown + "<…>"
    }
    return name
  }
}

/// Reads one `_Tt` name from its start, remembering the modules and types it has read, which
/// later parts of the name refer to again by index.
private struct Reader {
  let bytes: [UInt8]
  var i = 0
  /// Modules and nominal types in the order read: what `S_`, `S0_`, `S1_`, ... stand for.
  var substitutions: [String] = []
  /// Generic types open around the one being read: a name nesting more than
  /// `maximumDepth` is not read (reading recurses once per level).
  var depth = 0
  static let maximumDepth = 32

  init(_ name: String) { bytes = Array(name.utf8) }

  var atEnd: Bool { i == bytes.count }
  var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

  /// The standard library types a generic argument may name with `S` and one letter.
  static let standard: [UInt8: String] = [
    UInt8(ascii: "i"): "Swift.Int", UInt8(ascii: "u"): "Swift.UInt",
    UInt8(ascii: "S"): "Swift.String", UInt8(ascii: "b"): "Swift.Bool",
    UInt8(ascii: "d"): "Swift.Double", UInt8(ascii: "f"): "Swift.Float",
    UInt8(ascii: "a"): "Swift.Array", UInt8(ascii: "q"): "Swift.Optional",
  ]

  /// Reads past `text` when the name goes on with it.
  mutating func skip(_ text: String) -> Bool {
    guard bytes[i...].starts(with: text.utf8) else { return false }
    i += text.utf8.count
    return true
  }

  /// A class: a nominal type whose own kind is `C`, or a generic one.
  mutating func classType() -> String? {
    if peek == UInt8(ascii: "G") { return generic() }
    return peek == UInt8(ascii: "C") ? nominal() : nil
  }

  /// `G`, the generic type, its arguments and `_`.
  mutating func generic() -> String? {
    guard depth < Reader.maximumDepth, skip("G"), peek != UInt8(ascii: "G"), let base = type()
    else { return nil }
    depth += 1
    defer { depth -= 1 }
    var arguments: [String] = []
    while let next = peek, next != UInt8(ascii: "_") {
      guard let argument = type() else { return nil }
      arguments.append(argument)
    }
    guard !arguments.isEmpty, skip("_") else { return nil }
    return base + "<" + arguments.joined(separator: ", ") + ">"
  }

  mutating func type() -> String? {
    switch peek {
    case UInt8(ascii: "G"): return generic()
    case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"): return nominal()
    case UInt8(ascii: "S"):
      i += 1
      if let letter = peek, let known = Reader.standard[letter] {
        i += 1
        return known
      }
      return substitution()
    default: return nil
    }
  }

  /// The kinds of a type and of the types it is nested in (innermost first), its module, then
  /// each name from the outermost in, each after its private discriminator if it has one.
  mutating func nominal() -> String? {
    var levels = 0
    while let kind = peek, [UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O")].contains(kind)
    {
      levels += 1
      i += 1
    }
    guard levels > 0 else { return nil }
    var shown: String
    if skip("s") {
      shown = "Swift"
    } else if skip("S") {
      guard let module = substitution() else { return nil }
      shown = module
    } else {
      guard let module = identifier() else { return nil }
      shown = module
      substitutions.append(module)
    }
    for _ in 0..<levels {
      if skip("P") {
        guard let length = number(), bytes.count - i >= length else { return nil }
        i += length
      }
      guard let part = identifier() else { return nil }
      shown += "." + part
      substitutions.append(shown)
    }
    return shown
  }

  /// After an `S`: `_` for the first substitution, `N_` for the (N + 2)th.
  mutating func substitution() -> String? {
    var index = 0
    if !skip("_") {
      guard let n = number(), skip("_") else { return nil }
      index = n + 1
    }
    return substitutions.indices.contains(index) ? substitutions[index] : nil
  }

  /// A decimal length followed by that many bytes.
  mutating func identifier() -> String? {
    guard let length = number(), length > 0, bytes.count - i >= length else { return nil }
    defer { i += length }
    return String(decoding: bytes[i..<(i + length)], as: UTF8.self)
  }

  mutating func number() -> Int? {
    var value = 0
    let start = i
    while let digit = peek, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
      guard value < 1 << 20 else { return nil }
      i += 1
    }
    return i > start ? value : nil
  }
}
