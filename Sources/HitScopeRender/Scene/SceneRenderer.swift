import HitScopeEngine

/// Renders frames (see `Frame`) into images, fast enough to call on every event.
///
/// A renderer keeps two layers of pixels, each while the part of the frame it is drawn from
/// stays, and draws a frame over the highest one still valid:
///
/// 1. the backdrop: the frame's background, the scene (the analysis' `sceneLayer()`) and the
///    overlays' fixed part (tints, hatching, outlines, map, audit outlines);
/// 2. the still frame: the backdrop with the click's outlines, path and markers, the name tags,
///    badges and markers over it (where they go is the frame's `tags`, worked out before any
///    drawing);
/// 3. the frame: the still frame with the side panel and the legend strip, the hover's outline
///    and tag and the banner over it.
///
/// Each layer is drawn whole from its key (`BackdropKey`, `StillKey`: the frame's own values
/// that layer's drawing reads) and kept with the one before it, so that an overlay turned off
/// and on again finds the layers it left. A new click draws the still frame again over the kept
/// backdrop. A release (new counter values and events) or a hover over a kept still frame draws
/// only the panel, hover and banner. A one-shot render draws the three on one image.
public final class SceneRenderer {
  private var backdrops = KeptPixels<BackdropKey>()
  private var stills = KeptPixels<StillKey>()
  private let texts = TextLayoutCache()
  private let stamps = Stamps()
  /// The analysis of the frame rendered last, and how many analyses this renderer's frames
  /// have had: a backdrop's key names the scene's pixels by that count.
  private var analysis: (SceneAnalysis, count: Int)?
  /// What the frame returned last showed: its still frame, what it drew over it, where its
  /// hover changed the still frame, its pixels and the boxes (whole pixels) holding every pixel
  /// it drew over the still frame.
  private var shown: (still: StillKey, over: Over, hover: [Rect], pixels: [UInt32], drawn: [Rect])?
  /// How many frames this renderer has returned.
  private var framesRendered = 0

  public init() {}

  /// How many still frames this renderer has drawn rather than found kept.
  private(set) var stillsDrawn = 0

  /// What a backdrop is drawn from (see `FramePainter.drawBackdrop`): the scene's pixels, the
  /// frame's size, where the canvas sits and at what scale, the veil and the overlays it draws
  /// a part of, and the audit's findings its outlines show.
  private struct BackdropKey: Equatable {
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
    let backdrop = try backdrops.kept(for: backdropKey) {
      try CairoSurface.drawingPixels(width: width, height: height) {
        try painter.drawBackdrop(on: CairoContext(surface: $0))
      }
    }
    let stillKey = StillKey(backdrop: backdropKey, options: options.still)
    let still = try stills.kept(for: stillKey) {
      stillsDrawn += 1
      var pixels = backdrop
      try CairoSurface.drawing(on: &pixels, width: width, height: height) {
        try painter.drawStill(on: CairoContext(surface: $0))
      }
      return pixels
    }
    // A frame is drawn on the pixels of the frame shown last, the still frame put back where
    // they differ from it (where that frame drew over the same still frame, else everywhere but
    // the panel, which paints its whole box), unless the caller still holds them (a returned
    // image never changes): a hover's worth of copying rather than a frame's.
    var pixels = still
    var previous = shown
    shown = nil
    if previous != nil {
      let boxes = previous?.still == stillKey ? previous?.drawn ?? [] : [layout.canvasArea]
      swap(&pixels, &previous!.pixels)
      SceneRenderer.copy(boxes, from: still, into: &pixels, width: width, height: height)
    }
    var hover: [Rect] = []
    try CairoSurface.drawing(on: &pixels, width: width, height: height) {
      hover = try painter.drawOver(on: CairoContext(surface: $0))
    }
    let over = Over(
      panel: layout.panel, panelRect: layout.panelRect, legendRect: layout.legendRect,
      hover: options.hover, banner: options.banner)
    var changed: [Rect]? = nil
    if let previous, previous.still == stillKey {
      var same = over
      same.hover = previous.over.hover
      if previous.over == over {
        changed = []
      } else if previous.over == same {
        changed = previous.hover + hover
      }
    }
    // The panel paints every pixel of its box and nothing outside it (see `FramePainter`), so
    // the next frame over this still frame paints it again; the legend and the banner are
    // drawn within their boxes, ink reaching a few pixels past the edges.
    let drawn = [layout.legendRect, layout.bannerRect].compactMap { $0?.insetBy(-4) }
    shown = (stillKey, over, hover, pixels, drawn + hover)
    return RenderedFrame(
      number: framesRendered, image: RasterImage(width: width, height: height, pixels: pixels),
      changed: changed)
  }

  /// Copies the pixels of `boxes` (output pixels; clipped to the image) from `source` into
  /// `pixels`, both `width` x `height` ARGB32 pixels; `pixels` of another size become a copy
  /// of `source`.
  private static func copy(
    _ boxes: [Rect], from source: [UInt32], into pixels: inout [UInt32], width: Int, height: Int
  ) {
    guard pixels.count == source.count else {
      pixels = source
      return
    }
    for box in boxes {
      let x0 = max(0, Int(box.minX.rounded(.down)))
      let x1 = min(width, Int(box.maxX.rounded(.up)))
      let y0 = max(0, Int(box.minY.rounded(.down)))
      let y1 = min(height, Int(box.maxY.rounded(.up)))
      guard x0 < x1, y0 < y1 else { continue }
      for y in y0..<y1 {
        let row = (y * width + x0)..<(y * width + x1)
        pixels[row] = source[row]
      }
    }
  }

  /// Shorthand for rendering `Frame(scene:options:size:previous:audit:)` made from the frame
  /// this shorthand rendered last: the natural size for `scene` and `options` when `size` is
  /// nil, else exactly `size` pixels with the canvas centred. `audit`: the scene's report made
  /// ahead (see `Frame`).
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
    let painter = FramePainter(frame: frame, texts: TextLayoutCache(), stamps: Stamps())
    let (width, height) = (frame.layout.size.width, frame.layout.size.height)
    let pixels = try CairoSurface.drawingPixels(width: width, height: height) {
      try painter.draw(on: CairoContext(surface: $0))
    }
    return (RasterImage(width: width, height: height, pixels: pixels), painter.tags.placement)
  }
}
