import HitScopeEngine

/// Writes a probe into the text of a scene file (or a dump's probe sidecar) by the smallest edit
/// that makes it the last entry of the top level's `probes`: every other byte of the file stays
/// as it was (comments, formatting, key order, trailing commas), so that a file kept under
/// version control shows one added probe in its diff.
///
/// `probes` is created before the top level's closing brace when the file has none. New text
/// follows the file's own style: its line endings, the indentation of the entry before it, one
/// line per probe in a list written one entry per line, inline in a list written on one line.
public enum ProbeInsertion {
  /// The edit that appends `probe` to `probes` in `bytes`, the contents of the file `file`
  /// (named in errors). Throws when the text is not JSON, its top level is not an object, or
  /// its `probes` is not an array; the file is then left for the user to repair.
  public static func edit(appending probe: Probe, to bytes: [UInt8], file: String)
    throws(SceneEditError) -> TextEdit
  {
    var parser = JSONParser(bytes: bytes)
    let top: JSONValue
    do {
      top = try parser.parse()
    } catch {
      throw SceneEditError(
        "Cannot record the probe in \"\(file)\": line \(error.position.line), column"
          + " \(error.position.column): \(error.message).")
    }
    guard let object = top.object else {
      throw SceneEditError(
        "Cannot record the probe in \"\(file)\": its top level is \(top.kindDescription), not"
          + " an object.")
    }
    let text = TextStyle(bytes)
    let probeText = Array(JSONOutput.probe(probe).serialized.utf8)
    if let probes = object["probes"] {
      guard let array = probes.array else {
        throw SceneEditError(
          "Cannot record the probe in \"\(file)\": \"probes\" at line \(probes.position.line),"
            + " column \(probes.position.column) is \(probes.kindDescription), not an array.")
      }
      let last = array.last.map { ($0.byteRange.lowerBound, $0.byteRange.upperBound) }
      return text.appending(to: probes.byteRange, after: last) { _, _ in probeText }
    }
    let members = object.members
    let last = members.last.map { ($0.keyByteOffset, $0.value.byteRange.upperBound) }
    return text.appending(to: top.byteRange, after: last) { indent, newline in
      // The new member is written like the file's members, and its one probe a level deeper.
      guard let newline else { return Array("\"probes\": [".utf8) + probeText + [0x5D] }
      return Array("\"probes\": [".utf8) + newline + indent + text.indentUnit + probeText
        + newline + indent + [0x5D]
    }
  }

  /// The layout of the text being edited: its line ending and indentation.
  private struct TextStyle {
    let bytes: [UInt8]
    /// `\r\n` when the file uses it, else `\n`.
    let newline: [UInt8]
    /// One level of indentation: a tab when the file indents with tabs, else two spaces.
    let indentUnit: [UInt8]

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      let crlf = zip(bytes, bytes.dropFirst()).contains { $0 == 0x0D && $1 == 0x0A }
      newline = crlf ? [0x0D, 0x0A] : [0x0A]
      let tabbed = zip(bytes, bytes.dropFirst()).contains { $0 == 0x0A && $1 == 0x09 }
      indentUnit = tabbed ? [0x09] : [0x20, 0x20]
    }

    /// The edit that adds an entry as the last of the array or object spanning `container`,
    /// whose last entry (if any) starts and ends at `last` (for an object member: its key's
    /// quote and the end of its value). `entry` makes the entry's text from the indentation it
    /// starts at and the line ending (nil when it goes inline).
    func appending(
      to container: Range<Int>, after last: (start: Int, end: Int)?,
      entry: (_ indent: [UInt8], _ newline: [UInt8]?) -> [UInt8]
    ) -> TextEdit {
      let open = container.lowerBound
      let close = container.upperBound - 1
      var insertions: [TextEdit.Insertion] = []
      if let last, bytes[nextToken(from: last.end)] != UInt8(ascii: ",") {
        insertions.append(TextEdit.Insertion(offset: last.end, bytes: [UInt8(ascii: ",")]))
      }
      // The entry goes after whatever precedes the closing bracket (a trailing comma, a comment)
      // and before the whitespace that indents the bracket.
      var at = close
      while at > open + 1, isWhitespace(bytes[at - 1]) { at -= 1 }
      let tail = bytes[(last?.end ?? open + 1)..<close]
      let text: [UInt8]
      if tail.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
        let indent: [UInt8]
        if let last, startsLine(last.start) {
          indent = indentation(ofLineAt: last.start)
        } else {
          indent = indentation(ofLineAt: last?.start ?? close) + indentUnit
        }
        text = newline + indent + entry(indent, newline)
      } else {
        let separator: [UInt8] = at > open + 1 ? [0x20] : []
        text = separator + entry([], nil)
      }
      insertions.append(TextEdit.Insertion(offset: at, bytes: text))
      return TextEdit(insertions: insertions)
    }

    /// The offset of the first byte at or after `offset` that is neither whitespace nor part of
    /// a comment (the text parsed, so comments are closed and a token follows).
    private func nextToken(from offset: Int) -> Int {
      var i = offset
      while i < bytes.count {
        if isWhitespace(bytes[i]) {
          i += 1
        } else if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count,
          bytes[i + 1] == UInt8(ascii: "/")
        {
          while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
        } else if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count,
          bytes[i + 1] == UInt8(ascii: "*")
        {
          i += 2
          while i + 1 < bytes.count,
            !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/"))
          {
            i += 1
          }
          i += 2
        } else {
          return i
        }
      }
      return min(i, bytes.count - 1)
    }

    private func lineStart(of offset: Int) -> Int {
      var i = offset
      while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D { i -= 1 }
      return i
    }

    /// Whether only spaces and tabs precede `offset` on its line.
    private func startsLine(_ offset: Int) -> Bool {
      bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The spaces and tabs that start the line `offset` is on.
    private func indentation(ofLineAt offset: Int) -> [UInt8] {
      Array(bytes[lineStart(of: offset)...].prefix { $0 == 0x20 || $0 == 0x09 })
    }

    private func isWhitespace(_ b: UInt8) -> Bool {
      b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }
  }
}
