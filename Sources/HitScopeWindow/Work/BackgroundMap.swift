import Foundation
import HitScopeEngine
import HitScopeRender
import Synchronization

/// The map overlay's analysis of one scene at one scale, made on a thread of its own so that the
/// window's loop goes on answering X events, keys, clicks and signals while it runs (on 20,000
/// views it takes seconds in a debug build); the loop looks at `progress` and takes the
/// `analysis` once it is there.
///
/// Nothing waits for the thread: `cancel()` makes it stop at its next band of rows, and a window
/// that closes meanwhile exits without it.
final class BackgroundMap: Sendable {
  /// The scene mapped and the scale, in pixels per point: the analysis holds for them (and for
  /// the scene with other counter values).
  let scene: Scene
  let scale: Double
  /// How far the map has come; cancelling it stops the map.
  let progress = WorkProgress()
  private let finished = Mutex<MapAnalysis?>(nil)

  /// Starts mapping `scene` at `scale` on a new thread.
  init(scene: Scene, scale: Double) {
    self.scene = scene
    self.scale = scale
    Thread.detachNewThread { [self] in
      // A cancelled map has nothing to hand over.
      guard let analysis = try? MapAnalysis.make(for: scene, scale: scale, progress: progress)
      else { return }
      finished.withLock { $0 = analysis }
    }
  }

  /// The analysis, once finished; nil before (and forever once cancelled).
  var analysis: MapAnalysis? { finished.withLock { $0 } }

  /// Asks the map to stop; its analysis, if it still comes, is never taken.
  func cancel() { progress.cancel() }

  /// Whether it maps `scene` at `scale` (counter values aside, which change no hit region).
  func maps(_ scene: Scene, scale: Double) -> Bool {
    self.scale == scale && self.scene.matchesIgnoringCounters(scene)
  }

  /// The panel's line about it: "Mapping… 320 of 800 rows".
  var progressLine: String { ProgressLine.text("Mapping", progress.snapshot) }
}
