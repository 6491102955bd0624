import HitScopeEngine

/// One problem in a scene file, printed as `file:line:col: message`.
///
/// Lines and columns count from 1 (columns in Unicode scalars) and point at the start of the
/// offending value or key. Problems with the file as a whole (missing, unreadable, empty) are at
/// line 1, column 1.
public struct SceneDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name as the caller gave it.
  public var file: String
  public var line: Int
  public var column: Int
  /// What is wrong: for a view, `view "ID": KEY: what is wrong (expected ...)`.
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  init(file: String, at position: SourcePosition, message: String) {
    self.init(file: file, line: position.line, column: position.column, message: message)
  }

  /// One line whatever the file and the message hold (see `TerminalText`).
  public var description: String {
    "\(TerminalText.line(file)):\(line):\(column): \(TerminalText.line(message))"
  }
}
