/// A JSON value as read from a scene file, with the position where it starts.
///
/// Objects keep their members in file order, duplicates included, so that the decoder can report
/// a repeated key next to the view or key path it belongs to.
public struct JSONValue: Sendable {
  public enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
  }

  public var kind: Kind
  /// Where the value's first character is (the quote of a string, the bracket of an array).
  public var position: SourcePosition

  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// How diagnostics name the kind of value found: `a string`, `an array`, `true`, ...
  public var kindDescription: String {
    switch kind {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  public var string: String? {
    if case .string(let s) = kind { return s }
    return nil
  }

  public var array: [JSONValue]? {
    if case .array(let a) = kind { return a }
    return nil
  }

  public var object: JSONObject? {
    if case .object(let o) = kind { return o }
    return nil
  }

  public var isNull: Bool {
    if case .null = kind { return true }
    return false
  }
}

/// A JSON number: the nearest double, and the exact value when the literal is an integer (no
/// fraction, no exponent) that fits in 64 bits.
public struct JSONNumber: Hashable, Sendable {
  public var value: Double
  public var integer: Int64?

  public init(value: Double, integer: Int64?) {
    self.value = value
    self.integer = integer
  }
}

/// A JSON object's members in file order.
public struct JSONObject: Sendable {
  public struct Member: Sendable {
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    public var value: JSONValue
  }

  public var members: [Member]
  /// Indices into `members` of keys that already appeared earlier in the same object.
  public var duplicateIndices: [Int]

  public init(members: [Member], duplicateIndices: [Int]) {
    self.members = members
    self.duplicateIndices = duplicateIndices
  }

  /// The first member with `key`.
  public func member(_ key: String) -> Member? {
    for member in members where member.key == key { return member }
    return nil
  }

  public subscript(key: String) -> JSONValue? { member(key)?.value }
}
