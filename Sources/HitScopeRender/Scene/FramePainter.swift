import HitScopeEngine

/// Draws one frame in three parts, each over the one before: the backdrop (`drawBackdrop`:
/// background, canvas border, the scene, the overlays' fixed part: tints, hatching, outlines,
/// map, audit outlines), the still frame (`drawStill`: the click's outlines, path and markers,
/// the name tags, badges and markers) and the rest (`drawOver`: the side panel and the legend
/// strip, the hover's outline and tag and the banner). Where the tags go is part of the frame
/// (`Frame.tags`), worked out before anything is drawn. A renderer keeps the first for the
/// frames that follow; a document draws all three on one context. The context's user space
/// must be the frame's output units: pixels for images, points (`layout.scale` 1) for documents.
struct FramePainter {
  let frame: Frame
  let analysis: SceneAnalysis
  let tags: TagLayout
  /// Layouts and stamps (name tags, panel lines) kept from earlier frames (a renderer's), or
  /// this painter's own.
  let texts: TextLayoutCache
  let stamps: Stamps

  /// `frame` must have an analysis (see `Frame.analysis`).
  init(frame: Frame, texts: TextLayoutCache = TextLayoutCache(), stamps: Stamps = Stamps()) {
    guard let analysis = frame.analysis, let tags = frame.tags else {
      preconditionFailure(
        "A frame made only for its layout cannot be drawn; make it with Frame.init.")
    }
    self.frame = frame
    self.analysis = analysis
    self.tags = tags
    self.texts = texts
    self.stamps = stamps
  }

  var scene: Scene { frame.scene }
  var options: RenderOptions { frame.options }
  var layout: FrameLayout { frame.layout }

  /// The whole frame.
  func draw(on context: CairoContext) throws {
    try drawBackdrop(on: context)
    try drawStill(on: context)
    try drawOver(on: context)
  }

  /// The frame's background, the canvas border, the scene and the overlays' fixed part
  /// (`OverlayPainter.drawFixed`): the same for every click, hover, panel and banner. On an
  /// image surface the scene is the analysis' `sceneLayer()`, composited; on a document its
  /// views are drawn as vectors.
  func drawBackdrop(on context: CairoContext) throws {
    // Replaces whatever the surface held (a reused frame): the same pixels as painting over a
    // transparent surface.
    context.withState {
      context.setOperator(.source)
      context.setSource(layout.margin > 0 ? Palette.backdrop : scene.background)
      context.paint()
    }

    let canvas = layout.canvasRect
    if layout.margin > 0 {
      context.fill(canvas.insetBy(-1), with: Palette.canvasBorder)
    }

    try context.withState {
      context.translate(layout.canvasOrigin.x, layout.canvasOrigin.y)
      guard context.surface.isImage else { return }
      let sceneLayer = try analysis.sceneLayer()
      context.withClip(to: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)) {
        context.setSource(sceneLayer, x: 0, y: 0)
        // An opaque layer on whole pixels is copied rather than blended: the same pixels.
        if scene.background.alpha >= 1, canvas.width == canvas.width.rounded(),
          canvas.height == canvas.height.rounded()
        {
          context.setOperator(.source)
        }
        context.paint()
      }
    }
    try inCanvas(on: context) { overlays in
      if !context.surface.isImage { try ScenePainter(scene: scene, context: context).draw() }
      try overlays.drawFixed()
    }
    try context.check("the frame's backdrop")
  }

  /// The overlays of this click over the backdrop, the hover aside (see
  /// `OverlayPainter.drawStill`).
  func drawStill(on context: CairoContext) throws {
    try inCanvas(on: context) { try $0.drawStill() }
  }

  /// Over a still frame: the side panel (unless `panel` is false: the context already shows
  /// it), painting every pixel of its box (whole pixels) and nothing outside it, and the legend
  /// strip; then the hover (see `OverlayPainter.drawHover`) within the canvas' area, then the
  /// banner over everything.
  func drawOver(on context: CairoContext, panel: Bool = true) throws {
    let s = layout.scale
    /// Runs `body` with the user space scaled to points, given `rect` (output pixels) in points.
    func inPoints(_ rect: Rect, _ body: (Rect) throws -> Void) rethrows {
      try context.withState {
        context.scale(s, s)
        try body(
          Rect(x: rect.minX / s, y: rect.minY / s, width: rect.width / s, height: rect.height / s))
      }
    }
    if panel, let panelRect = layout.panelRect, let content = layout.panel {
      try context.withClip(to: panelRect) {
        try inPoints(panelRect) {
          try PanelPainter(content: content, context: context, texts: texts, stamps: stamps)
            .draw(in: $0)
        }
      }
    }
    if let legendRect = layout.legendRect, let strip = layout.legendStrip {
      try inPoints(legendRect) { try strip.draw(at: $0.origin, on: context, texts: texts) }
    }
    try context.check("the panel")
    // A canvas larger than its area reaches under the panel (the window scrolls it): the hover,
    // drawn after the panel, is kept to the canvas' area.
    try context.withClip(to: layout.canvasArea) {
      try inCanvas(on: context) { try $0.drawHover() }
    }
    guard let bannerRect = layout.bannerRect, let banner = options.banner else { return }
    try inPoints(bannerRect) { r in
      context.fill(r, with: Palette.banner)
      let text = try texts.layout(
        banner, style: TextStyle(size: 12.5, bold: true, overflow: .ellipsizeEnd),
        width: r.width - 24, in: context)
      text.draw(
        at: Point(r.minX + 12, r.midY - text.size.height / 2), color: .white, in: context)
    }
    try context.check("the banner")
  }

  /// Boxes of whole device pixels holding every pixel the hover draws, with two pixels of room
  /// for antialiasing (two frames over one still frame with one panel and banner differ only
  /// there).
  func hoverBoxes(on context: CairoContext) -> [Rect] {
    inCanvas(on: context) { overlays in
      overlays.hoverBoxes().map {
        $0.isEmpty ? .zero : context.matrix.boundingBox(of: $0).rounded().insetBy(-2)
      }
    }
  }

  /// Runs `body` with the overlays' painter in window points.
  private func inCanvas<R>(on context: CairoContext, _ body: (OverlayPainter) throws -> R)
    rethrows -> R
  {
    try context.withState {
      context.translate(layout.canvasOrigin.x, layout.canvasOrigin.y)
      context.scale(layout.scale, layout.scale)
      return try body(
        OverlayPainter(
          frame: frame, analysis: analysis, tags: tags, context: context, texts: texts,
          stamps: stamps))
    }
  }
}
