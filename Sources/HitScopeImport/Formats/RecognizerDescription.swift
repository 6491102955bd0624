/// UIKit's description of a gesture recognizer, as `po view.gestureRecognizers` (Objective-C or
/// Swift), `po [view gestureRecognizers]` and the LLDB command print it:
///
///     <Class: 0xADDR[ (name)]; [id = N;] [baseClass = X;] state = S; [enabled = NO;] ...
///      view = <V 0xADDR>; target= <(action=sel, target=<T 0xADDR>)>[; must-fail = {<...>}]>
///
/// An entry may stand in an array (`<__NSArrayI 0x...>( ... )`), a set (`{( ... )}`), quoted
/// (`"<...>",`), after a Swift frame's `- 0 : `, and be wrapped over several lines or hold a
/// literal `\n`. An entry whose first fields lead to `state` (and not `frame`) is a recognizer.
enum RecognizerDescription {
  /// Where a line begins a recognizer entry: the index of its `<`; nil for any other line.
  static func entryStart(_ bytes: [UInt8], _ line: Range<Int>) -> Int? {
    var s = LineScanner(bytes, line)
    skipDecoration(&s)
    guard s.peek() == UInt8(ascii: "<") else { return nil }
    let start = s.position
    s.advance()
    return isRecognizerHead(&s) ? start : nil
  }

  /// Spaces, quotes, Swift frame markers (`- 0 : `, `▿ 0 : `) and collection openers before
  /// an entry.
  private static func skipDecoration(_ s: inout LineScanner) {
    while true {
      s.skipSpaces()
      if s.skip(UInt8(ascii: "\"")) || s.skip(UInt8(ascii: "[")) || s.skip("Optional(")
        || s.skip("{(") || s.skip(UInt8(ascii: "("))
      {
        continue
      }
      if s.skip("- ") || s.skip("\u{25BF} ") {
        var t = s
        while let b = t.peek(), b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { t.advance() }
        if t.position > s.position, t.skip(" : ") { s = t }
        continue
      }
      return
    }
  }

  /// After the `<`: `Class: 0xADDR[ (name)]; ` then `id` or `baseClass` fields up to `state`.
  private static func isRecognizerHead(_ s: inout LineScanner) -> Bool {
    let nameStart = s.position
    while let b = s.peek(), LineScanner.isNameByte(b) { s.advance() }
    guard s.position > nameStart, s.skip(": "), s.scanAddress() != nil else { return false }
    if s.skip(" (") {
      guard let close = s.find(")") else { return false }
      s.move(to: close + 1)
    }
    for _ in 0..<4 {
      guard s.skip(";") else { return false }
      s.skipSpaces()
      if s.hasPrefix("state = ") { return true }
      guard s.skip("id = ") || s.skip("baseClass = ") else { return false }
      while let b = s.peek(), b != UInt8(ascii: ";"), b != UInt8(ascii: ">") { s.advance() }
    }
    return false
  }

  /// Whether the line opens a printed collection (`<__NSArrayI 0x...>(`, `<__NSSetI
  /// 0x...>{(`): not a view, whatever follows.
  static func isCollectionOpener(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
    var s = LineScanner(bytes, line)
    s.skipSpaces()
    guard s.skip("<__NS") || s.skip("<NS") else { return false }
    while let b = s.peek(), LineScanner.isNameByte(b) { s.advance() }
    guard s.skip(UInt8(ascii: " ")), s.scanAddress() != nil, s.skip(UInt8(ascii: ">")) else {
      return false
    }
    return s.hasPrefix("(") || s.hasPrefix("{(")
  }

  /// The recognizers an entry's text describes (from the byte after its `<` to before its
  /// closing `>`): the entry first, then those nested in its `must-fail` braces that name
  /// their view.
  static func recognizers(_ bytes: [UInt8], _ range: Range<Int>, at location: DumpLocation)
    -> [DumpedRecognizer]
  {
    var out: [DumpedRecognizer] = []
    parse(bytes, range, at: location, top: location, nested: false, into: &out)
    return out
  }

