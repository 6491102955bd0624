import HitScopeEngine

/// Renders frames (see `Frame`) into images, fast enough to call on every event.
///
/// A renderer keeps a stack of layers, each kept while the part of the frame it is drawn from
/// stays, and draws a frame from the highest layer still valid:
///
/// 1. the scene: the views on the canvas' pixel grid, and the scene's analysis (`SceneLayer`);
/// 2. the backdrop: the frame's background, the scene, the overlays' fixed part (tints,
///    hatching, outlines, map, audit outlines);
/// 3. the click: the chain and trace outlines, the chain's path, the probe markers (none
///    while no overlay draws them: the backdrop stands in);
/// 4. the still frame: the overlays but the hover: the name tags (composited from a kept
///    `TagLayer`), the click marker, badges and markers;
/// 5. the frame itself: the still frame, the side panel and banner (kept as pixels by
///    `PanelCache` and copied) and the hover's outline and tag.
///
/// Each layer keeps its last two, the click layer and still frame one per set of overlays they
/// were drawn under (see `KeptLayer`): a new click updates the layers of the last click, and an
/// overlay turned off and on again finds the layers it left.
///
/// The side panel is drawn once the still frame's tags are placed, so it counts the tags left
/// out of the frame it goes with.
///
/// Every key is made of the frame's own values (scene generation, layout, options, click), so
/// a layer cannot outlive what it shows. A one-shot renderer keeps nothing and draws the whole
/// frame on the image it returns.
public final class SceneRenderer {
  private let scenes = SceneLayer()
  /// Each layer keeps two: turning an overlay off and on again finds the layers it left.
  private let backdrops = KeptLayer<BackdropKey, BackdropKey, Void>(capacity: 2)
  private let clicks = KeptLayer<LayerKey, Set<Overlay>, ClickState>(capacity: 2)
  private let stills = KeptLayer<LayerKey, Set<Overlay>, StillState>(capacity: 2)
  /// The fixed overlays' tags of the last still frame, for the next click's (see `TagReplay`).
  private var tagDecisions: (key: TagKey, kept: KeptTagDecisions)?
  private let panels = PanelCache()
  private let texts = TextLayoutCache()
  private let stamps = Stamps()
  /// The pixels of the frames returned, and what the last one showed.
  private let frames = FrameBuffers()
  private var shown: ShownFrame?
  /// How many frames this renderer has returned.
  private var framesRendered = 0
  /// Set for a renderer that draws one frame only: it then keeps nothing.
  private var isOneShot = false

  public init() {}

  /// How many times this renderer has drawn the scene's views (see `SceneLayer`).
  var sceneLayersDrawn: Int { scenes.generation }
  /// How many click layers and still frames this renderer has drawn whole rather than updated
  /// from the last click's or found kept.
  private(set) var wholeLayerDraws = 0
  /// How many click layers and still frames this renderer has drawn whole or updated, rather
  /// than found kept.
  private(set) var layerDraws = 0

  /// Where the name tags of the frame last rendered went (the hovered view's left out).
  public private(set) var lastTagPlacement = TagPlacement()

  /// What a backdrop is drawn from: the scene layer, where the canvas, panel and banner sit,
  /// and the overlays it draws a part of and the veil's opacity (see
  /// `OverlayPainter.drawFixed`).
  private struct BackdropKey: Hashable {
    var scene: Int
    var size: PixelSize
    var canvasOrigin: Point
    var margin: Double
    var scale: Double
    var panelRect: Rect?
    var bannerRect: Rect?
    var overlays: Set<Overlay>
    var veil: Double
  }

  /// What replaying the fixed overlays' tags assumes stays (see `TagReplay`): the scene layer
  /// (the views and their titles), the area tags may use (the canvas and the margin) and the
  /// scale text is laid out at. Tags are placed in window points, so the canvas' place in the
  /// frame is not part of it; the overlays are not either, as a replay compares every request
  /// (a toggle of the chain, trace, probes or audit replays the rest).
  private struct TagKey: Hashable {
    var scene: Int
    var margin: Double
    var scale: Double

