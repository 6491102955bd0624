import HitScopeEngine
import HitScopeRender

/// The audit and the map overlay behind the window: each is made on another thread by its
/// keeper (`audits`, `maps`; see `WorkKeeper`) while the canvas shows the scene without that
/// overlay and the panel shows the progress.
extension InspectorSession {
  /// Keeps the audit and the map in step with the overlays, the scene and the scale, once per
  /// turn of the window's loop; a value that arrives is logged (`audited`, `mapped`) and drawn.
  func advanceWork() {
    if audits.advance(wanted: overlays.contains(.audit), for: scene) == .finished,
      let report = audits.value
    {
      log.emit(.audited(errors: report.errorCount, warnings: report.warningCount))
      log.note("audit: \(report.tally)")
    }
    let subject = MapAnalysis.Subject(scene: scene, scale: scale)
    if maps.advance(wanted: overlays.contains(.map), for: subject) == .finished {
      let reached = maps.value?.reachedViews ?? 0
      log.emit(.mapped(views: reached))
      log.note("map: \(ProgressLine.grouped(reached)) views reached")
    }
  }

  /// Cancels the running audit and map, if any (the window closes).
  func stopWork() {
    _ = audits.stop()
    _ = maps.stop()
  }

  /// When the window should wake to show a running audit's or map's progress or take its value
  /// (nil: none runs).
  var workWakeDeadline: ContinuousClock.Instant? {
    [audits.wakeDeadline, maps.wakeDeadline].compactMap { $0 }.min()
  }
}
