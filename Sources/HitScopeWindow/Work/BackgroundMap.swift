import HitScopeEngine
import HitScopeRender

/// The map overlay's analysis of one scene at one scale (pixels per point), made behind the
/// window (see `BackgroundWork`).
typealias BackgroundMap = BackgroundWork<(scene: Scene, scale: Double), MapAnalysis>

extension BackgroundWork where Subject == (scene: Scene, scale: Double), Value == MapAnalysis {
  /// Starts mapping `scene` at `scale` on a new thread.
  convenience init(scene: Scene, scale: Double) {
    self.init((scene, scale), verb: "Mapping") {
      try MapAnalysis.make(for: $0.scene, scale: $0.scale, progress: $1)
    }
  }

  /// The scene mapped: the analysis holds for it (and for it with other counter values).
  var scene: Scene { subject.scene }
  /// The scale mapped at, in pixels per point.
  var scale: Double { subject.scale }

  /// The analysis, once finished.
  var analysis: MapAnalysis? { value }

  /// Whether it maps `scene` at `scale` (counter values aside, which change no hit region).
  func maps(_ scene: Scene, scale: Double) -> Bool {
    self.scale == scale && self.scene.matchesIgnoringCounters(scene)
  }
}
