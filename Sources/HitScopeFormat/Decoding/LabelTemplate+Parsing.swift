import HitScopeEngine

extension LabelTemplate {
  /// Parses label text: `{name}` shows counter `name`, `{{` and `}}` are literal braces.
  ///
  /// Errors name the offending brace by its position in Unicode scalars, counting from 0.
  init(parsing text: String) throws(LabelTemplateError) {
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    guard text.utf8.contains(where: { $0 == open || $0 == close }) else {
      self.init(segments: [.text(text)])
      return
    }
    // Braces are ASCII, so the UTF-8 bytes can be split at them directly.
    let bytes = Array(text.utf8)
    func character(_ offset: Int) -> Int {
      bytes[..<offset].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }
    var segments: [Segment] = []
    var literal: [UInt8] = []
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      if c == open {
        if i + 1 < bytes.count, bytes[i + 1] == open {
          literal.append(open)
          i += 2
          continue
        }
        guard let end = bytes[(i + 1)...].firstIndex(of: close) else {
          throw LabelTemplateError(
            message: "\"{\" at character \(character(i)) is never closed"
              + " (write {{ for a literal brace)")
        }
        let name = bytes[(i + 1)..<end]
        if name.isEmpty || name.contains(open) {
          throw LabelTemplateError(
            message: "\"{\" at character \(character(i)) does not start a counter name"
              + " (expected {counter}; write {{ for a literal brace)")
        }
        if !literal.isEmpty { segments.append(.text(String(decoding: literal, as: UTF8.self))) }
        literal.removeAll()
        segments.append(.counter(String(decoding: name, as: UTF8.self)))
        i = end + 1
      } else if c == close {
        guard i + 1 < bytes.count, bytes[i + 1] == close else {
          throw LabelTemplateError(
            message: "\"}\" at character \(character(i)) closes nothing"
              + " (write }} for a literal brace)")
        }
        literal.append(close)
        i += 2
      } else {
        literal.append(c)
        i += 1
      }
    }
    if !literal.isEmpty || segments.isEmpty {
      segments.append(.text(String(decoding: literal, as: UTF8.self)))
    }
    self.init(segments: segments)
  }
}

/// Why label text is not a valid template.
struct LabelTemplateError: Error {
  var message: String
}
