import HitScopeEngine

/// Renders scenes with overlays into images, fast enough to call every frame.
///
/// An instance caches, per scene and scale: the scene layer (background and views drawn on the
/// canvas' pixel grid) and the scene analysis (effective regions, hit map, painter raster and the
/// masks and map image made from them); per frame size and set of overlays: the frame's backdrop
/// (the scene and the overlays' fixed part, see `FramePainter.drawBackdrop`), with the root's
/// dashed chain outline when the chain overlay is on; per click: the chain, trace and probe
/// outlines over that backdrop; the side panel's pixels; the text layouts of panel lines and
/// name tags; and, per frame without a hover, where its name tags go (placing a thousand region
/// tags costs more than the rest of a hover frame). A frame whose only change is in the click,
/// hover, panel lines or banner copies the backdrop (a hover frame: the click's layer) and draws
/// only what lies over it. A tap that changes a counter redraws the scene layer and backdrop but
/// keeps the analysis' geometric parts; one that changes a flag starts afresh.
public final class SceneRenderer {
  private struct AnalysisKey: Hashable {
    var structure: Int
    var scale: Double
  }

  /// What a backdrop was drawn from: the scene layer and analysis (by generation), where the
  /// canvas sits in the frame, and the overlays.
  private struct BackdropKey: Hashable {
    var generation: Int
    var size: PixelSize
    var canvasOrigin: Point
    var margin: Double
    var scale: Double
    var overlays: Set<Overlay>
  }

  private var analysisKey: AnalysisKey?
  private var countersKey: Int?
  private var sceneLayer: CairoSurface?
  private var analysis: SceneAnalysis?
  /// Counts scene layers made, so that a backdrop is known to be drawn from the current one.
  private var generation = 0
  /// The arrays of the scene last fingerprinted, held so that a scene still sharing their
  /// storage is known unchanged without hashing every view: copy-on-write gives a mutated array
  /// new storage while these references live.
  private var knownViews: [ViewNode] = []
  private var knownGeometry: [ViewGeometry] = []
  private var knownStructure: Int?
  /// What a click layer was drawn from: the backdrop, the click, and whether the root's chain
  /// outline came with the backdrop.
  private struct ClickLayerKey: Hashable {
    var backdrop: BackdropKey
    var click: Point?
    var rootOutlineKept: Bool
  }

  private var backdrop: (key: BackdropKey, surface: CairoSurface)?
  /// A frame's click layer over its backdrop.
  private var clickLayer: (key: ClickLayerKey, surface: CairoSurface)?
  /// What a frame without a hover was drawn from: everything but the hover.
  private struct HoverlessKey: Hashable {
    var backdrop: BackdropKey
    var click: ClickLayerKey?
    var options: RenderOptions
    var size: PixelSize?
    var rootOutlineKept: Bool
  }

  /// The frame without a hover, and the key of the last frame's.
  private var hoverless: (key: HoverlessKey, surface: CairoSurface)?
  private var lastHoverlessKey: HoverlessKey?
  /// Where the tags of the frames sharing a frame without a hover go.
  private var tagPlacement: (key: HoverlessKey, kept: KeptTagPlacement)?
  private let panels = PanelCache()
  /// The backdrop with the root's dashed chain outline over it, for chain frames.
  private var chainBackdrop: (key: BackdropKey, surface: CairoSurface)?
  private let texts = TextLayoutCache()
  private let maskScratch = MaskScratch()

  public init() {}

  /// Where the name tags of the frame last rendered went (the hovered view's left out).
  public private(set) var lastTagPlacement = TagPlacement()

