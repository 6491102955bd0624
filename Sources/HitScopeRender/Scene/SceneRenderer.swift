import HitScopeEngine

/// Renders frames (see `Frame`) into images, fast enough to call on every event.
///
/// A frame is drawn in three parts, each over the one before (see `FramePainter`): the backdrop,
/// the still frame and the rest. The renderer keeps the backdrops of the last two backdrop keys
/// (`BackdropKey`: the frame's own values the backdrop's drawing reads), so that an overlay
/// turned off and on again finds the backdrop it left, the pixels of the frame it returned last,
/// and the still frame's pixels under what that frame drew over it. A frame is drawn on those
/// pixels: after a new still frame (`StillKey`: a click, an overlay) the still frame is drawn
/// there over the backdrop; else (a release, a hover) the kept pixels are put back, and the
/// panel is drawn only when it changed. A one-shot render draws the three parts on one image.
public final class SceneRenderer {
  /// ARGB32 pixels by the key they were drawn from, the last two keys used.
  private var backdrops = GenerationCache<BackdropKey, [UInt32]>(capacity: 1)
  private let texts = TextLayoutCache()
  private let stamps = Stamps()
  /// The analysis of the frame rendered last, and how many analyses this renderer's frames
  /// have had: a backdrop's key names the scene's pixels by that count.
  private var analysis: (SceneAnalysis, count: Int)?
  /// What the frame returned last showed: its still frame, what it drew over it and where its
  /// hover changed the still frame (whole output pixels).
  private var shown: (still: StillKey, over: Over, hover: [Rect])?
  /// The pixels of the frame returned last (shared with its image until the next frame).
  private var lastPixels: [UInt32] = []
  /// The still frame's pixels under what the frame returned last drew over it within the
  /// canvas' area (boxes of whole output pixels), row after row.
  private var under: [(box: Rect, pixels: [UInt32])] = []
  /// How many frames this renderer has returned.
  private var framesRendered = 0

  public init() {}

  /// How many backdrops this renderer has drawn rather than found kept.
  private(set) var backdropsDrawn = 0
  /// How many still frames this renderer has drawn rather than put back from the frame before.
  private(set) var stillsDrawn = 0

  /// What a backdrop is drawn from (see `FramePainter.drawBackdrop`): the scene's pixels, the
  /// frame's size, where the canvas sits and at what scale, the veil and the overlays it draws
  /// a part of, and the audit's findings its outlines show.
  private struct BackdropKey: Hashable {
    var scene: Int
    var size: PixelSize
    var canvasOrigin: Point
    var margin: Double
    var scale: Double
    var overlays: OverlayBackdrop
    var audit: [AuditFinding]?
  }

  /// What a still frame is drawn from (see `FramePainter.drawStill`): its backdrop and the
  /// options but what only the panel, the hover and the banner show (`RenderOptions.still`).
  private struct StillKey: Equatable {
    var backdrop: BackdropKey
    var options: RenderOptions
  }

  /// What a frame draws over its still frame (see `FramePainter.drawOver`): the side panel's
  /// lines and the legend strip, where they sit, the hover and the banner.
  private struct Over: Equatable {
    var panel: PanelContent?
    var panelRect: Rect?
    var legendRect: Rect?
    var hover: ViewIndex?
    var banner: String?
  }

  /// Renders `frame`: an image of `frame.layout.size`, every pixel drawn.
  public func render(_ frame: Frame) throws -> RasterImage {
    try renderFrame(frame).image
  }

