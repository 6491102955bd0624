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
  /// Writes `text` and a newline in one write.
  public func line(_ text: String = "") { write(text + "\n") }
}
