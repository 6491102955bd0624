import HitScopeEngine

/// Draws one whole frame: backdrop, the canvas with the scene (from a cached layer or drawn
/// anew), overlays, the side panel and the banner. The context's user space must be the
/// frame's output units: pixels for images, points (`layout.scale` 1) for documents.
///
/// A frame is drawn in two parts, `drawBackdrop` then `drawForeground`, on one context or (for
/// images) the second on a copy of the first's pixels: the backdrop depends on the scene, the
/// layout and the set of overlays only, so a renderer keeps it for the frames that follow.
struct FramePainter {
  let frame: Frame
  let analysis: SceneAnalysis
  /// Layouts kept from earlier frames, or nil to lay every text out afresh.
  let texts: TextLayoutCache?
  /// Stamps (name tags, panel lines) kept from earlier frames, or nil to draw each frame's
  /// afresh.
  let stamps: Stamps?
  /// Where the frame's name tags went, once `drawForeground` has run.
  let tags = FrameTags()

  /// `frame` must have an analysis (see `Frame.analysis`).
  init(frame: Frame, texts: TextLayoutCache? = nil, stamps: Stamps? = nil) {
    guard let analysis = frame.analysis else {
      preconditionFailure(
        "A frame made only for its layout cannot be drawn; make it with Frame.init.")
    }
    self.frame = frame
    self.analysis = analysis
    self.texts = texts
    self.stamps = stamps
  }

  var scene: Scene { frame.scene }
  var options: RenderOptions { frame.options }
  var layout: FrameLayout { frame.layout }

  /// Whether an overlay draws a click layer (see `OverlayPainter.clickLayerDrawn`).
  var drawsClickLayer: Bool {
    !options.overlays.isDisjoint(with: OverlayPainter.clickLayerOverlays)
  }

  /// `sceneLayer`, when given, is the scene already drawn at `layout.scale` on the canvas' pixel
  /// grid; otherwise the views are drawn here (vector documents).
  func draw(on context: CairoContext, sceneLayer: CairoSurface?) throws {
    try drawBackdrop(on: context, sceneLayer: sceneLayer)
    _ = try drawForeground(on: context)
  }

