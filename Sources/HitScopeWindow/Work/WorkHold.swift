import Foundation
import HitScopeEngine

/// A test's hold on the window's background work: while the file named by the environment
/// variable `HITSCOPE_HOLD_WORK` exists, each finished value waits before it is handed over
/// (until its work is cancelled). A test that clicks and types while the work runs holds it, so
/// that a fast machine's work cannot end first. Unset, nothing waits.
enum WorkHold {
  static let variable = "HITSCOPE_HOLD_WORK"

  /// Returns once the hold's file is gone or `progress` is cancelled; at once when no hold is
  /// asked for.
  static func wait(unless progress: WorkProgress) {
    guard let path = ProcessInfo.processInfo.environment[variable] else { return }
    while FileManager.default.fileExists(atPath: path), !progress.isCancelled {
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
