/// Turns byte offsets into line and column numbers by walking forward from the last offset asked
/// for, so that a parser asking in increasing order pays once per byte of the whole file.
///
/// Lines break at `\n`, `\r\n` and a lone `\r`. Columns count Unicode scalars: every byte that is
/// not a UTF-8 continuation byte starts one. The bytes must be valid UTF-8.
struct PositionCursor {
  private let bytes: [UInt8]
  /// Where counting starts (after a byte order mark).
  private let origin: Int
  private var offset: Int
  private var line = 1
  private var column = 1

  init(bytes: [UInt8], origin: Int) {
    self.bytes = bytes
    self.origin = origin
    self.offset = origin
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