  /// `top` is where the outermost entry starts (at index 0 of `bytes`, whose lines are joined
  /// by newlines): a nested entry's line counts from it.
  private static func parse(
    _ bytes: [UInt8], _ range: Range<Int>, at location: DumpLocation, top: DumpLocation,
    nested: Bool, into out: inout [DumpedRecognizer]
  ) {
    let fields = split(bytes, range, on: UInt8(ascii: ";"))
    guard let head = fields.first else { return }
    let (className, address) = RecursiveDescription.Entry.classAndAddress(bytes, head)
    var r = DumpedRecognizer(location: location, className: className, address: address)
    r.isNested = nested
    r.fieldCount = fields.count
    if let open = LineScanner(bytes, head).find(" ("), let close = lastIndex(of: ")", bytes, head),
      close > open + 2
    {
      r.name = String(decoding: bytes[(open + 2)..<close], as: UTF8.self)
    }
    let slot = out.count
    out.append(r)
    for field in fields.dropFirst() {
      guard let (key, value) = keyAndValue(bytes, field) else { continue }
      apply(key, value, bytes, to: slot, top: top, into: &out)
    }
  }

  private static func apply(
    _ key: String, _ value: Range<Int>, _ bytes: [UInt8], to slot: Int, top: DumpLocation,
    into out: inout [DumpedRecognizer]
  ) {
    var r = out[slot]
    defer { out[slot] = r }
    let text = String(decoding: bytes[value], as: UTF8.self)
    func flag() -> Bool { text.hasPrefix("YES") || text.hasPrefix("1") || text.hasPrefix("true") }
    switch key {
    case "state": r.state = text
    case "baseClass": r.baseClass = text.isEmpty ? nil : text
    case "enabled": r.enabled = flag()
    case "cancelsTouchesInView": r.cancelsTouchesInView = flag()
    case "delaysTouchesBegan": r.delaysTouchesBegan = flag()
    case "delaysTouchesEnded": r.delaysTouchesEnded = flag()
    case "numberOfTapsRequired": r.numberOfTapsRequired = Int(text)
    case "numberOfTouchesRequired": r.numberOfTouchesRequired = Int(text)
    case "minimumPressDuration": r.minimumPressDuration = Double(text)
    case "direction": r.direction = text.lowercased()
    case "view":
      if text.hasPrefix("(nil)") || text == "nil" {
        r.viewIsNil = true
      } else {
        r.viewAddress = firstAddress(bytes, value)
      }
    case "target": r.targets = targets(bytes, value)
    case "must-fail", "must-fail-for":
      var addresses: [String] = []
      for entry in nestedEntries(bytes, value) {
        var nested: [DumpedRecognizer] = []
        let newlines = bytes[0..<entry.lowerBound].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        let location = DumpLocation(
          source: top.source, line: top.line + newlines, column: newlines == 0 ? top.column : 1)
        parse(bytes, entry, at: location, top: top, nested: true, into: &nested)
        guard let first = nested.first, let address = first.address else { continue }
        addresses.append(address)
        // A nested copy counts as a recognizer when it names its view.
        out.append(contentsOf: nested.filter { $0.viewAddress != nil || $0.viewIsNil })
      }
      if key == "must-fail" { r.mustFail = addresses } else { r.mustFailFor = addresses }
    default: break
    }
  }

