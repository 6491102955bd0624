import HitScopeEngine
import HitScopeRender

/// The audit of one scene, made behind the window (see `BackgroundWork`).
typealias BackgroundAudit = BackgroundWork<Scene, AuditReport>

extension BackgroundWork where Subject == Scene, Value == AuditReport {
  /// Starts auditing `scene` on a new thread.
  convenience init(scene: Scene) {
    self.init(scene, verb: "Auditing") { try AuditReport.make(for: $0, progress: $1) }
  }

  /// The scene audited: the report holds for it (and for it with other counter values).
  var scene: Scene { subject }

  /// The report, once the audit has finished.
  var report: AuditReport? { value }
}
