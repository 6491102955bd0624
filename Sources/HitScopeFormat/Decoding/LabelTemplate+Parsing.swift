import HitScopeEngine

extension LabelTemplate {
  /// Parses label text: `{name}` shows counter `name`, `{{` and `}}` are literal braces.
  ///
  /// Throws a sentence fragment naming the problem and where it is (in characters from 0).
  init(parsing text: String) throws(LabelTemplateError) {
    var segments: [Segment] = []
    var literal = ""
    let chars = Array(text)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "{" {
        if i + 1 < chars.count, chars[i + 1] == "{" {
          literal.append("{")
          i += 2
          continue
        }
        guard let close = chars[(i + 1)...].firstIndex(of: "}") else {
          throw LabelTemplateError(
            message: "\"{\" at character \(i) is never closed (write {{ for a literal brace)")
        }
        let name = String(chars[(i + 1)..<close])
        if name.isEmpty || name.contains("{") {
          throw LabelTemplateError(
            message: "\"{\" at character \(i) does not start a counter name"
              + " (expected {counter}; write {{ for a literal brace)")
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        literal = ""
        segments.append(.counter(name))
        i = close + 1
      } else if c == "}" {
        guard i + 1 < chars.count, chars[i + 1] == "}" else {
          throw LabelTemplateError(
            message: "\"}\" at character \(i) closes nothing (write }} for a literal brace)")
        }
        literal.append("}")
        i += 2
      } else {
        literal.append(c)
        i += 1
      }
    }
    if !literal.isEmpty || segments.isEmpty { segments.append(.text(literal)) }
    self.init(segments: segments)
  }
}

/// Why label text is not a valid template.
struct LabelTemplateError: Error {
  var message: String
}
