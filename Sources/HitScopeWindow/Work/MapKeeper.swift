import HitScopeEngine
import HitScopeRender

/// The map overlay's analysis for the window, kept in step with the scene shown and the scale,
/// once per turn of the window's loop (`advance`): while the overlay is on and no analysis holds,
/// one is made behind the window (`BackgroundMap`); one running for another scene (reloaded, or
/// changed by a tap's toggle) or another scale (a zoom), or no longer wanted (the overlay turned
/// off), is cancelled and never shown; a finished one is kept while it holds, so turning the
/// overlay off and on again shows it at once.
final class MapKeeper {
  /// The last analysis finished; it may hold for a scene no longer shown (see `holds`).
  private(set) var analysis: MapAnalysis?
  /// The map being made, while the overlay waits for it.
  private(set) var running: BackgroundMap?
  /// The panel's line while a map is made ("Mapping… 320 of 800 rows").
  private(set) var progressLine: String?
  private var progressShownAt: ContinuousClock.Instant?
  /// How often the progress line follows the running map, in seconds.
  let progressInterval: Double

  init(progressInterval: Double) {
    self.progressInterval = progressInterval
  }

  /// What a turn changed.
  enum Change: Equatable {
    /// Nothing the window shows.
    case none
    /// The progress line changed or went.
    case progress
    /// The analysis for the scene shown arrived: the map can be drawn.
    case finished
  }

  /// Whether the kept analysis is that of `scene` at `scale`.
  func holds(for scene: Scene, scale: Double) -> Bool {
    analysis?.holds(for: scene, scale: scale) ?? false
  }

  /// One turn: `wanted` is whether the map overlay is on.
  func advance(wanted: Bool, scene: Scene, scale: Double) -> Change {
    guard wanted else { return stop() }
    if holds(for: scene, scale: scale) { return .none }
    if let job = running, !job.maps(scene, scale: scale) { _ = stop() }
    guard let job = running else {
      running = BackgroundMap(scene: scene, scale: scale)
      return showProgress()
    }
    guard let made = job.analysis else { return showProgress() }
    running = nil
    progressLine = nil
    analysis = made
    return .finished
  }

  /// Cancels the running map, if any (the window closes, the overlay is turned off).
  func stop() -> Change {
    running?.cancel()
    running = nil
    guard progressLine != nil else { return .none }
    progressLine = nil
    return .progress
  }

  /// When the window should wake to show the running map's progress or take its analysis (nil:
  /// none runs).
  var wakeDeadline: ContinuousClock.Instant? {
    guard running != nil else { return nil }
    return (progressShownAt ?? .now) + .seconds(progressInterval)
  }

  /// Puts the running map's progress in the panel, at most every `progressInterval`.
  private func showProgress() -> Change {
    let now = ContinuousClock.now
    if progressLine != nil, let shown = progressShownAt,
      now - shown < .seconds(progressInterval)
    {
      return .none
    }
    progressShownAt = now
    let line = running?.progressLine
    guard line != progressLine else { return .none }
    progressLine = line
    return .progress
  }
}
