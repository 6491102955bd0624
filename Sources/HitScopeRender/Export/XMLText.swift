/// Text made safe for XML character data and attribute values.
public enum XMLText {
  /// `text` with XML's special characters escaped, and each control character XML 1.0 cannot
  /// carry (all below U+0020 but tab and line feed) replaced by "?".
  public static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: out += "?"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