    init(_ backdrop: BackdropKey) {
      scene = backdrop.scene
      margin = backdrop.margin
      scale = backdrop.scale
    }
  }

  /// What a click layer or a still frame is drawn from: the backdrop, the click (the click's
  /// hit-test, probe outcomes and audit depend on what the scene layer's generation covers:
  /// geometry and flags, see `Frame`) and the overlays it draws: those of the click layer
  /// (`OverlayPainter.clickLayerOverlays`) for a click layer, all of them for a still frame.
  private struct LayerKey: Hashable {
    var backdrop: BackdropKey
    var click: Point?
    var overlays: Set<Overlay>

    /// The key of the click layer under a still frame of this key.
    var clickLayer: LayerKey {
      LayerKey(
        backdrop: backdrop, click: click,
        overlays: overlays.intersection(OverlayPainter.clickLayerOverlays))
    }
  }

  /// What drawing a kept click layer left: the key of the layer it was updated from (nil when
  /// drawn whole) and the items it drew, for updating it to the next click's.
  private struct ClickState {
    var from: LayerKey?
    var items: KeptFrameItems
  }

  /// What drawing a kept still frame left: the key of the still frame it was updated from (nil
  /// when drawn whole), its items (with where its tags went), the layer of its name tags (see
  /// `TagLayer`) and their places for its hover frames.
  private struct StillState {
    var from: LayerKey?
    var items: KeptFrameItems
    var tagLayer: TagLayer
    var placement: KeptTagPlacement
  }

  /// Renders `frame`: an image of `frame.layout.size`, every pixel drawn.
  public func render(_ frame: Frame) throws -> RasterImage {
    try renderFrame(frame).image
  }

  /// Renders `frame` (see `render(_:)`), with where it differs from the frame rendered before.
  public func renderFrame(_ frame: Frame) throws -> RenderedFrame {
    let painter = FramePainter(frame: frame, texts: texts, stamps: stamps)
    let (sceneLayer, generation) = try scenes.prepare(frame, analysis: painter.analysis)
    let size = frame.layout.size
    framesRendered += 1
    if isOneShot {
      let pixels = try CairoSurface.drawingPixels(width: size.width, height: size.height) {
        let context = try CairoContext(surface: $0)
        try painter.drawBackdrop(on: context, sceneLayer: sceneLayer)
        try painter.drawForeground(on: context)
      }
      lastTagPlacement = painter.tags.placement
      return RenderedFrame(
        number: framesRendered,
        image: RasterImage(width: size.width, height: size.height, pixels: pixels), changed: nil)
    }
    let layout = frame.layout
    let backdrop = try drawBackdrop(frame, painter, sceneLayer: sceneLayer, generation: generation)
    let stillKey = LayerKey(
      backdrop: backdrop.key, click: frame.options.click, overlays: frame.options.overlays)
    let click = try clickLayer(painter, key: stillKey.clickLayer, over: backdrop.surface)
    let still = try drawStill(painter, key: stillKey, over: click, backdrop: backdrop.surface)
    let tags = still.state.items.tags
    lastTagPlacement = tags
    // The tags are placed: the panel counts those left out.
    let panelContent = painter.panelContent(hiddenTags: tags.hidden)
    let chrome = FrameChrome(
      layout: layout, panel: panelContent, hiddenTags: tags.hidden,
      banner: frame.options.banner)
    let hoverView = frame.options.hover
    let change = shown?.change(to: stillKey, still: still, hover: hoverView, chrome: chrome)
    let sameHover = shown?.drawsTheSameHover(over: stillKey, of: hoverView) ?? false
    var changed: [Rect]? = nil
    var hover: [Rect]? = []
    let image = try frames.draw(width: size.width, height: size.height) { surface, stale in
      let context = try CairoContext(surface: surface)
      // Where this buffer misses the frame before and where this frame differs from it, with
      // the panel, legend or banner those reach whole: the rest already shows this frame.
      let redrawn = stale.flatMap { stale in change.map { stale + $0 } }.map {
        $0 + chrome.parts(reachedBy: $0)
      }
      if let redrawn {
        context.copyPixels(of: still.surface, in: redrawn)
      } else {
        context.copyPixels(of: still.surface)
      }
      try painter.drawPanelAndBanner(on: context, panels: panels, tags: tags, in: redrawn)
      if frame.options.hover != nil {
        hover = try drawHover(
          painter, on: context, click: click?.surface ?? backdrop.surface,
          tagLayer: still.state.tagLayer, placement: still.state.placement)
      }
      changed = change.flatMap { change in sameHover ? change : hover.map { change + $0 } }
      return changed
    }
    shown = ShownFrame(still: stillKey, hoverView: hoverView, hover: hover, chrome: chrome)
    return RenderedFrame(number: framesRendered, image: image, changed: changed)
  }

