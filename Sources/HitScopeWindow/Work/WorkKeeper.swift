import HitScopeEngine

/// Long work for the window (the audit, the map overlay's analysis) kept in step with what is
/// shown, once per turn of the window's loop (`advance`): while it is wanted and no value
/// holds for the subject shown, one is made behind the window (`BackgroundWork`); one running
/// for another subject (a reloaded scene, a scene changed by a tap's toggle, another scale) or
/// no longer wanted (its overlay turned off) is cancelled and never shown; a finished one is
/// kept, so that turning the overlay off and on again, or coming back to its scene or scale,
/// shows it at once.
final class WorkKeeper<Work: KeptWork> {
  /// The last value finished; it may hold for a subject no longer shown (see `holds`).
  private(set) var value: Work?
  /// The work being made, while its overlay waits for it.
  private(set) var running: BackgroundWork<Work>?
  /// The panel's line while the work runs ("Mapping… 320 of 800 rows").
  private(set) var progressLine: String?
  private var progressShownAt: ContinuousClock.Instant?
  /// How often the progress line follows the running work.
  let progressInterval: Duration

  init(progressInterval: Duration) {
    self.progressInterval = progressInterval
  }

  /// What a turn changed.
  enum Change: Equatable {
    /// Nothing the window shows.
    case none
    /// The progress line changed or went.
    case progress
    /// The value for the subject shown arrived: its overlay can be drawn.
    case finished
  }

  /// Whether the kept value is that of `subject`.
  func holds(for subject: Work.Subject) -> Bool {
    value?.holds(for: subject) ?? false
  }

  /// One turn: `wanted` is whether the work's overlay is on; `subject`, what is shown.
  func advance(wanted: Bool, for subject: Work.Subject) -> Change {
    guard wanted else { return stop() }
    if holds(for: subject) { return .none }
    if let job = running, !Work.serves(job.subject, subject) { _ = stop() }
    guard let job = running else {
      running = BackgroundWork(subject)
      return showProgress()
    }
    guard let made = job.value else { return showProgress() }
    running = nil
    progressLine = nil
    value = made
    return .finished
  }

  /// Cancels the running work, if any (the window closes, the overlay is turned off).
  func stop() -> Change {
    running?.cancel()
    running = nil
    guard progressLine != nil else { return .none }
    progressLine = nil
    return .progress
  }

  /// When the window should wake to show the running work's progress or take its value (nil:
  /// none runs).
  var wakeDeadline: ContinuousClock.Instant? {
    guard running != nil else { return nil }
    return (progressShownAt ?? .now) + progressInterval
  }

  /// Puts the running work's progress in the panel, at most every `progressInterval`.
  private func showProgress() -> Change {
    let now = ContinuousClock.now
    if progressLine != nil, let shown = progressShownAt, now - shown < progressInterval {
      return .none
    }
    progressShownAt = now
    let line = running?.progressLine
    guard line != progressLine else { return .none }
    progressLine = line
    return .progress
  }
}
