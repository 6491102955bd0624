import HitScopeEngine
import HitScopeRender

/// The audit of a scene, made behind the window: it holds for the scene audited whatever its
/// counter values (which change label text alone, and the audit reads none).
extension AuditReport: KeptWork {
  static var verb: String { "Auditing" }

  static func serves(_ scene: Scene, _ wanted: Scene) -> Bool {
    scene.matchesIgnoringCounters(wanted)
  }
}
