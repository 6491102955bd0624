import HitScopeEngine

/// Where a command writes text: standard output, standard error, or a buffer in tests.
///
/// Commands write whole lines (or whole progress updates); an implementation must pass each
/// `write` on at once so that a reader on a pipe sees every line as soon as it is complete.
public protocol TextOutput: AnyObject {
  func write(_ text: String)
  /// Whether the output is an interactive terminal (progress display, colours).
  var isTerminal: Bool { get }
}

extension TextOutput {
  /// Writes `text` as one line, with a newline, in one write: control characters and
  /// bidirectional marks in it (a newline too) are escaped as `TerminalText` says, so that no
  /// text from a file can add a line or reach the terminal as a command.
  public func line(_ text: String = "") { write(TerminalText.escaped(text) + "\n") }
}