  /// What the frame rendered last showed, for where the next differs from it.
  private struct ShownFrame {
    /// Its still frame's key.
    var still: LayerKey
    /// The hovered view.
    var hoverView: ViewIndex?
    /// Where its hover changed the still frame (whole device pixels), nil when unknown.
    var hover: [Rect]?
    var chrome: FrameChrome

    /// Whether a frame of still frame `key` hovering `hoverView` draws this one's hover: the
    /// same hover over the same still frame draws the same pixels.
    func drawsTheSameHover(over key: LayerKey, of hoverView: ViewIndex?) -> Bool {
      key == still && hoverView == self.hoverView
    }

    /// Where a frame of still frame `still` (for `key`), `chrome` and the hover of `hoverView`,
    /// before its hover is drawn, differs from this one (whole device pixels): this one's hover
    /// (unless the same), the still frame's change (when it is another, updated from this
    /// one's) and the chrome's; nil when unknown.
    func change(
      to key: LayerKey, still: StillEntry, hover hoverView: ViewIndex?, chrome: FrameChrome
    ) -> [Rect]? {
      let chromeChange = self.chrome.changes(to: chrome)
      if drawsTheSameHover(over: key, of: hoverView) { return chromeChange }
      guard let hover else { return nil }
      var changed = hover + chromeChange
      if key != self.still {
        guard still.state.from == self.still, let stillChange = still.state.items.changed else {
          return nil
        }
        changed += stillChange
      }
      return changed
    }
  }

  /// Brings the kept backdrop to `frame`; returns its key and pixels.
  private func drawBackdrop(
    _ frame: Frame, _ painter: FramePainter, sceneLayer: CairoSurface, generation: Int
  ) throws -> (key: BackdropKey, surface: CairoSurface) {
    let size = frame.layout.size
    let layout = frame.layout
    let overlays = frame.options.overlays
    let key = BackdropKey(
      scene: generation, size: size, canvasOrigin: layout.canvasOrigin, margin: layout.margin,
      scale: layout.scale, panelRect: layout.panelRect, bannerRect: layout.bannerRect,
      overlays: overlays.intersection(OverlayPainter.fixedOverlays),
      veil: OverlayPainter.veilAlpha(under: overlays))
    let backdrop = try backdrops.layer(
      for: key, in: key, width: size.width, height: size.height
    ) { context, _ in
      try painter.drawBackdrop(on: context, sceneLayer: sceneLayer)
    }
    return (key, backdrop.surface)
  }

  private typealias ClickEntry = KeptLayer<LayerKey, Set<Overlay>, ClickState>.Entry
  private typealias StillEntry = KeptLayer<LayerKey, Set<Overlay>, StillState>.Entry

