import HitScopeEngine

/// A JSON value as read from a scene file, with the position where it starts.
///
/// Values are handles into a `JSONTape`: the whole document lives in a few flat arrays, so that
/// parsing a large file makes a handful of allocations instead of one per array and object, and
/// dropping it frees them at once. Objects keep their members in file order, duplicates
/// included, so that the decoder can report a repeated key next to the view it belongs to.
public struct JSONValue {
  public enum Kind {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array(JSONArray)
    case object(JSONObject)
  }

  let tape: JSONTape
  let index: Int

  init(tape: JSONTape, index: Int) {
    self.tape = tape
    self.index = index
  }

  private var node: JSONTape.Node { tape.nodes[index] }

  public var kind: Kind {
    let node = self.node
    switch node.tag {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .double: return .number(JSONNumber(value: Double(bitPattern: node.payload), integer: nil))
    case .integer:
      let integer = Int64(bitPattern: node.payload)
      return .number(JSONNumber(value: Double(integer), integer: integer))
    case .string: return .string(tape.strings[Int(node.payload)])
    case .array:
      return .array(JSONArray(tape: tape, start: Int(node.payload), count: Int(node.count)))
    case .object, .objectWithDuplicates: return .object(JSONObject(tape: tape, node: index))
    }
  }

  /// Where the value's first character is (the quote of a string, the bracket of an array).
  public var position: SourcePosition { tape.locator.position(at: Int(node.offset)) }

  /// The byte offset of the value's first character, for `SourceLocator.positions(at:)`.
  var offset: Int { Int(node.offset) }

  /// The positions of many values at once, in one walk of the file when they are in file order.
  static func positions(of offsets: [Int], in tape: JSONTape) -> [SourcePosition] {
    tape.locator.positions(at: offsets)
  }

  /// The bytes the value spans in the parsed input, from its first character to just past its
  /// last (byte offsets from the start of the input, a byte order mark included).
  public var byteRange: Range<Int> { Int(node.offset)..<Int(node.end) }

  /// How diagnostics name the kind of value found: `a string`, `an array`, `true`, ...
  public var kindDescription: String {
    switch node.tag {
    case .null: "null"
    case .false: "false"
    case .true: "true"
    case .double, .integer: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object, .objectWithDuplicates: "an object"
    }
  }

  public var string: String? {
    let node = self.node
    return node.tag == .string ? tape.strings[Int(node.payload)] : nil
  }

  public var array: JSONArray? {
    let node = self.node
    guard node.tag == .array else { return nil }
    return JSONArray(tape: tape, start: Int(node.payload), count: Int(node.count))
  }

  public var object: JSONObject? {
    let tag = node.tag
    return tag == .object || tag == .objectWithDuplicates
      ? JSONObject(tape: tape, node: index) : nil
  }

  public var isNull: Bool { node.tag == .null }
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

/// A JSON array's elements in file order.
public struct JSONArray: RandomAccessCollection {
  let tape: JSONTape
  let start: Int
  public let count: Int

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> JSONValue {
    precondition(position >= 0 && position < count, "JSON array index \(position) out of range")
    return JSONValue(tape: tape, index: Int(tape.elements[start + position]))
  }
}

/// A JSON object's members in file order.
public struct JSONObject {
  public struct Member {
    public var key: String
    let keyOffset: Int
    public var value: JSONValue

    /// The byte offset of the key's opening quote in the parsed input.
    public var keyByteOffset: Int { keyOffset }

    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition { value.tape.locator.position(at: keyOffset) }
  }

  /// The members, duplicates included, in file order.
  public struct Members: RandomAccessCollection {
    let tape: JSONTape
    let start: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Member {
      precondition(position >= 0 && position < count, "JSON member index \(position) out of range")
      let entry = tape.members[start + position]
      return Member(
        key: tape.strings[Int(entry.key)], keyOffset: Int(entry.keyOffset),
        value: JSONValue(tape: tape, index: Int(entry.value)))
    }
  }

  let tape: JSONTape
  let node: Int

  public var members: Members {
    let n = tape.nodes[node]
    return Members(tape: tape, start: Int(n.payload), count: Int(n.count))
  }

  /// Indices into `members` of keys that already appeared earlier in the same object.
  public var duplicateIndices: [Int] {
    tape.nodes[node].tag == .objectWithDuplicates ? tape.duplicates[node] ?? [] : []
  }

  /// The first member with `key`.
  public func member(_ key: String) -> Member? {
    let n = tape.nodes[node]
    let start = Int(n.payload)
    for i in start..<(start + Int(n.count)) where tape.strings[Int(tape.members[i].key)] == key {
      return members[i - start]
    }
    return nil
  }

  public subscript(key: String) -> JSONValue? { member(key)?.value }
}

/// A parsed document in flat arrays: one node per value, the element lists of arrays and the
/// member lists of objects each stored contiguously, and every string once.
final class JSONTape {
  enum Tag: UInt8, Sendable {
    case null, `false`, `true`, double, integer, string, array, object, objectWithDuplicates
  }

  struct Node: Sendable {
    var tag: Tag
    /// Elements or members, for arrays and objects.
    var count: UInt32
    /// The byte offset of the value's first character; see `SourceLocator` for positions.
    var offset: UInt32
    /// The byte offset just past the value's last character (its closing bracket or quote).
    /// Kept in what would be padding: a node stays 24 bytes.
    var end: UInt32
    /// Double bits, Int64 bits, an index into `strings`, or the start of the value's list in
    /// `elements` or `members`.
    var payload: UInt64
  }

  struct MemberEntry: Sendable {
    var key: UInt32
    var value: UInt32
    var keyOffset: UInt32
  }

  let nodes: [Node]
  let strings: [String]
  let elements: [UInt32]
  let members: [MemberEntry]
  /// For objects with repeated keys only: the indices of the repeats among the members.
  let duplicates: [Int: [Int]]
  let locator: SourceLocator

  init(
    nodes: [Node], strings: [String], elements: [UInt32], members: [MemberEntry],
    duplicates: [Int: [Int]], locator: SourceLocator
  ) {
    self.locator = locator
    self.nodes = nodes
    self.strings = strings
    self.elements = elements
    self.members = members
    self.duplicates = duplicates
  }
}
