import Foundation
import HitScopeEngine
import Synchronization

/// Long work for one subject (the audit of a scene, the map of a scene at a scale), made on a
/// thread of its own so that the window's loop goes on answering X events, keys, clicks and
/// signals while it runs (on 20,000 views it takes seconds to minutes in a debug build); the
/// loop looks at `progress` and takes the `value` once it is there.
///
/// Nothing waits for the thread: `cancel()` makes the work stop at its next step, and a window
/// that closes meanwhile exits without it.
final class BackgroundWork<Subject: Sendable, Value: Sendable>: Sendable {
  /// What the work is made for: its value holds for it.
  let subject: Subject
  /// How far the work has come; cancelling it stops the work.
  let progress = WorkProgress()
  /// The panel line's first word ("Auditing", "Mapping").
  private let verb: String
  private let finished = Mutex<Value?>(nil)

  /// Starts `make` for `subject` on a new thread; `make` reports into the progress it is
  /// handed and throws once that is cancelled.
  init(
    _ subject: Subject, verb: String,
    make: @escaping @Sendable (Subject, WorkProgress) throws -> Value
  ) {
    self.subject = subject
    self.verb = verb
    Thread.detachNewThread { [self] in
      // Cancelled work has nothing to hand over.
      guard let value = try? make(subject, progress) else { return }
      finished.withLock { $0 = value }
    }
  }

  /// The value, once the work has finished; nil before (and forever once cancelled).
  var value: Value? { finished.withLock { $0 } }

  /// Asks the work to stop; its value, if it still comes, is never taken.
  func cancel() { progress.cancel() }

  /// The panel's line about it: "Auditing… 4,210 of 20,000 views".
  var progressLine: String { ProgressLine.text(verb, progress.snapshot) }
}
