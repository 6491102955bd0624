import Foundation
import HitScopeEngine

/// Where log events go: JSON lines on standard output for `--log-events` (one write per line, so
/// a script reading the pipe sees each line at once), an observer for tests, and a short
/// human-readable history for the panel.
final class EventLog {
  private let writesStandardOutput: Bool
  /// Set when a write to standard output failed (its reader went away: EPIPE, SIGPIPE being
  /// ignored): the log stops there, the window goes on.
  private var standardOutputGone = false
  private let observer: ((String) -> Void)?
  /// The most recent entries, oldest first, for the panel's event log.
  private(set) var recent: [String] = []
  private let recentLimit = 8

  init(writesStandardOutput: Bool, observer: ((String) -> Void)?) {
    self.writesStandardOutput = writesStandardOutput
    self.observer = observer
  }

  func emit(_ event: LogEvent) {
    let line = event.line
    if writesStandardOutput && !standardOutputGone {
      // A reader that went away must not end the window; the lines after it are not written.
      do {
        try FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
      } catch {
        standardOutputGone = true
      }
    }
    observer?(line)
  }

  /// Prints a plain line on standard output for a person, unless standard output carries JSON
  /// lines (which a script parses).
  func tell(_ text: String) {
    guard !writesStandardOutput else { return }
    try? FileHandle.standardOutput.write(contentsOf: Data((TerminalText.line(text) + "\n").utf8))
  }

  /// Adds a line to the panel's history only.
  func note(_ text: String) {
    recent.append(text)
    if recent.count > recentLimit { recent.removeFirst(recent.count - recentLimit) }
  }
}
