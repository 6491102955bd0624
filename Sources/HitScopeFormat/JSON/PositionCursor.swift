import HitScopeEngine

/// Turns byte offsets into line and column numbers by walking forward from the last offset asked
/// for, so that a parser asking in increasing order pays once per byte of the whole file.
///
/// Lines break at `\n`, `\r\n` and a lone `\r`. Columns count Unicode scalars: every byte that is
/// not a UTF-8 continuation byte starts one. The bytes must be valid UTF-8.
struct PositionCursor {
  private let bytes: [UInt8]
  /// Where counting starts (after a byte order mark).
  private let origin: Int
  private(set) var offset: Int
  private var line = 1
  private var column = 1

  init(bytes: [UInt8], origin: Int) {
    self.bytes = bytes
    self.origin = origin
    self.offset = origin
  }

  /// A cursor that resumes at `offset`, which is at `position`.
  init(bytes: [UInt8], origin: Int, resumingAt offset: Int, position: SourcePosition) {
    self.bytes = bytes
    self.origin = origin
    self.offset = offset
    self.line = position.line
    self.column = position.column
  }

  mutating func position(at target: Int) -> SourcePosition {
    if target < offset {
      // Only error paths look back; restarting keeps the common path a single forward walk.
      offset = origin
      line = 1
      column = 1
    }
    let end = min(target, bytes.count)
    while offset < end {
      let b = bytes[offset]
      if b == 0x0A {
        line += 1
        column = 1
      } else if b == 0x0D {
        if offset + 1 < bytes.count, bytes[offset + 1] == 0x0A {
          // The line breaks at the `\n` that follows.
        } else {
          line += 1
          column = 1
        }
      } else if b & 0xC0 != 0x80 {
        column += 1
      }
      offset += 1
    }
    return SourcePosition(line: line, column: column)
  }
}

/// Positions of a parsed file, computed only when asked for (diagnostics are rare, values are
/// many): the first question walks the file once and keeps a checkpoint every `stride` bytes,
/// later ones walk from the nearest checkpoint.
final class SourceLocator {
  private static let stride = 1024
  private let bytes: [UInt8]
  private let origin: Int
  private var checkpoints: [SourcePosition] = []

  init(bytes: [UInt8], origin: Int) {
    self.bytes = bytes
    self.origin = origin
  }

  /// The positions of `offsets`: one forward walk over the file when they ascend (a scene's
  /// views do, in pre-order), else one question each.
  func positions(at offsets: [Int]) -> [SourcePosition] {
    guard zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }) else {
      return offsets.map { position(at: $0) }
    }
    var cursor = PositionCursor(bytes: bytes, origin: origin)
    return offsets.map { cursor.position(at: $0) }
  }

  func position(at offset: Int) -> SourcePosition {
    if checkpoints.isEmpty {
      var cursor = PositionCursor(bytes: bytes, origin: origin)
      var next = origin
      while next <= bytes.count {
        checkpoints.append(cursor.position(at: next))
        next += SourceLocator.stride
      }
    }
    let k = min(max(0, (offset - origin) / SourceLocator.stride), checkpoints.count - 1)
    var cursor = PositionCursor(
      bytes: bytes, origin: origin, resumingAt: origin + k * SourceLocator.stride,
      position: checkpoints[k])
    return cursor.position(at: offset)
  }
}
