import HitScopeEngine

/// Reads JSON with two JSON5 conveniences, `//` and `/* */` comments and trailing commas, and
/// nothing else of JSON5, into a `JSONValue` tree that remembers where every value and key starts.
///
/// The parser is iterative: nesting costs heap, not stack, and deeper than `maximumDepth` arrays
/// and objects is a clean error. A UTF-8 byte order mark at the start is skipped (editors on
/// some systems add one) and not counted in columns. The first syntax error ends parsing; a
/// number too large for a double is reported in `problems` and parsing goes on.
public struct JSONParser {
  /// Arrays and objects nested deeper than this are rejected. A scene at the 256-view depth
  /// limit needs about 520 levels, so this leaves room for shapes and transforms inside it.
  public static let maximumDepth = 640

  private static let powersOfTen: [Double] = (0...22).map {
    (0..<$0).reduce(1.0) { v, _ in v * 10 }
  }

  private let bytes: [UInt8]
  private var index: Int
  /// Where the text starts, after a byte order mark.
  private let origin: Int
  private var cursor: PositionCursor
  /// Problems that do not stop parsing (numbers out of the double range).
  public private(set) var problems: [JSONSyntaxError] = []

  // The tape being built (see `JSONTape`).
  private var nodes: [JSONTape.Node] = []
  private var strings: [String] = []
  private var elements: [UInt32] = []
  private var members: [JSONTape.MemberEntry] = []
  private var duplicates: [Int: [Int]] = [:]
  /// The elements and members of every open container, innermost last; each container's list
  /// moves to `elements` or `members` in one piece when it closes, so that lists stay contiguous.
  private var openElements: [UInt32] = []
  private var openMembers: [JSONTape.MemberEntry] = []
  /// Keys seen so far with their one entry in `strings`, shared by every member that repeats them.
  private var knownKeys: [(bytes: [UInt8], string: UInt32)] = []

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    self.index = JSONParser.textStart(of: bytes)
    self.origin = index
    self.cursor = PositionCursor(bytes: bytes, origin: index)
  }

  /// Where the text starts: after a UTF-8 byte order mark, if there is one.
  static func textStart(of bytes: [UInt8]) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// Parses the whole input as one value.
  public mutating func parse() throws(JSONSyntaxError) -> JSONValue {
    if let bad = firstInvalidUTF8Offset(bytes) {
      throw JSONSyntaxError(invalidUTF8Message(bytes[bad]), at: position(bad))
    }
    try skipWhitespace()
    guard index < bytes.count else {
      throw JSONSyntaxError(
        "the file is empty (expected a JSON object describing a scene)", at: position(index))
    }
    // A value takes at least two bytes with its separator: a safe first guess for capacity.
    nodes.reserveCapacity(bytes.count / 8)
    let root = try parseNested()
    try skipWhitespace()
    if index < bytes.count {
      throw JSONSyntaxError(
        "unexpected \(describeToken(at: index)) after the end of the top-level value"
          + " (expected the end of the file)", at: position(index))
    }
    let tape = JSONTape(
      nodes: nodes, strings: strings, elements: elements, members: members,
      duplicates: duplicates, locator: SourceLocator(bytes: bytes, origin: origin))
    return JSONValue(tape: tape, index: root)
  }

  // MARK: Structure

  private struct Frame {
    var isObject: Bool
    /// The container's node.
    var node: Int
    /// Where the container opens, as a byte offset.
    var offset: Int
    /// Where this container's elements or members start in `openElements` or `openMembers`.
    var start: Int
    var duplicates: [Int] = []
    /// Keys seen so far, once an object grows too large for linear duplicate checks.
    var keySet: Set<String>? = nil
    var pendingKey: UInt32 = 0
    var pendingKeyOffset: UInt32 = 0
  }

  private mutating func append(_ tag: JSONTape.Tag, at offset: Int, _ payload: UInt64 = 0) -> Int {
    nodes.append(
      JSONTape.Node(tag: tag, count: 0, offset: UInt32(offset), end: 0, payload: payload))
    return nodes.count - 1
  }

  /// Parses one value with everything inside it; returns its node.
  private mutating func parseNested() throws(JSONSyntaxError) -> Int {
    var stack: [Frame] = []
    while true {
      // Parse the start of a value: either a complete scalar, or an opened container.
      var completed: Int
      let start = index
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[index] == UInt8(ascii: "{")
        guard stack.count < JSONParser.maximumDepth else {
          throw JSONSyntaxError(
            "arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep",
            at: position(start))
        }
        index += 1
        completed = append(isObject ? .object : .array, at: start)
        try skipWhitespace()
        let close = UInt8(ascii: isObject ? "}" : "]")
        if index < bytes.count, bytes[index] == close {
          index += 1
          nodes[completed].end = UInt32(index)
        } else {
          var frame = Frame(
            isObject: isObject, node: completed, offset: start,
            start: isObject ? openMembers.count : openElements.count)
          if isObject {
            try readKey(into: &frame)
          } else {
            try expectValueStart(in: "array")
          }
          stack.append(frame)
          continue
        }
      default:
        completed = try parseScalar()
        nodes[completed].end = UInt32(index)
      }
      // Hand the completed value to its container, closing containers as they end.
      while true {
        guard !stack.isEmpty else { return completed }
        let top = stack.count - 1
        if stack[top].isObject {
          let key = stack[top].pendingKey
          let first = stack[top].start
          let count = openMembers.count - first
          if stack[top].keySet == nil {
            let keyText = strings[Int(key)]
            var seen = false
            for j in first..<openMembers.count where strings[Int(openMembers[j].key)] == keyText {
              seen = true
              break
            }
            if seen { stack[top].duplicates.append(count) }
            if count >= 16 {
              var set = Set(openMembers[first...].map { strings[Int($0.key)] })
              set.insert(keyText)
              stack[top].keySet = set
            }
          } else if stack[top].keySet!.insert(strings[Int(key)]).inserted == false {
            stack[top].duplicates.append(count)
          }
          openMembers.append(
            JSONTape.MemberEntry(
              key: key, value: UInt32(completed), keyOffset: stack[top].pendingKeyOffset))
        } else {
          openElements.append(UInt32(completed))
        }
        try skipWhitespace()
        let isObject = stack[top].isObject
        let close = UInt8(ascii: isObject ? "}" : "]")
        let container = isObject ? "object" : "array"
        guard index < bytes.count else {
          throw JSONSyntaxError(
            "the file ends inside an \(container) opened at \(describe(stack[top].offset))"
              + " (expected \",\" or \"\(Character(Unicode.Scalar(close)))\")",
            at: position(index))
        }
        var closes = bytes[index] == close
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          try skipWhitespace()
          if index < bytes.count, bytes[index] == close {
            closes = true
          } else if isObject {
            try readKey(into: &stack[top])
            break
          } else {
            try expectValueStart(in: "array")
            break
          }
        } else if !closes {
          let expected = "\",\" or \"\(Character(Unicode.Scalar(close)))\""
          if startsValue(bytes[index]) {
            // Another value right after one: almost always a forgotten comma, which belongs
            // where the previous value ends, not where the next one starts.
            let next = position(index)
            throw JSONSyntaxError(
              "missing comma? expected \(expected) after this value; the next one starts at"
                + " line \(next.line), column \(next.column)",
              at: position(Int(nodes[completed].end)))
          }
          throw JSONSyntaxError(
            "unexpected \(describeToken(at: index)) in an \(container) (expected \(expected))",
            at: position(index))
        }
        index += 1
        let frame = stack.removeLast()
        completed = frame.node
        nodes[completed].end = UInt32(index)
        if frame.isObject {
          nodes[frame.node].payload = UInt64(members.count)
          nodes[frame.node].count = UInt32(openMembers.count - frame.start)
          members.append(contentsOf: openMembers[frame.start...])
          openMembers.removeSubrange(frame.start...)
          if !frame.duplicates.isEmpty {
            nodes[frame.node].tag = .objectWithDuplicates
            duplicates[frame.node] = frame.duplicates
          }
        } else {
          nodes[frame.node].payload = UInt64(elements.count)
          nodes[frame.node].count = UInt32(openElements.count - frame.start)
          elements.append(contentsOf: openElements[frame.start...])
          openElements.removeSubrange(frame.start...)
        }
      }
    }
  }

  /// Whether `byte` can start a JSON value (or, in an object, a key).
  private func startsValue(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"),
      UInt8(ascii: "n"):
      true
    default:
      false
    }
  }

  /// Reads `"key" :` and leaves the index at the start of the member's value.
  private mutating func readKey(into frame: inout Frame) throws(JSONSyntaxError) {
    guard index < bytes.count else {
      throw JSONSyntaxError(
        "the file ends inside an object opened at \(describe(frame.offset))"
          + " (expected a key in double quotes or \"}\")",
        at: position(index))
    }
    guard bytes[index] == UInt8(ascii: "\"") else {
      throw JSONSyntaxError(
        "unexpected \(describeToken(at: index)) (expected a key in double quotes or \"}\")",
        at: position(index))
    }
    frame.pendingKeyOffset = UInt32(index)
    frame.pendingKey = try parseKey()
    try skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw JSONSyntaxError(
        "unexpected \(describeToken(at: index)) after key \"\(strings[Int(frame.pendingKey)])\" (expected \":\")",
        at: position(index))
    }
    index += 1
    try skipWhitespace()
    try expectValueStart(in: "object")
  }

  /// A key's index in `strings`, shared with the keys already seen when the same bytes appear
  /// again: a scene repeats a few dozen keys thousands of times, and comparing bytes is cheaper
  /// than making strings (and one entry per distinct key is smaller than one per member).
  private mutating func parseKey() throws(JSONSyntaxError) -> UInt32 {
    let first = index + 1
    var end = first
    while end < bytes.count, end - first <= 32 {
      let b = bytes[end]
      if b == UInt8(ascii: "\"") { break }
      if b == UInt8(ascii: "\\") || b < 0x20 { return try appendString() }
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try appendString() }
    let length = end - first
    for (known, string) in knownKeys where known.count == length {
      if bytes[first..<end].elementsEqual(known) {
        index = end + 1
        return string
      }
    }
    let string = try appendString()
    if knownKeys.count < 64 { knownKeys.append((Array(bytes[first..<end]), string)) }
    return string
  }

  /// Parses a string into a new entry of `strings`; returns the entry's index.
  private mutating func appendString() throws(JSONSyntaxError) -> UInt32 {
    strings.append(try parseString())
    return UInt32(strings.count - 1)
  }

  private mutating func expectValueStart(in container: String) throws(JSONSyntaxError) {
    guard index < bytes.count else {
      throw JSONSyntaxError(
        "the file ends inside an \(container) (expected a value)", at: position(index))
    }
  }

  // MARK: Scalars

  /// Parses a string, number, `true`, `false` or `null`; returns its node.
  private mutating func parseScalar() throws(JSONSyntaxError) -> Int {
    let start = index
    let b = bytes[index]
    switch b {
    case UInt8(ascii: "\""):
      let text = try parseString()
      strings.append(text)
      return append(.string, at: start, UInt64(strings.count - 1))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let number = try parseNumber()
      if let integer = number.integer {
        return append(.integer, at: start, UInt64(bitPattern: integer))
      }
      return append(.double, at: start, number.value.bitPattern)
    default:
      if let word = wordLiteral() {
        switch word {
        case "true": return append(.true, at: start)
        case "false": return append(.false, at: start)
        case "null": return append(.null, at: start)
        default: break
        }
      }
      throw JSONSyntaxError(
        "unexpected \(describeToken(at: index))\(hint(at: index))"
          + " (expected a value: an object, array, string, number, true, false or null)",
        at: position(start))
    }
  }

  /// The identifier-like word at the index, consumed when it is `true`, `false` or `null`.
  private mutating func wordLiteral() -> String? {
    var end = index
    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
    guard end > index else { return nil }
    let word = String(decoding: bytes[index..<end], as: UTF8.self)
    if word == "true" || word == "false" || word == "null" { index = end }
    return word
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let openAt = index
    index += 1
    var runStart = index
    var scalars: [UInt8] = []
    var escaped = false
    while true {
      guard index < bytes.count else {
        throw JSONSyntaxError(
          "the file ends inside a string (expected a closing double quote)", at: position(openAt))
      }
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        let text: String
        if escaped {
          scalars.append(contentsOf: bytes[runStart..<index])
          text = String(decoding: scalars, as: UTF8.self)
        } else {
          text = String(decoding: bytes[runStart..<index], as: UTF8.self)
        }
        index += 1
        return text
      }
      if b < 0x20 {
        let what = b == 0x0A || b == 0x0D ? "a line break" : "control character 0x\(hex(b))"
        throw JSONSyntaxError(
          "\(what) inside a string (strings end on the same line; write \\n for a line break)",
          at: position(index))
      }
      if b == UInt8(ascii: "\\") {
        escaped = true
        scalars.append(contentsOf: bytes[runStart..<index])
        let escapeAt = index
        index += 1
        guard index < bytes.count else {
          throw JSONSyntaxError(
            "the file ends inside a string (expected a closing double quote)", at: position(openAt))
        }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""): scalars.append(0x22)
        case UInt8(ascii: "\\"): scalars.append(0x5C)
        case UInt8(ascii: "/"): scalars.append(0x2F)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4(escapeAt: escapeAt)
          if (0xD800...0xDBFF).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw JSONSyntaxError(
                "unpaired surrogate \\u\(hex16(code)) in a string (expected a low surrogate"
                  + " \\uDC00-\\uDFFF after it)", at: position(escapeAt))
            }
            let lowAt = index
            index += 2
            let low = try hex4(escapeAt: lowAt)
            guard (0xDC00...0xDFFF).contains(low) else {
              throw JSONSyntaxError(
                "unpaired surrogate \\u\(hex16(code)) in a string (expected a low surrogate"
                  + " \\uDC00-\\uDFFF after it)", at: position(escapeAt))
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(code) {
            throw JSONSyntaxError(
              "unpaired surrogate \\u\(hex16(code)) in a string", at: position(escapeAt))
          }
          scalars.append(contentsOf: Array(String(Unicode.Scalar(code)!).utf8))
        default:
          throw JSONSyntaxError(
            "unknown escape \\\(describeByte(e)) in a string"
              + " (expected \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)",
            at: position(escapeAt))
        }
        runStart = index
        continue
      }
      index += 1
    }
  }

  /// The four hex digits after `\u` (the index is just past the `u`).
  private mutating func hex4(escapeAt: Int) throws(JSONSyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw JSONSyntaxError(
          "\\u in a string must be followed by four hex digits", at: position(escapeAt))
      }
      code = code * 16 + digit
      index += 1
    }
    return code
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
    let start = index
    let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
    var negative = false
    if bytes[index] == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard index < bytes.count, digit.contains(bytes[index]) else {
      if index < bytes.count, bytes[index] == UInt8(ascii: "I") {
        _ = wordLiteral()
        throw JSONSyntaxError(
          "unexpected \"-Infinity\" (numbers must be finite; NaN and Infinity are not JSON)",
          at: position(start))
      }
      throw JSONSyntaxError(
        "\"-\" must be followed by a digit (expected a number such as -1.5)", at: position(start))
    }
    var magnitude: UInt64 = 0
    var overflowed = false
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, digit.contains(bytes[index]) {
        throw JSONSyntaxError(
          "numbers cannot have leading zeros (write \(literal(start, index + 1)) without them)",
          at: position(start))
      }
    } else {
      while index < bytes.count, digit.contains(bytes[index]) {
        let (m1, o1) = magnitude.multipliedReportingOverflow(by: 10)
        let (m2, o2) = m1.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
        overflowed = overflowed || o1 || o2
        magnitude = m2
        index += 1
      }
    }
    var isInteger = true
    var hasExponent = false
    // The digits as one integer (magnitude, then the fraction's digits): exact while short.
    var fraction = magnitude
    var fractionDigits = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, digit.contains(bytes[index]) else {
        throw JSONSyntaxError(
          "a decimal point must be followed by a digit (write \(literal(start, index))0)",
          at: position(start))
      }
      while index < bytes.count, digit.contains(bytes[index]) {
        if fractionDigits < 16 {
          let (m1, o1) = fraction.multipliedReportingOverflow(by: 10)
          let (m2, o2) = m1.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
          overflowed = overflowed || o1 || o2
          fraction = m2
        }
        fractionDigits += 1
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      hasExponent = true
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, digit.contains(bytes[index]) else {
        throw JSONSyntaxError(
          "an exponent must have digits (such as 1e3)", at: position(start))
      }
      while index < bytes.count, digit.contains(bytes[index]) { index += 1 }
    }
    if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
      throw JSONSyntaxError(
        "unexpected \(describeToken(at: index)) after number \(literal(start, index))"
          + " (expected \",\", \"]\" or \"}\")", at: position(index))
    }
    if isInteger && !overflowed {
      let limit: UInt64 = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
      if magnitude <= limit {
        let integer = negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
        if magnitude < 1 << 53 { return JSONNumber(value: Double(integer), integer: integer) }
        return JSONNumber(value: Double(literal(start, index))!, integer: integer)
      }
    }
    // Clinger's fast path: a mantissa below 2^53 divided by an exact power of ten is the
    // correctly rounded double, as strtod would give.
    if !isInteger, !hasExponent, !overflowed, fractionDigits <= 15, fraction < 1 << 53 {
      let value = Double(fraction) / JSONParser.powersOfTen[fractionDigits]
      return JSONNumber(value: negative ? -value : value, integer: nil)
    }
    let text = literal(start, index)
    guard let value = Double(text), value.isFinite else {
      problems.append(
        JSONSyntaxError(
          "number \(text) is too large (expected a finite number, at most about 1.8e308)",
          at: position(start)))
      return JSONNumber(value: .infinity, integer: nil)
    }
    return JSONNumber(value: value, integer: nil)
  }

  // MARK: Whitespace and comments

  private mutating func skipWhitespace() throws(JSONSyntaxError) {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: "/"):
        guard index + 1 < bytes.count else {
          throw JSONSyntaxError(
            "unexpected \"/\" (comments start with // or /*)", at: position(index))
        }
        if bytes[index + 1] == UInt8(ascii: "/") {
          index += 2
          while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        } else if bytes[index + 1] == UInt8(ascii: "*") {
          let open = index
          index += 2
          while true {
            guard index + 1 < bytes.count else {
              throw JSONSyntaxError(
                "the file ends inside a /* comment (expected */)", at: position(open))
            }
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
              index += 2
              break
            }
            index += 1
          }
        } else {
          throw JSONSyntaxError(
            "unexpected \"/\" (comments start with // or /*)", at: position(index))
        }
      default:
        return
      }
    }
  }

  // MARK: Helpers

  /// `line L, column C` of `offset`, for messages.
  private mutating func describe(_ offset: Int) -> String {
    let p = position(offset)
    return "line \(p.line), column \(p.column)"
  }

  private mutating func position(_ offset: Int) -> SourcePosition {
    cursor.position(at: offset)
  }

  private func literal(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
  }

  private func isWordByte(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
      || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
      || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
      || b == UInt8(ascii: "$")
  }

  /// How an error names what it found at `offset`: a word, a character, or the end of the file.
  private func describeToken(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    var end = offset
    while end < bytes.count, end - offset < 40, isWordByte(bytes[end]) { end += 1 }
    if end > offset { return "\"\(literal(offset, end))\"" }
    return describeByte(bytes[offset])
  }

  /// A character for messages, quoted; non-ASCII characters are shown whole.
  private func describeByte(_ b: UInt8) -> String {
    if b >= 0x20 && b < 0x7F { return "\"\(Character(Unicode.Scalar(b)))\"" }
    if b < 0x80 { return "control character 0x\(hex(b))" }
    return "a non-ASCII character"
  }

  /// Advice for the JSON5 and JavaScript habits this format does not accept.
  private func hint(at offset: Int) -> String {
    guard offset < bytes.count else { return "" }
    switch bytes[offset] {
    case UInt8(ascii: "'"): return " (strings need double quotes)"
    case UInt8(ascii: "+"), UInt8(ascii: "."): return " (numbers start with a digit or \"-\")"
    default:
      let word = describeToken(at: offset)
      if word == "\"NaN\"" || word == "\"Infinity\"" {
        return " (numbers must be finite; NaN and Infinity are not JSON)"
      }
      if isWordByte(bytes[offset]) { return " (strings and keys need double quotes)" }
      return ""
    }
  }
}

private func hexValue(_ b: UInt8) -> UInt32? {
  switch b {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
  case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
  case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
  default: nil
  }
}

private func hex(_ b: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
}

private func hex16(_ v: UInt32) -> String {
  hex(UInt8(truncatingIfNeeded: v >> 8)) + hex(UInt8(truncatingIfNeeded: v))
}