  /// Renders one frame: the natural size for `scene` and `options` when `size` is nil, else
  /// exactly `size` pixels with the canvas centred (see `FrameLayout`).
  public func render(scene: Scene, options: RenderOptions, size: PixelSize? = nil) throws
    -> RasterImage
  {
    let options = try options.validated()
    let (layer, analysis) = try prepare(scene: scene, scale: options.scale)
    let layout = FrameLayout(
      scene: scene, options: options, outputSize: size, colors: analysis.colors,
      analysis: analysis)
    let painter = FramePainter(
      scene: scene, options: options, layout: layout, analysis: analysis, texts: texts)
    let base = try backdrop(for: painter, sceneLayer: layer)
    let rootOutlineKept = painter.rootChainOutlineCommutes
    let backdrop: CairoSurface
    if rootOutlineKept {
      backdrop = try chainBackdrop(for: painter, over: base)
    } else {
      // Made with the backdrop, before the first click needs it.
      if painter.mayKeepRootChainOutline, !isOneShot {
        _ = try chainBackdrop(for: painter, over: base)
      }
      backdrop = base
    }
    // Drawn straight into the image's pixels: no copy out of a surface of our own.
    let pixels = try CairoSurface.drawingPixels(
      width: layout.size.width, height: layout.size.height
    ) { surface in
      try drawForeground(
        painter, on: surface, backdrop: backdrop, rootOutlineKept: rootOutlineKept, size: size)
    }
    lastTagPlacement = painter.tags.placement
    return RasterImage(width: layout.size.width, height: layout.size.height, pixels: pixels)
  }

  /// Draws a frame on `surface` from `backdrop`, or from the click layer or the frame without a
  /// hover when those are kept, and keeps them when the same click or options come again.
  /// Every path starts by copying a whole kept surface: every pixel is written.
  private func drawForeground(
    _ painter: FramePainter, on surface: CairoSurface, backdrop: CairoSurface,
    rootOutlineKept: Bool, size: PixelSize?
  ) throws {
    let options = painter.options
    let layout = painter.layout
    let context = try CairoContext(surface: surface)
    // The click's layer depends on the backdrop and the click, not on the hover: kept from a
    // click's first frame on, as is a frame without a hover (a copy each, far cheaper than the
    // name tags and outlines the hover frames that follow would draw again).
    let overlays = options.overlays
    let clickKey =
      overlays.contains(.chain) || overlays.contains(.trace) || overlays.contains(.probes)
      ? ClickLayerKey(
        backdrop: backdropKey(for: painter), click: options.click, rootOutlineKept: rootOutlineKept)
      : nil
    let panels = isOneShot ? nil : self.panels
    // The surface holding this frame up to what the hover changes, when one is kept: the
    // click's layer, or the backdrop when no overlay draws one.
    let under: CairoSurface?
    if let clickKey {
      under = clickLayer.flatMap { $0.key == clickKey ? $0.surface : nil }
    } else {
      under = backdrop
    }
    var withoutHover = options
    withoutHover.hover = nil
    let hoverlessKey = HoverlessKey(
      backdrop: backdropKey(for: painter), click: clickKey, options: withoutHover, size: size,
      rootOutlineKept: rootOutlineKept)
    var placement: KeptTagPlacement? = nil
    if !isOneShot {
      if tagPlacement?.key != hoverlessKey { tagPlacement = (hoverlessKey, KeptTagPlacement()) }
      placement = tagPlacement?.kept
    }
    if let under {
      if options.hover != nil, !isOneShot, hoverless?.key != hoverlessKey {
        // A new frame with a hover (a press or release under the pointer) is drawn as its frame
        // without the hover, kept, plus the hover: the hover frames that follow then start from
        // the kept frame instead of drawing every name tag again.
        try keepHoverless(
          key: hoverlessKey, frame: nil, under: under, painter: painter,
          rootOutlineKept: rootOutlineKept, panels: panels, placement: placement)
      }
      if options.hover != nil, let hoverless, hoverless.key == hoverlessKey {
        // The frame without a hover, with what the hover changes drawn again over the layer
        // under it.
        context.copyPixels(of: hoverless.surface)
        let panelRect = layout.panelRect
        let bannerRect = layout.bannerRect
        let frame = Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
        let drawn = try painter.drawForeground(
          on: context, rootChainOutlineDrawn: rootOutlineKept, clickLayerDrawn: true,
          pass: .hoverOnly { boxes in
            let boxes = boxes.compactMap { $0.intersection(frame) }
            for box in boxes {
              if let panelRect, box.intersection(panelRect) != nil { return false }
              if let bannerRect, box.intersection(bannerRect) != nil { return false }
            }
            for box in boxes { context.copyPixels(of: under, in: box) }
            return true
          }, placement: placement)
        if !drawn {
          context.copyPixels(of: under)
          try painter.drawForeground(
            on: context, rootChainOutlineDrawn: rootOutlineKept, clickLayerDrawn: true,
            panels: panels, placement: placement)
        }
      } else {
        context.copyPixels(of: under)
        try painter.drawForeground(
          on: context, rootChainOutlineDrawn: rootOutlineKept, clickLayerDrawn: true,
          panels: panels, placement: placement)
        if hoverlessKey == lastHoverlessKey || options.hover == nil, !isOneShot {
          try keepHoverless(
            key: hoverlessKey, frame: options.hover == nil ? surface : nil, under: under,
            painter: painter, rootOutlineKept: rootOutlineKept, panels: panels,
            placement: placement)
        }
      }
    } else {
      context.copyPixels(of: backdrop)
      var keep: (() throws -> Void)? = nil
      if let clickKey, !isOneShot {
        keep = { try self.keepClickLayer(surface, key: clickKey) }
      }
      try painter.drawForeground(
        on: context, rootChainOutlineDrawn: rootOutlineKept, afterClickLayer: keep,
        panels: panels, placement: placement)
      if let clickKey, let clickLayer, clickLayer.key == clickKey, !isOneShot,
        options.hover == nil
      {
        try keepHoverless(
          key: hoverlessKey, frame: surface, under: clickLayer.surface, painter: painter,
          rootOutlineKept: rootOutlineKept, panels: panels, placement: placement)
      }
    }
    lastHoverlessKey = hoverlessKey
  }

