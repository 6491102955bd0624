/// Where text from a file or a command line meets a terminal, a log or a page: every diagnostic,
/// warning and text report passes through here so that one problem stays one line and no byte
/// of a file can move the cursor, set the terminal's title or reorder what follows.
///
/// Escaped characters are written `\u{1b}` (hexadecimal, lowercase, as Swift writes them): C0
/// controls but tab (line feed and carriage return included: a line has none), DEL, C1
/// controls, the line and paragraph separators, and the bidirectional marks, embeddings,
/// overrides and isolates (U+200E, U+200F, U+061C, U+202A-U+202E, U+2066-U+2069).
public enum TerminalText {
  /// Messages at most this long (in UTF-8 bytes) are not shortened.
  public static let untouchedLength = 1000
  /// A quoted span or a word (a run without spaces) longer than this (in UTF-8 bytes) is cut.
  public static let longestValue = 120
  /// How much of a cut value is kept (in UTF-8 bytes, backed off to a character boundary).
  public static let keptPrefix = 60

  /// Whether `scalar` is written escaped.
  public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// How an escaped scalar is written: `\u{1b}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16) + "}"
  }

  /// `text` as one line: bounded, then escaped.
  public static func line(_ text: String) -> String { escaped(bounded(text)) }

  /// `text` with every character `isEscaped` names written as `escape` does.
  public static func escaped(_ text: String) -> String {
    // Every escaped scalar starts with a byte below 0x20, DEL, or one of these lead bytes.
    guard
      text.utf8.contains(where: {
        ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2
      })
    else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        out += escape(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `message` with every quoted span and every word longer than `longestValue` bytes cut to
  /// its first characters and "…", when the message is longer than `untouchedLength`; quotes
  /// pair up in order of appearance. A 10 MB number, key or string in a file so costs a
  /// diagnostic a few dozen bytes.
  public static func bounded(_ message: String) -> String {
    guard message.utf8.count > untouchedLength else { return message }
    let bytes = Array(message.utf8)
    let quote = UInt8(ascii: "\"")
    let space = UInt8(ascii: " ")
    var result: [UInt8] = []
    result.reserveCapacity(untouchedLength)
    /// Appends `bytes[start..<end]`, cut when longer than `longestValue`.
    func appendValue(_ start: Int, _ end: Int) {
      guard end - start > longestValue else {
        result.append(contentsOf: bytes[start..<end])
        return
      }
      var kept = start + keptPrefix
      while kept > start, bytes[kept] & 0xC0 == 0x80 { kept -= 1 }
      result.append(contentsOf: bytes[start..<kept])
      result.append(contentsOf: "…".utf8)
    }
    /// Appends the unquoted `bytes[start..<end]` word by word.
    func appendWords(_ start: Int, _ end: Int) {
      var i = start
      while i < end {
        if bytes[i] == space {
          result.append(space)
          i += 1
          continue
        }
        var wordEnd = i
        while wordEnd < end, bytes[wordEnd] != space { wordEnd += 1 }
        appendValue(i, wordEnd)
        i = wordEnd
      }
    }
    var offset = 0
    while offset < bytes.count {
      guard let open = bytes[offset...].firstIndex(of: quote),
        let close = bytes[(open + 1)...].firstIndex(of: quote)
      else {
        appendWords(offset, bytes.count)
        break
      }
      appendWords(offset, open)
      result.append(quote)
      appendValue(open + 1, close)
      result.append(quote)
      offset = close + 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}
