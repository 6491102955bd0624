import HitScopeEngine

/// A JSON value as the command line and the window's event log print it: object keys keep their order, numbers print in
/// the shortest form that reads back to the same double (`120`, `0.1`), and the separators are
/// `", "` and `": "` as in the documented examples.
public indirect enum JSONOutput: Equatable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
  case null
  case bool(Bool)
  /// Non-finite numbers have no JSON form and print as `null`.
  case number(Double)
  /// A 64-bit integer printed exactly (counters may exceed a double's 2^53).
  case integer(Int64)
  case string(String)
  case array([JSONOutput])
  case object([(String, JSONOutput)])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONOutput...) { self = .array(elements) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(nilLiteral: ()) { self = .null }

  /// A string, or `null` for nil.
  public static func optional(_ string: String?) -> JSONOutput {
    string.map(JSONOutput.string) ?? .null
  }

  /// `[x, y]`.
  public static func point(_ p: Point) -> JSONOutput { .array([.number(p.x), .number(p.y)]) }

  /// The value on one line.
  public var serialized: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n.isFinite ? n.shortDescription : "null"
    case .integer(let i): out += String(i)
    case .string(let s): JSONOutput.writeString(s, to: &out)
    case .array(let elements):
      out += "["
      for (i, element) in elements.enumerated() {
        if i > 0 { out += ", " }
        element.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += ", " }
        JSONOutput.writeString(key, to: &out)
        out += ": "
        value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      // The other controls and the bidirectional marks are valid JSON but would act on a
      // terminal that shows the line: escaped too, as TerminalText names them.
      case _ where TerminalText.isEscaped(scalar):
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    lhs.serialized == rhs.serialized
  }
}