  /// A copy of `surface`, which holds a frame's click layer over its backdrop (see
  /// `OverlayPainter.clickLayerDrawn`), kept for the frames of the same click.
  private func keepClickLayer(_ surface: CairoSurface, key: ClickLayerKey) throws {
    let kept = try Self.surface(reusing: &clickLayer, width: surface.width, height: surface.height)
    try CairoContext(surface: kept).copyPixels(of: surface)
    clickLayer = (key, kept)
  }

  /// Keeps the frame without a hover: a copy of `frame` when that is it, else drawn over
  /// `under` (the layer under what the hover changes).
  private func keepHoverless(
    key: HoverlessKey, frame: CairoSurface?, under: CairoSurface, painter: FramePainter,
    rootOutlineKept: Bool, panels: PanelCache?, placement: KeptTagPlacement?
  ) throws {
    let kept = try Self.surface(reusing: &hoverless, width: under.width, height: under.height)
    let context = try CairoContext(surface: kept)
    if let frame {
      context.copyPixels(of: frame)
    } else {
      context.copyPixels(of: under)
      try painter.drawForeground(
        on: context, rootChainOutlineDrawn: rootOutlineKept, clickLayerDrawn: true,
        pass: .withoutHover, panels: panels, placement: placement)
    }
    hoverless = (key, kept)
  }

  /// The surface kept in `slot` when it has this size, else a new one; a kept surface of another
  /// size is let go first, so that two frame-sized surfaces never live at once for one slot.
  private static func surface<Key>(
    reusing slot: inout (key: Key, surface: CairoSurface)?, width: Int, height: Int
  ) throws -> CairoSurface {
    if let old = slot?.surface, old.width == width, old.height == height { return old }
    slot = nil
    return try CairoSurface.image(width: width, height: height)
  }

  private func backdropKey(for painter: FramePainter) -> BackdropKey {
    let layout = painter.layout
    return BackdropKey(
      generation: generation, size: layout.size, canvasOrigin: layout.canvasOrigin,
      margin: layout.margin, scale: layout.scale, overlays: painter.options.overlays)
  }

  /// The backdrop of `painter`'s frame: the one kept when it was drawn from the same scene
  /// layer, layout and overlays, else drawn anew (into the old one's surface when the size
  /// holds).
  private func backdrop(for painter: FramePainter, sceneLayer: CairoSurface) throws
    -> CairoSurface
  {
    let layout = painter.layout
    let key = backdropKey(for: painter)
    if let backdrop, backdrop.key == key { return backdrop.surface }
    let surface = try Self.surface(
      reusing: &backdrop, width: layout.size.width, height: layout.size.height)
    try painter.drawBackdrop(on: CairoContext(surface: surface), sceneLayer: sceneLayer)
    backdrop = (key, surface)
    return surface
  }

