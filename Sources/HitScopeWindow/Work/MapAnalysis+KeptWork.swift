import HitScopeEngine
import HitScopeRender

/// The map overlay's analysis of a scene at a scale (pixels per point), made behind the window:
/// it holds for the scene mapped whatever its counter values (they change no hit region), at
/// that scale alone.
extension MapAnalysis: KeptWork {
  /// A scene and the scale it is mapped at, in pixels per point.
  struct Subject: Sendable {
    var scene: Scene
    var scale: Double
  }

  static var verb: String { "Mapping" }

  static func make(for subject: Subject, progress: WorkProgress) throws -> MapAnalysis {
    try make(for: subject.scene, scale: subject.scale, progress: progress)
  }

  static func serves(_ subject: Subject, _ wanted: Subject) -> Bool {
    subject.scale == wanted.scale && subject.scene.matchesIgnoringCounters(wanted.scene)
  }

  func holds(for subject: Subject) -> Bool { holds(for: subject.scene, scale: subject.scale) }
}
