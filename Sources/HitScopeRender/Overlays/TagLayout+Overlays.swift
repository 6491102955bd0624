import HitScopeEngine

extension TagLayout {
  /// The layout of what the active overlays ask for over `analysis`' scene with `options`:
  /// `click`, `probes` and `audit` as the frame has them (see `Frame`), `hover` the hovered
  /// view's tag. Over the canvas, keeping off the views' titles; a title that cannot be measured
  /// is not kept off here (drawing the frame reports the failure).
  init(
    analysis: SceneAnalysis, options: RenderOptions, click: HitTestResult?,
    probes: [ProbeEvaluation]?, audit: AuditReport?, hover: TagRequest?, previous: TagLayout?
  ) {
    let overlays = options.overlays
    var fixed: [TagRequest] = []
    if overlays.contains(.outsets) {
      fixed += analysis.fixedTagRequests(.outsets) { $0.outsetTagRequests }
    }
    if overlays.contains(.regions) {
      fixed += analysis.fixedTagRequests(.regions) {
        SceneAnalysis.regionTags(of: $0.scene, regions: $0.regions, colors: $0.colors)
      }
    }
    if overlays.contains(.map) { fixed += analysis.fixedTagRequests(.map) { $0.mapTagRequests } }
    if overlays.contains(.gestures) {
      fixed += analysis.fixedTagRequests(.gestures) { $0.gestureTagRequests }
    }
    // Measuring every view's text is the bulk of a plain export's time: a frame with no overlay
    // and no hover places no tag, so it keeps off no text.
    let titles = overlays.isEmpty && hover == nil ? nil : try? analysis.titles()
    var part = Click()
    if let click {
      part.boxes.append(Rect(x: click.point.x - 12, y: click.point.y - 12, width: 24, height: 24))
      if overlays.contains(.chain) { part.markers += analysis.chainBadgeMarkers(click) }
    }
    if let probes {
      part.boxes += analysis.probeMarkerFrames
      part.tags += analysis.probeTagRequests(probes)
    }
    if let audit, let titles { part.markers += analysis.auditMarkers(audit, clips: titles.clips) }
    if let click, overlays.contains(.trace) { part.tags += analysis.traceTagRequests(click) }
    self.init(
      fixed: fixed, click: part, hover: hover, titles: titles?.boxes.map(\.box) ?? [],
      area: analysis.canvasRect, scale: options.scale, previous: previous)
  }
}
