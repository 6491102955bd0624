/// A change to a file's bytes made of insertions only, so that it can be taken back exactly:
/// every byte of the original stays, in order, and removing the inserted bytes gives it back.
public struct TextEdit: Hashable, Sendable {
  /// Bytes put in before the original byte at `offset` (at the end when it is the length).
  public struct Insertion: Hashable, Sendable {
    /// A byte offset into the original bytes.
    public var offset: Int
    public var bytes: [UInt8]

    public init(offset: Int, bytes: [UInt8]) {
      self.offset = offset
      self.bytes = bytes
    }
  }

  /// In increasing order of offset; two at the same offset go in in this order.
  public let insertions: [Insertion]

  public init(insertions: [Insertion]) {
    precondition(
      zip(insertions, insertions.dropFirst()).allSatisfy { $0.offset <= $1.offset },
      "TextEdit insertions must be sorted by offset; sort them before making the edit.")
    self.insertions = insertions
  }

  /// `original` with the insertions made.
  public func applied(to original: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(original.count + insertions.reduce(0) { $0 + $1.bytes.count })
    var copied = 0
    for insertion in insertions {
      precondition(
        insertion.offset <= original.count,
        "A TextEdit made for a longer file was applied to \(original.count) bytes; apply it to the bytes it was made from."
      )
      result += original[copied..<insertion.offset]
      result += insertion.bytes
      copied = insertion.offset
    }
    result += original[copied...]
    return result
  }

  /// The bytes before the edit, given bytes the edit was applied to and that may have changed
  /// since only after the last insertion; nil when an inserted piece is no longer where the edit
  /// put it (the file was edited around it since).
  public func reverted(from edited: [UInt8]) -> [UInt8]? {
    var result: [UInt8] = []
    result.reserveCapacity(edited.count)
    var shift = 0
    var copied = 0
    for insertion in insertions {
      let start = insertion.offset + shift
      let end = start + insertion.bytes.count
      guard end <= edited.count, edited[start..<end].elementsEqual(insertion.bytes) else {
        return nil
      }
      result += edited[copied..<start]
      copied = end
      shift += insertion.bytes.count
    }
    result += edited[copied...]
    return result
  }
}
