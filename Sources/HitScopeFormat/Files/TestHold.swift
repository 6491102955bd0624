import Foundation

/// A test's hold on a step of HitScope's work: while the file named by an environment variable
/// exists, the step waits. A test that must act while work is under way (a signal sent mid-write,
/// a click while an audit runs) holds the step, so that a fast machine cannot finish first.
/// Unset, nothing waits.
public enum TestHold {
  /// Holds a background work's finished value before the window takes it (see the window's
  /// `BackgroundWork`).
  public static let work = "HITSCOPE_HOLD_WORK"
  /// Holds an output file written in full but not yet renamed over its destination (see
  /// `AtomicFile`).
  public static let write = "HITSCOPE_HOLD_WRITE"

  /// Returns once the file named by `variable` is gone or `cancelled` returns true; at once when
  /// `variable` is not set.
  public static func wait(_ variable: String, unless cancelled: () -> Bool = { false }) {
    guard let path = ProcessInfo.processInfo.environment[variable] else { return }
    while FileManager.default.fileExists(atPath: path), !cancelled() {
      Thread.sleep(forTimeInterval: 0.02)
    }
  }
}
