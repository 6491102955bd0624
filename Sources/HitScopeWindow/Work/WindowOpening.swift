import Foundation
import Synchronization

/// The slow parts of opening the window (reading a large scene, sizing the window for it: on
/// 20,000 views, seconds in a debug build), each run on a thread of its own while the opening
/// thread waits for it or for SIGTERM, SIGINT or SIGHUP. A signal while the window opens closes
/// it as it closes an open window: `closed` is logged (the only line: there was no `ready`) and
/// the process exits 0 at once, never waiting for the work (nobody joins its thread).
struct WindowOpening {
  /// Thrown once a signal closed the window before it opened, after `closed` was logged.
  struct Closed: Error {}

  /// The signals to wait for; nil runs the work on the calling thread (a window opened by a
  /// test, which handles signals only while it runs).
  let signals: TerminationSignals?
  let log: EventLog

  /// How often the opening thread looks whether the work is done, in milliseconds; a signal
  /// wakes it at once.
  static let pollInterval: Int32 = 10

  /// What `work` returns, unless a signal comes first.
  func wait<Value: Sendable>(_ work: @escaping @Sendable () -> Value) throws(Closed) -> Value {
    guard let signals else { return work() }
    let done = Done<Value>()
    Thread.detachNewThread {
      let value = work()
      done.value.withLock { $0 = value }
    }
    while true {
      if let value = done.value.withLock({ $0 }) { return value }
      let ready = InputWaiter.wait(
        for: [signals.fileDescriptor], timeoutMilliseconds: Self.pollInterval)
      if ready[0], signals.takeSignal() {
        log.emit(.closed)
        throw Closed()
      }
    }
  }

  /// Where the work's thread leaves its value.
  private final class Done<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
  }
}
