import Synchronization

/// Collects everything written, for tests and for callers that post-process a command's output.
public final class CapturedOutput: TextOutput, Sendable {
  private let storage = Mutex("")
  public let isTerminal: Bool

  public init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  public func write(_ text: String) {
    storage.withLock { $0 += text }
  }

  /// Everything written so far.
  public var text: String { storage.withLock { $0 } }

  /// The text split into lines, without the empty string after a final newline.
  public var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