  /// The click layer for `key` over `backdrop`, with how it was drawn (nil when kept); nil when
  /// no overlay draws one (the backdrop stands in).
  private func clickLayer(_ painter: FramePainter, key: LayerKey, over backdrop: CairoSurface)
    throws -> ClickEntry?
  {
    guard !key.overlays.isEmpty else { return nil }
    let size = painter.layout.size
    return try clicks.layer(
      for: key, in: painter.options.overlays, width: size.width, height: size.height,
      updatable: { $0.backdrop == key.backdrop },
      copy: { ClickState(from: $0.from, items: $0.items.copy()) },
      draw: { context, holding in
        let drawn = try SceneRenderer.draw(
          .clickLayer, painter, on: context,
          holding: holding.map { ($0.key, $0.state.items) }, key: key,
          under: { (backdrop, []) }, placement: nil, decisions: nil, tagLayer: nil)
        count(drawn.drawing)
        return ClickState(from: drawn.drawing == .update ? holding?.key : nil, items: drawn.items)
      })
  }

  /// Brings the kept still frame to `key`, over the click layer `click` (the backdrop when it
  /// has none).
  private func drawStill(
    _ painter: FramePainter, key: LayerKey, over click: ClickEntry?, backdrop: CairoSurface
  ) throws -> StillEntry {
    let size = painter.layout.size
    return try stills.layer(
      for: key, in: key.overlays, width: size.width, height: size.height,
      updatable: { $0.backdrop == key.backdrop },
      copy: {
        StillState(
          from: $0.from, items: $0.items.copy(), tagLayer: try $0.tagLayer.copy(),
          placement: KeptTagPlacement())
      },
      draw: { context, holding in
        let placement = KeptTagPlacement()
        let tagLayer = try holding?.state.tagLayer ?? TagLayer(frameOf: context)
        let drawn = try SceneRenderer.draw(
          .withoutHover, painter, on: context, holding: holding.map { ($0.key, $0.state.items) },
          key: key,
          under: {
            (click?.surface ?? backdrop, SceneRenderer.damage(of: click, since: holding?.key))
          }, placement: placement, decisions: keptDecisions(for: key.backdrop),
          tagLayer: tagLayer)
        count(drawn.drawing)
        drawn.items.tags = painter.tags.placement
        return StillState(
          from: drawn.drawing == .update ? holding?.key : nil, items: drawn.items,
          tagLayer: tagLayer, placement: placement)
      })
  }

  /// Where the click layer `under` changed from the one under the still frame of key `held`
  /// (whole device pixels): none when it is the same (or neither has one: the backdrop stands
  /// in), nil (unknown) when it was not updated from that one or nothing is held.
  private static func damage(of under: ClickEntry?, since held: LayerKey?) -> [Rect]? {
    guard let held else { return nil }
    let before = held.clickLayer
    guard let under else { return before.overlays.isEmpty ? [] : nil }
    if under.key == before { return [] }
    return under.state.from == before ? under.state.items.changed : nil
  }

  /// Which layer `draw` draws.
  private enum Layer { case clickLayer, withoutHover }

  /// How a layer came to be drawn: whole, or updated from the layer its surface held.
  private enum Drawing { case whole, update }

  private func count(_ drawing: Drawing) {
    layerDraws += 1
    if drawing == .whole { wholeLayerDraws += 1 }
  }