  /// The frame's background, the canvas border, the scene and the overlays' fixed part
  /// (`OverlayPainter.drawFixed`): the same for every click, hover, panel and banner.
  func drawBackdrop(on context: CairoContext, sceneLayer: CairoSurface?) throws {
    // Replaces whatever the surface held (a reused frame): the same pixels as painting over a
    // transparent surface.
    context.withState {
      context.setOperator(.source)
      context.setSource(layout.margin > 0 ? Palette.backdrop : scene.background)
      context.paint()
    }

    let canvas = layout.canvasRect
    if layout.margin > 0 {
      context.withState {
        context.rectangle(canvas.insetBy(-1))
        context.setSource(Palette.canvasBorder)
        context.fill()
      }
    }

    try context.withState {
      context.translate(layout.canvasOrigin.x, layout.canvasOrigin.y)
      if let sceneLayer {
        context.withState {
          context.rectangle(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
          context.clip()
          context.setSource(sceneLayer, x: 0, y: 0, smooth: false)
          // An opaque layer on whole pixels is copied rather than blended: the same pixels.
          if scene.background.alpha >= 1, canvas.width == canvas.width.rounded(),
            canvas.height == canvas.height.rounded()
          {
            context.setOperator(.source)
          }
          context.paint()
        }
      }
      context.scale(layout.scale, layout.scale)
      if sceneLayer == nil {
        try ScenePainter(scene: scene, context: context).draw()
      }
      try overlayPainter(on: context).drawFixed()
    }
    try context.check("the frame's backdrop")
  }

  /// Everything over the backdrop: the overlays of this click and hover, then (for a `.whole`
  /// pass only) the side panel and the banner. `clickLayerDrawn`: the surface holds the click's
  /// layer too (see `OverlayPainter.clickLayerDrawn`); `panels`: the panel is copied from there
  /// when it is the one kept. `pass`: see `OverlayPainter.Pass`; a `.hoverOnly` pass returns
  /// false when it drew nothing. `placement`, `decisions` and `items`: see `OverlayPainter.keptPlacement`,
  /// `keptDecisions` and `keptItems`; `tagLayer`: see `OverlayPainter.tagLayer`.
  @discardableResult
  func drawForeground(
    on context: CairoContext, clickLayerDrawn: Bool = false,
    pass: OverlayPainter.Pass = .whole, panels: PanelCache? = nil,
    placement: KeptTagPlacement? = nil, decisions: KeptTagDecisions? = nil,
    items: KeptFrameItems? = nil, tagLayer: TagLayer? = nil
  ) throws -> Bool {
    let s = layout.scale
    let drawn = try context.withState {
      context.translate(layout.canvasOrigin.x, layout.canvasOrigin.y)
      context.scale(s, s)
      var overlays = overlayPainter(on: context)
      overlays.clickLayerDrawn = clickLayerDrawn
      overlays.keptPlacement = placement
      overlays.keptDecisions = decisions
      overlays.keptItems = items
      overlays.placedTags = tags
      overlays.tagLayer = tagLayer
      return try overlays.drawPerFrame(pass)
    }
    if case .whole = pass {
      try drawPanelAndBanner(on: context, panels: panels, tags: tags.placement)
    }
    try context.check("the frame")
    return drawn
  }

  /// The side panel, the legend strip and the banner: the last things drawn on a frame, over
  /// the overlays. `panels`: see `drawForeground`; `tags`: where the frame's name tags went (the
  /// panel counts those left out). `boxes` (whole device pixels): only the parts they reach are
  /// drawn, whole; all of them when nil.
  func drawPanelAndBanner(
    on context: CairoContext, panels: PanelCache?, tags: TagPlacement, in boxes: [Rect]? = nil
  ) throws {
    let s = layout.scale
    func reached(_ rect: Rect) -> Bool {
      boxes?.contains { $0.intersection(rect) != nil } ?? true
    }
    if let panelRect = layout.panelRect, reached(panelRect) {
      if let panels, context.surface.isImage {
        if let content = panelContent(hiddenTags: tags.hidden) {
          context.copyPixels(of: try keptPanel(content, in: panels), in: panelRect)
        }
      } else if let content = panelContent(hiddenTags: tags.hidden) {
        try drawPanel(content, in: panelRect, on: context)
      }
    }

    if let legendRect = layout.legendRect, let strip = layout.legendStrip, reached(legendRect) {
      try context.withState {
        context.scale(s, s)
        try strip.draw(
          at: Point(legendRect.minX / s, legendRect.minY / s),
          hiddenTags: tags.hidden, on: context, texts: texts)
      }
    }

    if let bannerRect = layout.bannerRect, let banner = options.banner, reached(bannerRect) {
      try context.withState {
        context.scale(s, s)
        let r = Rect(
          x: bannerRect.minX / s, y: bannerRect.minY / s, width: bannerRect.width / s,
          height: bannerRect.height / s)
        context.rectangle(r)
        context.setSource(Palette.banner)
        context.fill()
        let text = try texts.layout(
          banner, style: TextStyle(size: 12.5, bold: true, overflow: .ellipsizeEnd),
          width: r.width - 24, in: context)
        text.draw(
          at: Point(r.minX + 12, r.midY - text.size.height / 2), color: .white, in: context)
      }
    }
    try context.check("the panel and banner")
  }

  /// The side panel's content for a frame whose placed tags left out `hiddenTags`; nil without
  /// a panel.
  func panelContent(hiddenTags: Int) -> PanelContent? {
    layout.panelRect == nil ? nil : layout.panel?.noting(hiddenTags: hiddenTags)
  }

  /// The frame-sized image in `panels` holding the side panel of `content` in the frame's panel
  /// rectangle (see `PanelCache`); the frame must have a panel.
  func keptPanel(_ content: PanelContent, in panels: PanelCache) throws -> CairoSurface {
    guard let panelRect = layout.panelRect else {
      preconditionFailure("keptPanel(_:in:) draws a frame's panel; this frame has none.")
    }
    return try panels.panel(content: content, in: panelRect, layout: layout) {
      try drawPanel(content, in: panelRect, on: $0, reusing: $1)
    }
  }

  /// The side panel in `panelRect` (output pixels), copying lines from `source`, a panel in the
  /// same place (see `PanelPainter.draw(in:reusing:)`); the context's user space must be the
  /// frame's. Returns the lines drawn.
  @discardableResult
  private func drawPanel(
    _ content: PanelContent, in panelRect: Rect, on context: CairoContext,
    reusing source: (surface: CairoSurface, lines: [PanelPainter.DrawnLine])? = nil
  ) throws -> [PanelPainter.DrawnLine] {
    try inPanelPoints(panelRect, on: context) { painter, r in
      try painter(content).draw(in: r, reusing: source)
    }
  }

  /// Runs `body` with `context` in points (the panel is laid out in points at the frame's
  /// scale), a painter for a content on it, and `panelRect` (output pixels) in points.
  private func inPanelPoints<R>(
    _ panelRect: Rect, on context: CairoContext,
    _ body: ((PanelContent) -> PanelPainter, Rect) throws -> R
  ) throws -> R {
    let s = layout.scale
    return try context.withState {
      context.scale(s, s)
      let r = Rect(
        x: panelRect.minX / s, y: panelRect.minY / s, width: panelRect.width / s,
        height: panelRect.height / s)
      return try body(
        { PanelPainter(content: $0, context: context, texts: texts, stamps: stamps) }, r)
    }
  }

  /// The overlays in window points: the context's user space must already be the canvas'.
  private func overlayPainter(on context: CairoContext) -> OverlayPainter {
    let margin = layout.margin
    let labelArea = Rect(
      x: -margin + 2, y: -margin + 2, width: scene.canvas.width + 2 * margin - 4,
      height: scene.canvas.height + 2 * margin - 4)
    return OverlayPainter(
      frame: frame, analysis: analysis, context: context, labelArea: labelArea, texts: texts,
      stamps: stamps)
  }
}
