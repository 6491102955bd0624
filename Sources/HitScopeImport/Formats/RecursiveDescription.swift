import HitScopeEngine
import HitScopeFormat

/// UIKit's `recursiveDescription`: one view a line, `<Class: 0xADDR; key = value; ...>`, after
/// as many `|` as its depth.
///
/// An entry is read by `Entry`, which splits it into fields as bytes arrive, so an entry whose
/// text value spans lines is scanned once however many lines it has.
enum RecursiveDescription {
  /// Where a line begins a view entry: its depth (the `|` before the first `<`) and the index of
  /// the `<` the entry is read from (the inner one of a doubled `<<`). Nil for any other line.
  static func entryStart(_ bytes: [UInt8], _ line: Range<Int>) -> (depth: Int, start: Int)? {
    var depth = 0
    var i = line.lowerBound
    while i < line.upperBound {
      switch bytes[i] {
      case UInt8(ascii: "|"): depth += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"): break
      case UInt8(ascii: "<"):
        var start = i
        if start + 1 < line.upperBound, bytes[start + 1] == UInt8(ascii: "<") { start += 1 }
        guard start + 1 < line.upperBound, LineScanner.isNameByte(bytes[start + 1]) else {
          return nil
        }
        return (depth, start)
      default: return nil
      }
      i += 1
    }
    return nil
  }

  /// The depth of a line of depth pipes followed by text without `<` (`   | MyDescription`): a
  /// view whose class overrides its description. Nil for any other line.
  static func overriddenDescriptionDepth(_ bytes: [UInt8], _ line: Range<Int>) -> Int? {
    var depth = 0
    var i = line.lowerBound
    while i < line.upperBound {
      switch bytes[i] {
      case UInt8(ascii: "|"): depth += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"): break
      default:
        guard depth > 0 else { return nil }
        var j = i
        while j < line.upperBound {
          if bytes[j] == UInt8(ascii: "<") { return nil }
          j += 1
        }
        return depth
      }
      i += 1
    }
    return nil
  }

  /// One entry being read, from the byte after its `<`; lines that continue it are appended.
  struct Entry {
    let location: DumpLocation
    let depth: Int
    private(set) var buffer: [UInt8] = []
    private var position = 0
    private var nesting = 0
    private(set) var isInText = false
    private var fieldStart = 0
    private var fields: [Range<Int>] = []
    /// The index just past the closing `>`, once it has been read.
    private var end: Int?

    init(location: DumpLocation, depth: Int) {
      self.location = location
      self.depth = depth
    }

    var isComplete: Bool { end != nil }

    /// The entry's bytes in `buffer` before its closing `>` (all of them when cut short).
    var body: Range<Int> { 0..<(end.map { $0 - 1 } ?? buffer.count) }

    /// Adds the bytes of `range` (a newline first when `continuing` an earlier line).
    mutating func append(_ bytes: [UInt8], _ range: Range<Int>, continuing: Bool) {
      guard end == nil else { return }
      if continuing { buffer.append(UInt8(ascii: "\n")) }
      buffer.append(contentsOf: bytes[range])
      scan()
    }

    /// Splits on `"; "` outside brackets and outside a `text = '...'` value, which ends at a `'`
    /// followed by `;` or `>`; stops at the closing `>`.
    private mutating func scan() {
      let n = buffer.count
      while position < n {
        let c = buffer[position]
        if isInText {
          if c == UInt8(ascii: "'") {
            // A quote at the end of what has arrived may still be followed by a line.
            guard position + 1 < n else { return }
            let next = buffer[position + 1]
            if next == UInt8(ascii: ";") || next == UInt8(ascii: ">") { isInText = false }
          }
          position += 1
          continue
        }
        if position == fieldStart && startsText(at: position) {
          isInText = true
          position += Entry.textOpening.count
          continue
        }
        switch c {
        case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
          nesting += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if nesting > 0 { nesting -= 1 }
        case UInt8(ascii: ">"):
          if nesting == 0 {
            fields.append(fieldStart..<position)
            end = position + 1
            return
          }
          nesting -= 1
        case UInt8(ascii: ";"):
          if nesting == 0, position + 1 < n, buffer[position + 1] == UInt8(ascii: " ") {
            fields.append(fieldStart..<position)
            position += 2
            fieldStart = position
            continue
          }
        default: break
        }
        position += 1
      }
    }

    private static let textOpening = Array("text = '".utf8)

    private func startsText(at i: Int) -> Bool {
      guard i + Entry.textOpening.count <= buffer.count else { return false }
      for (k, b) in Entry.textOpening.enumerated() where buffer[i + k] != b { return false }
      return true
    }

    /// Whether what follows the closing `>` marks the entry as a sublayer (` (layer)`).
    var isLayer: Bool {
      guard let end else { return false }
      var s = LineScanner(buffer, end..<buffer.count)
      s.skipSpaces()
      return s.hasPrefix("(layer)")
    }

    /// The view the entry describes, with the fields it has (a cut-short entry keeps those it
    /// read). Unknown keys are ignored.
    func view() -> DumpedView {
      var all = fields
      if end == nil, fieldStart < buffer.count { all.append(fieldStart..<buffer.count) }
      let head = all.first ?? 0..<0
      let (className, address) = Entry.classAndAddress(buffer, head)
      var view = DumpedView(
        location: location, depth: depth, format: .recursiveDescription, className: className,
        address: address)
      for field in all.dropFirst() {
        guard let (key, value) = Entry.keyAndValue(buffer, field) else { continue }
        apply(key, value, to: &view)
      }
      return view
    }

