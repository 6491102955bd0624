import Foundation
import HitScopeEngine
import HitScopeFormat
import Synchronization

/// A `KeptWork` value for one subject, made on a thread of its own so that the window's loop
/// goes on answering X events, keys, clicks and signals while it runs (on 20,000 views it takes
/// seconds to minutes in a debug build); the loop looks at `progress` and takes the `value`
/// once it is there.
///
/// Nothing waits for the thread: `cancel()` makes the work stop at its next step, and a window
/// that closes meanwhile exits without it.
final class BackgroundWork<Work: KeptWork>: Sendable {
  /// What the work is made for: its value holds for it.
  let subject: Work.Subject
  /// How far the work has come; cancelling it stops the work.
  let progress = WorkProgress()
  private let finished = Mutex<Work?>(nil)

  /// Starts making the value for `subject` on a new thread.
  init(_ subject: Work.Subject) {
    self.subject = subject
    Thread.detachNewThread { [self] in
      // Cancelled work has nothing to hand over.
      guard let value = try? Work.make(for: subject, progress: progress) else { return }
      TestHold.wait(TestHold.work, unless: { progress.isCancelled })
      finished.withLock { $0 = value }
    }
  }

  /// The value, once the work has finished; nil before (and forever once cancelled).
  var value: Work? { finished.withLock { $0 } }

  /// Asks the work to stop; its value, if it still comes, is never taken.
  func cancel() { progress.cancel() }

  /// The panel's line about it: "Auditing… 4,210 of 20,000 views".
  var progressLine: String { ProgressLine.text(Work.verb, progress.snapshot) }
}
