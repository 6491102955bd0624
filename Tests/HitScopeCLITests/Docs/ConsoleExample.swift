import Foundation
import Testing

/// One ```` ```console ```` block of the documentation: commands typed after `$ `, each followed
/// by the lines it prints, where a line `...` stands for any number of lines (none included).
struct ConsoleExample: Sendable, CustomTestStringConvertible {
  /// One `$ ` line and the output shown under it.
  struct Command: Sendable {
    /// The text after `$ `, run by `/bin/sh -c`.
    var line: String
    /// 1-based line of the `$ ` line in its document.
    var lineNumber: Int
    var expected: [String]
  }

  /// The document's path relative to the repository root (`README.md`, `docs/dumps.md`).
  var document: String
  /// 1-based line of the opening fence.
  var lineNumber: Int
  var commands: [Command]

  var testDescription: String { "\(document):\(lineNumber)" }

  /// A block that does not read as commands and their output.
  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  /// Every console block of `text`, in order. Fences may be indented (inside a list item); the
  /// block's lines lose the fence's indentation.
  static func blocks(in text: String, document: String) throws -> [ConsoleExample] {
    var examples: [ConsoleExample] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let fence = lines[index]
      let indent = fence.prefix { $0 == " " }.count
      guard fence.dropFirst(indent).trimmingCharacters(in: .whitespaces) == "```console" else {
        index += 1
        continue
      }
      let opening = index + 1
      var commands: [Command] = []
      index += 1
      while index < lines.count,
        lines[index].trimmingCharacters(in: .whitespaces) != "```"
      {
        let line = String(
          lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count)))
        if line.hasPrefix("$ ") {
          commands.append(
            Command(line: String(line.dropFirst(2)), lineNumber: index + 1, expected: []))
        } else if commands.isEmpty {
          throw FormatError(
            description: "\(document):\(index + 1): a console block starts with a `$ ` line")
        } else {
          commands[commands.count - 1].expected.append(line)
        }
        index += 1
      }
      guard index < lines.count else {
        throw FormatError(description: "\(document):\(opening): the console block is not closed")
      }
      guard !commands.isEmpty else {
        throw FormatError(description: "\(document):\(opening): an empty console block")
      }
      examples.append(ConsoleExample(document: document, lineNumber: opening, commands: commands))
      index += 1
    }
    return examples
  }

  /// Whether `output` reads as `expected`: every line equal (trailing white space aside) and in
  /// order, from the first line of the output to its last, where an expected `...` matches any
  /// number of output lines.
  static func matches(expected: [String], output: String) -> Bool {
    let trim = { (line: String) in
      String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
    var actual = output.split(separator: "\n", omittingEmptySubsequences: false).map {
      trim(String($0))
    }
    if actual.last == "" { actual.removeLast() }
    let wanted = expected.map(trim)
    // reachable[j]: the first i expected lines can match the first j output lines.
    var reachable = [Bool](repeating: false, count: actual.count + 1)
    reachable[0] = true
    for line in wanted {
      var next = [Bool](repeating: false, count: actual.count + 1)
      if line.trimmingCharacters(in: .whitespaces) == "..." {
        var any = false
        for j in 0...actual.count {
          any = any || reachable[j]
          next[j] = any
        }
      } else {
        for j in 0..<actual.count where reachable[j] && actual[j] == line { next[j + 1] = true }
      }
      reachable = next
    }
    return reachable[actual.count]
  }
}