  /// `base` (the backdrop just returned by `backdrop(for:sceneLayer:)`) with the root's dashed
  /// chain outline drawn over it, kept like the backdrop.
  private func chainBackdrop(for painter: FramePainter, over base: CairoSurface) throws
    -> CairoSurface
  {
    guard let key = backdrop?.key else {
      preconditionFailure("chainBackdrop(for:over:) follows backdrop(for:sceneLayer:).")
    }
    if let chainBackdrop, chainBackdrop.key == key { return chainBackdrop.surface }
    let surface = try Self.surface(reusing: &chainBackdrop, width: base.width, height: base.height)
    let context = try CairoContext(surface: surface)
    context.copyPixels(of: base)
    try painter.drawRootChainOutline(on: context)
    chainBackdrop = (key, surface)
    return surface
  }

  /// Renders one frame with a fresh renderer (no cache kept).
  public static func render(scene: Scene, options: RenderOptions, size: PixelSize? = nil) throws
    -> RasterImage
  {
    try renderPlacingTags(scene: scene, options: options, size: size).image
  }

  /// Renders one frame with a fresh renderer (no cache kept), with where its name tags went.
  public static func renderPlacingTags(
    scene: Scene, options: RenderOptions, size: PixelSize? = nil
  ) throws -> (image: RasterImage, tags: TagPlacement) {
    let renderer = SceneRenderer()
    renderer.isOneShot = true
    let image = try renderer.render(scene: scene, options: options, size: size)
    return (image, renderer.lastTagPlacement)
  }

  /// Set for a renderer that draws one frame only: it then makes nothing ahead for frames that
  /// will not follow.
  private var isOneShot = false

  /// The layout `render` uses for the same arguments, for mapping pointer pixels to the scene.
  public func layout(scene: Scene, options: RenderOptions, size: PixelSize? = nil) -> FrameLayout {
    FrameLayout(scene: scene, options: options, outputSize: size)
  }

  /// The scene's structure fingerprint, without hashing its views when they are the ones last
  /// seen.
  private func structure(of scene: Scene) -> Int {
    var h = Hasher()
    h.combine(scene.title)
    h.combine(scene.canvas)
    h.combine(scene.background)
    if let knownStructure, SceneRenderer.sameStorage(knownViews, scene.views),
      SceneRenderer.sameStorage(knownGeometry, scene.geometry)
    {
      h.combine(knownStructure)
    } else {
      let structure = SceneFingerprint.structure(of: scene)
      knownViews = scene.views
      knownGeometry = scene.geometry
      knownStructure = structure
      h.combine(structure)
    }
    return h.finalize()
  }

  private static func sameStorage<T>(_ a: [T], _ b: [T]) -> Bool {
    guard a.count == b.count, !a.isEmpty else { return false }
    return a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress }
    }
  }

  private func prepare(scene: Scene, scale: Double) throws -> (CairoSurface, SceneAnalysis) {
    let key = AnalysisKey(structure: structure(of: scene), scale: scale)
    let counters = SceneFingerprint.counters(of: scene)
    if key == analysisKey, counters == countersKey, let sceneLayer, let analysis {
      return (sceneLayer, analysis)
    }
    let analysis: SceneAnalysis
    if key == analysisKey, let previous = self.analysis {
      analysis = previous.relabelled(for: scene)
    } else {
      analysis = SceneAnalysis(scene: scene, scale: scale, scratch: maskScratch)
    }
    let grid = analysis.grid
    let layer = try CairoSurface.image(width: grid.width, height: grid.height)
    let context = try CairoContext(surface: layer)
    context.scale(scale, scale)
    try ScenePainter(scene: scene, context: context).draw()
    self.analysisKey = key
    self.countersKey = counters
    self.sceneLayer = layer
    generation += 1
    self.analysis = analysis
    return (layer, analysis)
  }
}