  /// Renders `frame` (see `render(_:)`), with where it differs from the frame rendered before:
  /// known for a frame over the same still frame and banner (nothing for the same hover, else
  /// the two hovers' boxes), else nil.
  public func renderFrame(_ frame: Frame) throws -> RenderedFrame {
    let painter = FramePainter(frame: frame, texts: texts, stamps: stamps)
    let scenes = analysis.map { $0.0 === painter.analysis ? $0.count : $0.count + 1 } ?? 1
    analysis = (painter.analysis, scenes)
    let layout = frame.layout
    let (width, height) = (layout.size.width, layout.size.height)
    framesRendered += 1
    let options = frame.options
    let backdropKey = BackdropKey(
      scene: scenes, size: layout.size, canvasOrigin: layout.canvasOrigin,
      margin: layout.margin, scale: layout.scale,
      overlays: OverlayBackdrop(options.overlays),
      audit: frame.audit?.findings)
    let backdrop = try backdrops.value(for: backdropKey) {
      backdropsDrawn += 1
      return try CairoSurface.drawingPixels(width: width, height: height) {
        try painter.drawBackdrop(on: CairoContext(surface: $0))
      }
    }
    let stillKey = StillKey(backdrop: backdropKey, options: options.still)
    let over = Over(
      panel: layout.panel, panelRect: layout.panelRect, legendRect: layout.legendRect,
      hover: options.hover, banner: options.banner)
    // A frame is drawn on the pixels of the frame shown last (unless the caller still holds
    // them: a returned image never changes). Over the same still frame, the pixels kept from
    // under what that frame drew over it are put back; the panel's box is left as it is while
    // it shows the same panel, for the panel paints every pixel of its box and only the banner
    // draws there besides. Else the canvas' area is put back to the backdrop and the still
    // frame drawn on the whole image, its part in the panel's box painted over.
    var pixels = backdrop
    let previous = lastPixels.count == pixels.count ? shown : nil
    if previous != nil { swap(&pixels, &lastPixels) }
    (shown, lastPixels) = (nil, [])
    let area = layout.canvasArea
    let sameStill = previous?.still == stillKey
    if sameStill {
      for (box, kept) in under {
        for (i, row) in SceneRenderer.rows(of: box, width: width).enumerated() {
          pixels[row] = kept[(i * row.count)..<((i + 1) * row.count)]
        }
      }
    } else {
      stillsDrawn += 1
      if previous != nil, let box = area.rounded().intersection(area) {
        for row in SceneRenderer.rows(of: box, width: width) { pixels[row] = backdrop[row] }
      }
    }
    var hover: [Rect] = []
    try CairoSurface.drawing(on: &pixels, width: width, height: height) {
      let context = try CairoContext(surface: $0)
      if !sameStill { try painter.drawStill(on: context) }
      hover = painter.hoverBoxes(on: context)
    }
    // The legend and the banner are drawn within their boxes, ink reaching a few pixels past
    // the edges.
    let drawn = [layout.legendRect, layout.bannerRect].compactMap { $0?.insetBy(-4) } + hover
    under = drawn.compactMap { $0.rounded().intersection(area) }.map { box in
      (box, SceneRenderer.rows(of: box, width: width).flatMap { pixels[$0] })
    }
    let panelShown =
      sameStill && previous?.over.panel == over.panel && previous?.over.panelRect == over.panelRect
      && previous?.over.banner == nil && over.banner == nil
    try CairoSurface.drawing(on: &pixels, width: width, height: height) {
      try painter.drawOver(on: CairoContext(surface: $0), panel: !panelShown)
    }
    var changed: [Rect]? = nil
    if let previous, sameStill {
      // The same but for the hover: the two hovers' boxes changed, if any.
      var same = over
      same.hover = previous.over.hover
      if previous.over == same { changed = same == over ? [] : previous.hover + hover }
    }
    shown = (stillKey, over, hover)
    lastPixels = pixels
    return RenderedFrame(
      number: framesRendered, image: RasterImage(width: width, height: height, pixels: pixels),
      changed: changed)
  }

  /// The rows of `box` (whole pixels within the image) as ranges of an image's ARGB32 pixels in
  /// rows of `width`.
  private static func rows(of box: Rect, width: Int) -> [Range<Int>] {
    (Int(box.minY)..<Int(box.maxY)).map { y in
      (y * width + Int(box.minX))..<(y * width + Int(box.maxX))
    }
  }

  /// Shorthand for rendering `Frame(scene:options:size:previous:audit:)` (see `Frame`) made
  /// from the frame this shorthand rendered last.
  public func render(
    scene: Scene, options: RenderOptions, size: PixelSize? = nil, audit: AuditReport? = nil
  ) throws -> RasterImage {
    try renderFrame(scene: scene, options: options, size: size, audit: audit).image
  }

  /// As `render(scene:options:size:audit:)`, with where the frame differs from the one before.
  public func renderFrame(
    scene: Scene, options: RenderOptions, size: PixelSize? = nil, audit: AuditReport? = nil
  ) throws -> RenderedFrame {
    let frame = try Frame(
      scene: scene, options: options, size: size, previous: lastShorthandFrame, audit: audit)
    lastShorthandFrame = frame
    return try renderFrame(frame)
  }

  /// The frame `render(scene:options:size:)` rendered last.
  private var lastShorthandFrame: Frame?

  /// Renders one frame with a fresh renderer.
  public static func render(scene: Scene, options: RenderOptions, size: PixelSize? = nil) throws
    -> RasterImage
  {
    try renderPlacingTags(scene: scene, options: options, size: size).image
  }

  /// Renders one frame with a fresh renderer, with where its name tags went. The three parts
  /// go on one image rather than into kept layers and copies of them: a picture's worth of
  /// new memory costs more to fault in than to draw.
  public static func renderPlacingTags(
    scene: Scene, options: RenderOptions, size: PixelSize? = nil
  ) throws -> (image: RasterImage, tags: TagPlacement) {
    let frame = try Frame(scene: scene, options: options, size: size)
    let painter = FramePainter(frame: frame)
    let (width, height) = (frame.layout.size.width, frame.layout.size.height)
    let pixels = try CairoSurface.drawingPixels(width: width, height: height) {
      try painter.draw(on: CairoContext(surface: $0))
    }
    return (RasterImage(width: width, height: height, pixels: pixels), painter.tags.placement)
  }
}
