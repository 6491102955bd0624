import HitScopeEngine

/// Draws the active overlays over a drawn scene. The context's user space is window points
/// (canvas origin and scale already applied); per-pixel overlays come from `analysis`, whose grid
/// may be finer than the output for vector documents.
struct OverlayPainter {
  let scene: Scene
  let options: RenderOptions
  let analysis: SceneAnalysis
  let context: CairoContext
  let labels: LabelBoard
  /// The click's full hit-test, when there is a click.
  let click: HitTestResult?

  /// Layouts kept from earlier frames, or nil to lay every text out afresh.
  let texts: TextLayoutCache?
  /// Whether the surface already holds this click's layer: the chain and trace outlines, the
  /// chain's dotted path and the probe markers, which depend on the click and not on the hover
  /// (a renderer keeps them for the hover frames that follow a click).
  var clickLayerDrawn = false
  /// Called once the click's layer is drawn, before anything that depends on the hover.
  var afterClickLayer: (() throws -> Void)? = nil
  /// Whether the surface already holds the root's dashed chain outline (drawn into a kept
  /// backdrop, see `rootChainOutlineCommutes`), so that `drawChainOutlines` leaves it out.
  var rootChainOutlineDrawn = false

  /// `click` is the hit-test of `options.click` with its trace, when the caller has it.
  init(
    scene: Scene, options: RenderOptions, analysis: SceneAnalysis, context: CairoContext,
    labelArea: Rect, texts: TextLayoutCache? = nil, click: HitTestResult?? = nil
  ) {
    self.scene = scene
    self.options = options
    self.analysis = analysis
    self.context = context
    self.texts = texts
    self.labels = LabelBoard(context: context, area: labelArea, texts: texts)
    self.click = click ?? options.click.map { scene.hitTest($0, recordTrace: true) }
  }

  var canvasRect: Rect { Rect(origin: .zero, size: scene.canvas) }

  /// Draws every overlay: the fixed part, then the part of this frame.
  func draw() throws {
    try drawFixed()
    try drawPerFrame()
  }

  /// What depends on the scene and the set of overlays alone, not on the click, the hover, the
  /// panel or the banner: the veil, the map image, the regions' and outsets' tints, hatching and
  /// outlines, and the audit outlines. All of it lies under everything `drawPerFrame` draws, so
  /// a renderer keeps it drawn, over the scene, as a backdrop for the frames that follow.
  func drawFixed() throws {
    let overlays = options.overlays
    drawVeil()
    if overlays.contains(.map) { try drawMapImage() }
    if overlays.contains(.regions) { try drawRegionShapes() }
    if overlays.contains(.outsets) { try drawOutsetShapes() }
    if overlays.contains(.audit) { drawAuditOutlines(AuditReport.of(scene)) }
    try context.check("the overlays")
  }

  /// The rest, over the fixed part: the click's layer (chain, trace, probes), then name tags (the
  /// fixed overlays' too: where a tag goes depends on the click's badges and markers), hover and
  /// click marker. Tags are only placed until `labels.draw()`, so placing them after the click's
  /// layer is drawn changes no pixel.
  func drawPerFrame() throws {
    let overlays = options.overlays
    // Badges and markers claim their places first, so that name tags keep off them.
    if let click {
      labels.reserve(Rect(x: click.point.x - 12, y: click.point.y - 12, width: 24, height: 24))
    }
    let badges = overlays.contains(.chain) ? placeChainBadges() : []
    if overlays.contains(.probes) { reserveProbeMarkers() }
    let audit = overlays.contains(.audit) ? AuditReport.of(scene) : nil
    let auditMarkers =
      audit.map { placeAuditMarkers($0, avoiding: badges.map(\.frame) + probeMarkerFrames) } ?? []
    if overlays.contains(.map) { try tagMap() }
    if overlays.contains(.regions) { try tagRegions() }
    if overlays.contains(.outsets) { try tagOutsets() }
    if !clickLayerDrawn {
      if overlays.contains(.chain) { drawChainOutlines() }
      if overlays.contains(.trace) { drawTraceOutlines() }
      drawChainPath(badges)
      if overlays.contains(.probes) { try drawProbeMarkers() }
      try context.check("the overlays")
      try afterClickLayer?()
    }
    if overlays.contains(.trace) { try tagTrace() }
    if overlays.contains(.probes) { try tagProbes() }
    if let hover = options.hover, scene.views.indices.contains(hover) { try drawHover(hover) }
    if let click { drawClickMarker(click.point) }
    labels.draw()
    // Numbered markers go over every tag: the panel refers to them by number.
    try drawChainBadges(badges)
    try drawAuditMarkers(auditMarkers)
    try context.check("the overlays")
  }

