import Foundation
import HitScopeEngine
import HitScopeRender
import Synchronization

/// The audit of one scene, made on a thread of its own so that the window's loop goes on
/// answering X events, keys, clicks and signals while it runs (on 20,000 views it takes seconds
/// to minutes); the loop looks at `progress` and takes the `report` once it is there.
///
/// Nothing waits for the thread: `cancel()` makes the audit stop at its next view or rule, and
/// a window that closes meanwhile exits without it.
final class BackgroundAudit: Sendable {
  /// The scene audited: the report holds for it (and for it with other counter values).
  let scene: Scene
  /// How far the audit has come; cancelling it stops the audit.
  let progress = WorkProgress()
  private let finished = Mutex<AuditReport?>(nil)

  /// Starts auditing `scene` on a new thread.
  init(scene: Scene) {
    self.scene = scene
    Thread.detachNewThread { [self] in
      // A cancelled audit has nothing to hand over.
      guard let report = try? AuditReport.make(for: scene, progress: progress) else { return }
      finished.withLock { $0 = report }
    }
  }

  /// The report, once the audit has finished; nil before (and forever once cancelled).
  var report: AuditReport? { finished.withLock { $0 } }

  /// Asks the audit to stop; its report, if it still comes, is never taken.
  func cancel() { progress.cancel() }

  /// The panel's line about it: "Auditing… 4,210 of 20,000 views".
  var progressLine: String { ProgressLine.text("Auditing", progress.snapshot) }
}