  /// Draws `layer` for `key` on `context` over the layer under it, which `under` hands over
  /// with where it changed since the surface's layer was drawn (whole device pixels; nil when
  /// unknown), once the tags are placed (see `OverlayPainter.Prepare`). When the surface holds
  /// that layer for another click or other per-frame overlays over the same backdrop
  /// (`holding`, with the items it drew) and the change is known, only what differs is drawn
  /// again: the damage and where items came or went (a new click moves a few outlines and name
  /// tags, not the thousand tags of a regions overlay). Returns the items drawn and how the
  /// layer was drawn. Touches nothing of a renderer but what it is handed, so that a click
  /// layer can be drawn on the queue.
  private static func draw(
    _ layer: Layer, _ painter: FramePainter, on context: CairoContext,
    holding: (key: LayerKey, items: KeptFrameItems)?, key: LayerKey,
    under: @escaping () throws -> (base: CairoSurface, damage: [Rect]?),
    placement: KeptTagPlacement?, decisions: KeptTagDecisions?, tagLayer: TagLayer?
  ) throws -> (items: KeptFrameItems, drawing: Drawing) {
    let items = KeptFrameItems()
    var drawing = Drawing.whole
    let prepare: OverlayPainter.Prepare = {
      let (base, damage) = try under()
      guard let holding, let damage, holding.key.backdrop == key.backdrop else {
        context.copyPixels(of: base)
        return nil
      }
      drawing = .update
      let frame = Rect(x: 0, y: 0, width: Double(base.width), height: Double(base.height))
      return OverlayPainter.Update(previous: holding.items.records, damage: damage) { boxes in
        context.copyPixels(of: base, in: boxes.compactMap { $0.intersection(frame) })
      }
    }
    let pass: OverlayPainter.Pass =
      layer == .clickLayer ? .clickLayer(prepare) : .withoutHover(prepare)
    try painter.drawForeground(
      on: context, clickLayerDrawn: layer == .withoutHover,
      pass: pass, placement: placement, decisions: decisions, items: items, tagLayer: tagLayer)
    return (items, drawing)
  }

  /// Draws the hover over `context`, which holds the still frame: the pixels the hover changes
  /// are put back from the click layer and every item over them drawn again, clipped; when
  /// those pixels reach the panel or banner, the frame is drawn whole over the click layer.
  /// `tagLayer` and `placement` are the still frame's. Returns where the hover changed the
  /// still frame (whole device pixels), nil when the frame was drawn whole.
  private func drawHover(
    _ painter: FramePainter, on context: CairoContext, click: CairoSurface, tagLayer: TagLayer,
    placement: KeptTagPlacement
  ) throws -> [Rect]? {
    let layout = painter.layout
    let frame = Rect(x: 0, y: 0, width: Double(click.width), height: Double(click.height))
    var changed: [Rect] = []
    let drawn = try painter.drawForeground(
      on: context, clickLayerDrawn: true,
      pass: .hoverOnly { boxes in
        let boxes = boxes.compactMap { $0.intersection(frame) }
        for box in boxes {
          if let panel = layout.panelRect, box.intersection(panel) != nil { return false }
          if let banner = layout.bannerRect, box.intersection(banner) != nil { return false }
          if let legend = layout.legendRect, box.intersection(legend) != nil { return false }
        }
        context.copyPixels(of: click, in: boxes)
        changed = boxes
        return true
      }, placement: placement, tagLayer: tagLayer)
    guard !drawn else { return changed }
    context.copyPixels(of: click)
    try painter.drawForeground(
      on: context, clickLayerDrawn: true, panels: panels,
      placement: placement, tagLayer: tagLayer)
    return nil
  }

  /// The tag decisions kept for still frames over `backdrop`: empty for a new one.
  private func keptDecisions(for backdrop: BackdropKey) -> KeptTagDecisions {
    let key = TagKey(backdrop)
    if let tagDecisions, tagDecisions.key == key { return tagDecisions.kept }
    let kept = KeptTagDecisions()
    tagDecisions = (key, kept)
    return kept
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
    lastShorthandFrame = isOneShot ? nil : frame
    return try renderFrame(frame)
  }

  /// The frame `render(scene:options:size:)` rendered last.
  private var lastShorthandFrame: Frame?

  /// Renders one frame with a fresh renderer that keeps nothing.
  public static func render(scene: Scene, options: RenderOptions, size: PixelSize? = nil) throws
    -> RasterImage
  {
    try renderPlacingTags(scene: scene, options: options, size: size).image
  }

  /// Renders one frame with a fresh renderer that keeps nothing, with where its name tags went.
  public static func renderPlacingTags(
    scene: Scene, options: RenderOptions, size: PixelSize? = nil
  ) throws -> (image: RasterImage, tags: TagPlacement) {
    let renderer = SceneRenderer()
    renderer.isOneShot = true
    let image = try renderer.render(scene: scene, options: options, size: size)
    return (image, renderer.lastTagPlacement)
  }
}