  /// Washes the scene out under tinting overlays (lightly under outline-only ones), so overlay
  /// colours read clearly over saturated scenes.
  func drawVeil() {
    let overlays = options.overlays
    let tinting =
      overlays.contains(.regions) || overlays.contains(.map) || overlays.contains(.outsets)
    let outlining =
      overlays.contains(.chain) || overlays.contains(.trace) || overlays.contains(.probes)
    let alpha = tinting ? 0.55 : (outlining ? 0.3 : 0)
    guard alpha > 0 else { return }
    context.rectangle(canvasRect)
    context.setSource(Color.white.withAlpha(alpha))
    context.fill()
  }

  /// The outline a view's hit-testing follows, in its bounds space: what a SwiftUI view without
  /// a content shape paints (its shape), else its hit region.
  func hitOutline(_ v: ViewIndex) -> Path { OverlayPainter.hitOutline(v, in: scene) }

  static func hitOutline(_ v: ViewIndex, in scene: Scene) -> Path {
    let view = scene.views[v]
    if view.semantics == .swiftui && view.contentShape == nil { return scene.geometry[v].shapePath }
    return scene.geometry[v].hitRegion.path
  }

  /// The first point inside a view's hit outline from the top-left, in window points (the box's
  /// corner when the scan finds none).
  func interiorAnchor(_ v: ViewIndex) -> Point? {
    let path = hitOutline(v)
    let m = scene.viewToWindow(v)
    guard let inverse = m.inverted,
      let box = m.boundingBox(of: path.bounds).intersection(canvasRect)
    else { return nil }
    return OverlayGeometry.firstPoint(in: box, step: 3) { path.contains(inverse.apply($0)) }
      ?? box.origin
  }

  /// Paints the current source through a grid-sized mask, clipped to the canvas.
  func paintThroughGridMask(_ mask: CairoSurface) {
    context.withState {
      context.rectangle(canvasRect)
      context.clip()
      context.scale(1 / analysis.grid.scale, 1 / analysis.grid.scale)
      context.mask(mask, x: 0, y: 0)
    }
  }

  /// A box in window points for a view-space rectangle, clipped to the canvas.
  func windowBox(_ view: ViewIndex, _ local: Rect) -> Rect? {
    let m = scene.viewToWindow(view)
    guard ScenePainter.isDrawable(m) else { return nil }
    return m.boundingBox(of: local).intersection(canvasRect)
  }

  /// Strokes a view-space path in window-space line widths.
  func strokeViewPath(
    _ view: ViewIndex, _ path: Path, color: Color, width: Double, dash: [Double] = []
  ) {
    let m = scene.viewToWindow(view)
    guard ScenePainter.isDrawable(m) else { return }
    context.withState {
      context.rectangle(canvasRect.insetBy(-width))
      context.clip()
      context.withState {
        context.concatenate(m)
        context.append(path)
      }
      context.setSource(color)
      context.setStroke(width: width, dash: dash)
      context.stroke()
    }
  }

  func drawClickMarker(_ p: Point) {
    context.withState {
      context.setStroke(width: 3.5)
      context.setSource(.white)
      context.arc(center: p, radius: 7)
      context.stroke()
      context.setStroke(width: 2)
      context.setSource(Palette.click)
      context.arc(center: p, radius: 7)
      context.stroke()
      for (dx, dy) in [(-1.0, 0.0), (1, 0), (0, -1), (0, 1)] {
        context.moveTo(Point(p.x + dx * 3, p.y + dy * 3))
        context.lineTo(Point(p.x + dx * 11, p.y + dy * 11))
      }
      context.stroke()
      context.arc(center: p, radius: 1.5)
      context.fill()
    }
  }

  func drawHover(_ v: ViewIndex) throws {
    let color = analysis.colors[v]
    strokeViewPath(v, hitOutline(v), color: .white, width: 4)
    strokeViewPath(v, hitOutline(v), color: color, width: 2)
    // The regions overlay already tags every region with its id.
    let tagged = options.overlays.contains(.regions) && analysis.regions.contains { $0.view == v }
    if !tagged, let anchor = interiorAnchor(v) {
      try labels.add(scene.views[v].id, at: anchor, background: color)
    }
  }
}
