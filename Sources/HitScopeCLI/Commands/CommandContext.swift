import HitScopeEngine

/// What a command may touch besides its arguments: where its data and its messages go.
public struct CommandContext {
  /// Data: reports, JSON, the `check` summary.
  public var stdout: any TextOutput
  /// Problems, one line each, and progress.
  public var stderr: any TextOutput
  /// The command line after the program name, as given (reports quote it).
  public var arguments: [String]

  public init(stdout: any TextOutput, stderr: any TextOutput, arguments: [String] = []) {
    self.stdout = stdout
    self.stderr = stderr
    self.arguments = arguments
  }

  /// Writes `hitscope: MESSAGE` on stderr, as one line with long values cut.
  public func error(_ message: String) {
    stderr.line("hitscope: \(TerminalText.bounded(message))")
  }
}
