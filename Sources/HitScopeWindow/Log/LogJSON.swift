import HitScopeEngine

/// A JSON value with object keys kept in insertion order, serialized on one line.
///
/// Numbers print in the shortest form that reads back to the same double (`120`, `0.1`), as the
/// command line specification asks.
enum LogJSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int64)
  case string(String)
  case array([LogJSON])
  case object([(String, LogJSON)])

  static func == (lhs: LogJSON, rhs: LogJSON) -> Bool {
    lhs.serialized == rhs.serialized
  }

  /// A point as `[x, y]`.
  static func point(_ p: Point) -> LogJSON { .array([.number(p.x), .number(p.y)]) }

  /// A string, or `null` when nil.
  static func optional(_ s: String?) -> LogJSON { s.map(LogJSON.string) ?? .null }

  var serialized: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d): out += d.isFinite ? d.shortDescription : "null"
    case .integer(let i): out += String(i)
    case .string(let s): LogJSON.writeString(s, to: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += ", " }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += ", " }
        LogJSON.writeString(key, to: &out)
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
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
