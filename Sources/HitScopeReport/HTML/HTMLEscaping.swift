import HitScopeEngine

/// Makes text safe to place in HTML, as element content and as a quoted attribute value alike.
///
/// This is the report's only escaping: `HTMLBuilder` passes every text and every attribute value
/// through it exactly once, and nothing else writes text into the page.
enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by `&amp;`, `&lt;`, `&gt;`, `&quot;` and
  /// `&#39;`, and the control characters and bidirectional marks `TerminalText` escapes (but line
  /// feed and tab) written as it writes them (`\u{1b}`), so that the page stays well-formed XML
  /// and a name cannot reorder the text around it; every other character, including non-ASCII
  /// ones, is kept (the page is UTF-8).
  static func escape(_ text: String) -> String {
    let text =
      text.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.isEscaped($0) })
      ? text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
      : text
    let utf8 = text.utf8
    guard utf8.contains(where: needsEscaping) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }
}