    private func apply(_ key: String, _ value: Range<Int>, to view: inout DumpedView) {
      let s = LineScanner(buffer, value)
      switch key {
      case "frame":
        let n = LineScanner.numbers(in: buffer, value, limit: 4)
        if n.count == 4 { view.frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3]) }
      case "hidden": view.hidden = s.hasPrefix("YES")
      case "alpha":
        var t = s
        view.alpha = t.scanNumber()
      case "userInteractionEnabled": view.interactionDisabled = s.hasPrefix("NO")
      case "clipsToBounds": view.clipsToBounds = s.hasPrefix("YES")
      case "contentOffset":
        let n = LineScanner.numbers(in: buffer, value, limit: 2)
        if n.count == 2 { view.contentOffset = Point(n[0], n[1]) }
      case "text":
        var r = value
        if r.lowerBound < r.upperBound, buffer[r.lowerBound] == UInt8(ascii: "'") {
          r = (r.lowerBound + 1)..<r.upperBound
        }
        if r.lowerBound < r.upperBound, buffer[r.upperBound - 1] == UInt8(ascii: "'") {
          r = r.lowerBound..<(r.upperBound - 1)
        }
        view.text = s.string(r)
      case "placeholder": view.placeholder = s.string(value)
      case "baseClass":
        let name = s.string(value)
        if !name.isEmpty { view.baseClass = name }
      case "backgroundColor": view.fill = Entry.fill(buffer, value)
      case "transform":
        let n = LineScanner.numbers(in: buffer, value, limit: 6)
        if n.count == 6 { view.transform = n }
      case "transform3D":
        let n = LineScanner.numbers(in: buffer, value, limit: 16)
        if n.count == 16 { view.transform3D = n }
      case "gestureRecognizers": view.hasGestureRecognizers = true
      case "animations": view.hasAnimations = true
      default: break
      }
    }

    /// `UIView: 0x7fb0` -> (`UIView`, `0x7fb0`); the class may hold `<...>` generics; the
    /// address is optional.
    static func classAndAddress(_ bytes: [UInt8], _ head: Range<Int>) -> (String, String?) {
      var nesting = 0
      var i = head.lowerBound
      while i < head.upperBound {
        switch bytes[i] {
        case UInt8(ascii: "<"): nesting += 1
        case UInt8(ascii: ">"): nesting = max(0, nesting - 1)
        case UInt8(ascii: ":") where nesting == 0:
          var s = LineScanner(bytes, (i + 1)..<head.upperBound)
          s.skipSpaces()
          let name = String(decoding: bytes[head.lowerBound..<i], as: UTF8.self)
          return (name, s.scanAddress())
        default: break
        }
        i += 1
      }
      var end = head.upperBound
      while end > head.lowerBound, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
      return (String(decoding: bytes[head.lowerBound..<end], as: UTF8.self), nil)
    }

    /// `key = value` or `key: value` (the scroll-view extras); nil for a field with neither.
    static func keyAndValue(_ bytes: [UInt8], _ field: Range<Int>) -> (String, Range<Int>)? {
      var s = LineScanner(bytes, field)
      while let b = s.peek(), LineScanner.isNameByte(b) { s.advance() }
      let key = s.string(field.lowerBound..<s.position)
      guard !key.isEmpty, s.skip(" = ") || s.skip(": ") else { return nil }
      return (key, s.rest)
    }

    /// `UIExtendedSRGBColorSpace r g b a`, `UIExtendedGrayColorSpace w a`, or a dynamic colour
    /// naming a system colour the scene format knows; nil for anything else.
    static func fill(_ bytes: [UInt8], _ value: Range<Int>) -> DumpedFill? {
      var s = LineScanner(bytes, value)
      if s.skip("UIExtendedSRGBColorSpace") || s.skip("kCGColorSpaceModelRGB") {
        let n = LineScanner.numbers(in: bytes, s.rest, limit: 4)
        guard n.count == 4 else { return nil }
        return .color(quantised(n[0], n[1], n[2], n[3]))
      }
      if s.skip("UIExtendedGrayColorSpace") || s.skip("kCGColorSpaceModelMonochrome") {
        let n = LineScanner.numbers(in: bytes, s.rest, limit: 2)
        guard n.count == 2 else { return nil }
        return .color(quantised(n[0], n[0], n[0], n[1]))
      }
      guard let name = s.find("name = ") else { return nil }
      var t = LineScanner(bytes, (name + 7)..<value.upperBound)
      let start = t.position
      while let b = t.peek(), LineScanner.isNameByte(b) { t.advance() }
      var text = t.string(start..<t.position)
      if text.hasSuffix("Color") { text.removeLast(5) }
      return ColorName.named(text) != nil ? .named(text) : nil
    }

    /// Components clamped to `0...1` (extended sRGB goes beyond) and rounded to 8 bits, the
    /// precision a scene file writes.
    static func quantised(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
      func byte(_ x: Double) -> UInt8 { x.isNaN ? 0 : UInt8((min(1, max(0, x)) * 255).rounded()) }
      return Color(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
    }
  }
}
