/// A pass over a scene file's raw bytes that finds the view beyond the format's view limit
/// before anything is parsed, so that an oversized file is refused in the time it takes to read
/// it and in no memory beyond its bytes.
///
/// Views are counted as the decoder walks them: the object under the top-level `"root"` key, and
/// every object element of a `"children"` array of a counted view. The scan knows strings (with
/// escapes), `//` and `/* */` comments and nothing else of the syntax. A file it has counted past
/// the limit is refused for that even if it goes wrong further on (a truncated export of a huge
/// scene is still too big); where it finds the file malformed first, nested deeper than the
/// parser allows, or a key written with escapes, it gives up and leaves the verdict to the parser
/// and the decoder, which count exactly.
enum ViewCountPrescan {
  /// Files shorter than this cannot hold more than `limit` views (a view takes at least `{}`
  /// and a separator), so they are not scanned.
  static func mayExceed(_ limit: Int, byteCount: Int) -> Bool {
    byteCount > 3 * limit
  }

  /// The byte offset of the `{` opening view number `limit + 1` in pre-order, or nil when there
  /// are at most `limit` views or the scan gave up.
  static func offsetOfView(beyond limit: Int, in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { scan($0, limit: limit) }
  }

  /// What an open container means for the count.
  private enum Container: UInt8 {
    /// An object that is not a view.
    case object
    /// A counted view object.
    case view
    /// An array that is not a `children` array of a view.
    case array
    /// A view's `children` array: its object elements are views.
    case children
  }

  /// The key most recently read in an object, as far as counting cares.
  private enum Key {
    case other
    case root
    case children
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let colon = UInt8(ascii: ":")
    let comma = UInt8(ascii: ",")
    var stack: [Container] = []
    stack.reserveCapacity(64)
    var key = Key.other
    /// Whether the next string in the innermost object is a key.
    var expectingKey = false
    var count = 0
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      switch b {
      case quote:
        let start = i + 1
        i = start
        var escaped = false
        while i < n, bytes[i] != quote {
          if bytes[i] == backslash {
            escaped = true
            i += 1
          }
          i += 1
        }
        guard i < n else { return nil }
        if expectingKey {
          key = escaped ? .other : keyKind(bytes, start, i)
          expectingKey = false
        }
        i += 1
      case UInt8(ascii: "{"):
        let isView: Bool
        switch stack.last {
        case .children: isView = true
        case .object: isView = stack.count == 1 && key == .root
        default: isView = false
        }
        if isView {
          count += 1
          if count > limit { return i }
        }
        guard stack.count < JSONParser.maximumDepth else { return nil }
        stack.append(isView ? .view : .object)
        expectingKey = true
        i += 1
      case UInt8(ascii: "["):
        guard stack.count < JSONParser.maximumDepth else { return nil }
        stack.append(stack.last == .view && key == .children ? .children : .array)
        i += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard stack.popLast() != nil else { return nil }
        // A closed container was a member's value; the enclosing object's key is spent.
        key = .other
        i += 1
      case colon:
        expectingKey = false
        i += 1
      case comma:
        expectingKey = stack.last == .object || stack.last == .view
        i += 1
      case slash where i + 1 < n && bytes[i + 1] == slash:
        i += 2
        while i < n, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
      case slash where i + 1 < n && bytes[i + 1] == star:
        i += 2
        while i + 1 < n, !(bytes[i] == star && bytes[i + 1] == slash) { i += 1 }
        guard i + 1 < n else { return nil }
        i += 2
      default:
        i += 1
      }
    }
    return nil
  }

  private static let childrenKey: [UInt8] = Array("children".utf8)

  private static func keyKind(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Key
  {
    switch end - start {
    case 4:
      return bytes[start] == UInt8(ascii: "r") && bytes[start + 1] == UInt8(ascii: "o")
        && bytes[start + 2] == UInt8(ascii: "o") && bytes[start + 3] == UInt8(ascii: "t")
        ? .root : .other
    case 8:
      for k in 0..<8 where bytes[start + k] != childrenKey[k] { return .other }
      return .children
    default:
      return .other
    }
  }
}
