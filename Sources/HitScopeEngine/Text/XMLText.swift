/// Text made safe for XML character data and attribute values.
public enum XMLText {
  /// `text` with XML's special characters escaped, and the control characters and
  /// bidirectional marks `TerminalText` escapes (but tab and line feed) written as it writes them
  /// (`\u{1b}`): XML 1.0 cannot carry most of them, and the others would reorder the text.
  public static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case _ where TerminalText.isEscaped(scalar): out += TerminalText.escape(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
