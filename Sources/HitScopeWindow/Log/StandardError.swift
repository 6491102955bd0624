import Foundation
import HitScopeEngine

/// The window's messages for a person on standard error: each one line, with control
/// characters escaped and long values cut (see `TerminalText`), whatever the scene file holds.
enum StandardError {
  static func line(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data((TerminalText.line(text) + "\n").utf8))
  }
}
