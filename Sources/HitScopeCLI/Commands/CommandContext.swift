/// What a command may touch besides its arguments: where its data and its messages go.
public struct CommandContext {
  /// Data: reports, JSON, the `check` summary.
  public var stdout: any TextOutput
  /// Problems, one line each, and progress.
  public var stderr: any TextOutput

  public init(stdout: any TextOutput, stderr: any TextOutput) {
    self.stdout = stdout
    self.stderr = stderr
  }

  /// Writes `hitscope: MESSAGE` on stderr.
  public func error(_ message: String) {
    stderr.line("hitscope: \(message)")
  }
}
