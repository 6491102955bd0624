import HitScopeEngine

extension TagLayout {
  /// What the overlays place a frame's tags from, as the frame has it (see `Frame`).
  struct Sources {
    let analysis: SceneAnalysis
    let click: HitTestResult?
    let probes: [ProbeEvaluation]?
    let audit: AuditReport?
    /// The boxes of the views' text; nil when they could not be measured.
    let titles: SceneTitles?
  }

  /// The layout of what the active overlays ask for (`OverlayDrawing.fixedMarkers`, `fixedTags`
  /// and `addClickTags`, in `Overlay.allCases`' order) over `analysis`' scene with `options`:
  /// `click`, `probes` and `audit` as the frame has them (see `Frame`), `hover` the hovered
  /// view's tag. Over the canvas, keeping off the views' titles; a title that cannot be measured
  /// is not kept off here (drawing the frame reports the failure).
  init(
    analysis: SceneAnalysis, options: RenderOptions, click: HitTestResult?,
    probes: [ProbeEvaluation]?, audit: AuditReport?, hover: TagRequest?, previous: TagLayout?
  ) {
    let overlays = Overlay.allCases.filter(options.overlays.contains)
    let fixed = overlays.flatMap(analysis.fixedTagRequests)
    // Measuring every view's text is the bulk of a plain export's time: a frame with no overlay
    // and no hover places no tag, so it keeps off no text.
    let titles = overlays.isEmpty && hover == nil ? nil : try? analysis.titles()
    var part = Click(boxes: click.map { [Rect(spanning: $0.point, $0.point, outset: 12)] } ?? [])
    let sources = Sources(
      analysis: analysis, click: click, probes: probes, audit: audit, titles: titles)
    for overlay in overlays { overlay.drawing.addClickTags(sources, to: &part) }
    self.init(
      fixedMarkers: overlays.flatMap { $0.drawing.fixedMarkers(sources) }, fixed: fixed,
      click: part, hover: hover, titles: titles?.boxes.map(\.box) ?? [],
      area: analysis.scene.canvasRect, scale: options.scale, previous: previous)
  }
}
