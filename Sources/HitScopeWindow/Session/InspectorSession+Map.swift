import HitScopeRender

/// The map overlay behind the window: its analysis (the hit map of 20,000 views takes seconds in
/// a debug build) is made on another thread by `maps` while the canvas shows the scene without
/// the map and the panel shows the progress.
extension InspectorSession {
  /// Keeps the map in step with the overlay, the scene and the scale, once per turn of the
  /// window's loop (see `MapKeeper`); an analysis that arrives is logged (`mapped`) and drawn.
  func advanceMap() {
    switch maps.advance(wanted: overlays.contains(.map), scene: scene, scale: scale) {
    case .none, .progress:
      return
    case .finished:
      let reached = maps.analysis?.reachedViews ?? 0
      log.emit(.mapped(views: reached))
      log.note("map: \(ProgressLine.grouped(reached)) views reached")
    }
  }

  /// Cancels the running map, if any (the window closes).
  func stopMap() {
    _ = maps.stop()
  }

  /// When the window should wake to show a running map's progress or take its analysis (nil:
  /// none runs).
  var mapWakeDeadline: ContinuousClock.Instant? { maps.wakeDeadline }
}