  /// `(action=sel, target=<T 0xADDR>)`, comma separated, inside `<...>`.
  private static func targets(_ bytes: [UInt8], _ value: Range<Int>) -> [DumpedRecognizer.Target] {
    var out: [DumpedRecognizer.Target] = []
    var s = LineScanner(bytes, value)
    while let action = s.find("action=") {
      s.move(to: action + 7)
      let start = s.position
      while let b = s.peek(), b != UInt8(ascii: ","), b != UInt8(ascii: ")") { s.advance() }
      let selector = s.string(start..<s.position).trimmingSpaces()
      guard let target = s.find("target=<") else { break }
      s.move(to: target + 8)
      let nameStart = s.position
      while let b = s.peek(), b != UInt8(ascii: " "), b != UInt8(ascii: ":"),
        b != UInt8(ascii: ">")
      {
        s.advance()
      }
      let className = s.string(nameStart..<s.position)
      _ = s.skip(UInt8(ascii: ":"))
      s.skipSpaces()
      out.append(.init(action: selector, className: className, address: s.scanAddress()))
    }
    return out
  }

  /// The ranges (after each `<`, before its `>`) of the entries directly inside `{...}`.
  private static func nestedEntries(_ bytes: [UInt8], _ value: Range<Int>) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var depth = 0
    var start: Int? = nil
    for i in value {
      switch bytes[i] {
      case UInt8(ascii: "<"):
        if depth == 0 { start = i + 1 }
        depth += 1
      case UInt8(ascii: ">"):
        guard depth > 0 else { continue }
        depth -= 1
        if depth == 0, let s = start {
          out.append(s..<i)
          start = nil
        }
      default: break
      }
    }
    return out
  }

  /// Splits on `separator` outside `<> () [] {}`; each part trimmed of spaces, newlines and
  /// literal `\n`.
  private static func split(_ bytes: [UInt8], _ range: Range<Int>, on separator: UInt8)
    -> [Range<Int>]
  {
    var out: [Range<Int>] = []
    var depth = 0
    var start = range.lowerBound
    for i in range {
      switch bytes[i] {
      case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(0, depth - 1)
      case separator where depth == 0:
        out.append(trimmed(bytes, start..<i))
        start = i + 1
      default: break
      }
    }
    out.append(trimmed(bytes, start..<range.upperBound))
    return out.filter { !$0.isEmpty }
  }

  /// Without surrounding spaces, tabs, newlines and literal `\n`.
  private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    func isSpace(_ b: UInt8) -> Bool {
      b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n")
        || b == UInt8(ascii: "\r")
    }
    while lower < upper {
      if isSpace(bytes[lower]) {
        lower += 1
      } else if lower + 1 < upper, bytes[lower] == UInt8(ascii: "\\"),
        bytes[lower + 1] == UInt8(ascii: "n")
      {
        lower += 2
      } else {
        break
      }
    }
    while upper > lower {
      if isSpace(bytes[upper - 1]) {
        upper -= 1
      } else if upper - 1 > lower, bytes[upper - 2] == UInt8(ascii: "\\"),
        bytes[upper - 1] == UInt8(ascii: "n")
      {
        upper -= 2
      } else {
        break
      }
    }
    return lower..<upper
  }

  /// `key = value`, `key= value` (UIKit's `target=`) or `key: value`.
  private static func keyAndValue(_ bytes: [UInt8], _ field: Range<Int>) -> (String, Range<Int>)? {
    var i = field.lowerBound
    while i < field.upperBound, bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ":"),
      bytes[i] != UInt8(ascii: "<")
    {
      i += 1
    }
    guard i < field.upperBound, bytes[i] != UInt8(ascii: "<") else { return nil }
    let key = String(decoding: bytes[field.lowerBound..<i], as: UTF8.self).trimmingSpaces()
    guard !key.isEmpty else { return nil }
    return (key, trimmed(bytes, (i + 1)..<field.upperBound))
  }

  private static func firstAddress(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    var s = LineScanner(bytes, range)
    while !s.isAtEnd {
      if s.peek() == UInt8(ascii: "0"), let address = s.scanAddress() { return address }
      s.advance()
    }
    return nil
  }

  private static func lastIndex(of character: String, _ bytes: [UInt8], _ range: Range<Int>)
    -> Int?
  {
    let b = character.utf8.first!
    var i = range.upperBound
    while i > range.lowerBound {
      i -= 1
      if bytes[i] == b { return i }
    }
    return nil
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
