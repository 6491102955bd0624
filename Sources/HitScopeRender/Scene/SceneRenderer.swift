import Dispatch
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
  /// The side panel's own layouts and stamps and the queue it is drawn on (see `PanelJob`).
  private let panelTexts = TextLayoutCache()
  private let panelStamps = Stamps()
  private let panelQueue = DispatchQueue(label: "HitScope side panel")
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

  /// How many side panels, drawn for the hidden tags of the frame before, this renderer drew
  /// again in place for another number (see `PanelJob`).
  var panelCorrections: Int { panels.corrections }

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

  /// What drawing a kept still frame left: its items (with where its tags went), the layer of
  /// its name tags (see `TagLayer`) and their places for its hover frames.
  private struct StillState {
    var items: KeptFrameItems
    var tagLayer: TagLayer
    var placement: KeptTagPlacement
  }

  /// Renders `frame`: an image of `frame.layout.size`, every pixel drawn.
  public func render(_ frame: Frame) throws -> RasterImage {
    let painter = FramePainter(frame: frame, texts: texts, stamps: stamps)
    let (sceneLayer, generation) = try scenes.prepare(frame, analysis: painter.analysis)
    let size = frame.layout.size
    let pixels = try CairoSurface.drawingPixels(width: size.width, height: size.height) { image in
      let context = try CairoContext(surface: image)
      if isOneShot {
        try painter.drawBackdrop(on: context, sceneLayer: sceneLayer)
        try painter.drawForeground(on: context)
        lastTagPlacement = painter.tags.placement
        return
      }
      let layout = frame.layout
      // The panel is drawn beside the layers, for as many hidden tags as the last frame had:
      // most clicks leave out as many, and a frame that leaves out another number draws its
      // panel again afterwards (copying all but that line).
      let panelPainter = FramePainter(frame: frame, texts: panelTexts, stamps: panelStamps)
      // A panel kept (a hover's) is not worth the hand-off.
      let guessedHidden = lastTagPlacement.hidden
      let guess = panelPainter.panelContent(hiddenTags: guessedHidden)
      let known = guess.flatMap { content in
        layout.panelRect.flatMap { panels.kept(content, in: $0, layout: layout) }.map {
          (guessedHidden, content, $0)
        }
      }
      let job =
        known != nil
        ? nil
        : guess.map {
          PanelJob(content: $0, painter: panelPainter, panels: panels, on: panelQueue)
        }
      let layers = Result {
        try drawLayers(frame, painter, sceneLayer: sceneLayer, generation: generation)
      }
      // The still frame goes to the frame while the panel is drawn.
      if case .success(let drawn) = layers { context.copyPixels(of: drawn.still.surface) }
      let panel = try known ?? job.map { (guessedHidden, $0.content, try $0.wait()) }
      let (click, still) = try layers.get()
      let tags = still.state.items.tags
      lastTagPlacement = tags
      try panelPainter.drawPanelAndBanner(on: context, panels: panels, tags: tags, drawn: panel)
      if frame.options.hover != nil {
        try drawHover(
          painter, on: context, click: click, tagLayer: still.state.tagLayer,
          placement: still.state.placement)
      }
    }
    return RasterImage(width: size.width, height: size.height, pixels: pixels)
  }

  /// Brings the kept layers to `frame`: the backdrop, the click layer (nil when no overlay draws
  /// one: the backdrop stands in) and the still frame. Returns the surface under the still
  /// frame and the still frame's layer.
  private func drawLayers(
    _ frame: Frame, _ painter: FramePainter, sceneLayer: CairoSurface, generation: Int
  ) throws -> (click: CairoSurface, still: KeptLayer<LayerKey, Set<Overlay>, StillState>.Entry) {
    let size = frame.layout.size
    let layout = frame.layout
    let overlays = frame.options.overlays
    let backdropKey = BackdropKey(
      scene: generation, size: size, canvasOrigin: layout.canvasOrigin, margin: layout.margin,
      scale: layout.scale, panelRect: layout.panelRect, bannerRect: layout.bannerRect,
      overlays: overlays.intersection(OverlayPainter.fixedOverlays),
      veil: OverlayPainter.veilAlpha(under: overlays))
    let backdrop = try backdrops.layer(
      for: backdropKey, in: backdropKey, width: size.width, height: size.height
    ) { context, _ in
      try painter.drawBackdrop(on: context, sceneLayer: sceneLayer)
    }.surface
    let stillKey = LayerKey(backdrop: backdropKey, click: frame.options.click, overlays: overlays)
    let clickKey = stillKey.clickLayer
    let overBackdrop = { (key: LayerKey) in key.backdrop == backdropKey }
    let click =
      !painter.drawsClickLayer
      ? nil
      : try clicks.layer(
        for: clickKey, in: overlays, width: size.width, height: size.height,
        updatable: overBackdrop, copy: { ClickState(from: $0.from, items: $0.items.copy()) },
        draw: { context, holding in
          let items = try draw(
            .clickLayer, painter, on: context, holding: holding.map { ($0.key, $0.state.items) },
            key: clickKey, over: backdrop, damage: [], placement: nil, tagLayer: nil)
          return ClickState(from: items.isUpdate ? holding?.key : nil, items: items.items)
        })
    let clickSurface = click?.surface ?? backdrop
    let still = try stills.layer(
      for: stillKey, in: overlays, width: size.width, height: size.height,
      updatable: overBackdrop,
      copy: {
        StillState(
          items: $0.items.copy(), tagLayer: try $0.tagLayer.copy(), placement: KeptTagPlacement())
      },
      draw: { context, holding in
        // Where the click layer changed from the one under the frame the surface holds: none
        // when it is the same (or neither has one: the backdrop stands in), unknown when it was
        // not updated from that one.
        var damage: [Rect]? = nil
        if let holding {
          let under = holding.key.clickLayer
          if let click {
            if click.key == under {
              damage = []
            } else if click.state.from == under {
              damage = click.state.items.changed
            }
          } else if under.overlays.isEmpty {
            damage = []
          }
        }
        let placement = KeptTagPlacement()
        let tagLayer = try holding?.state.tagLayer ?? TagLayer(frameOf: context)
        let items = try draw(
          .withoutHover, painter, on: context, holding: holding.map { ($0.key, $0.state.items) },
          key: stillKey, over: clickSurface, damage: damage, placement: placement,
          tagLayer: tagLayer)
        items.items.tags = painter.tags.placement
        return StillState(items: items.items, tagLayer: tagLayer, placement: placement)
      })
    return (clickSurface, still)
  }

  /// Which layer `draw` draws.
  private enum Layer { case clickLayer, withoutHover }

  /// Draws `layer` for `key` on `context` over `base` (the layer under it). When the surface
  /// holds that layer for another click or other per-frame overlays over the same backdrop
  /// (`holding`, with the items it drew) and `damage` says where `base` changed since (whole
  /// device pixels), only what differs is drawn again: the damage and where items came or
  /// went (a new click moves a few outlines and name tags, not the thousand tags of a regions
  /// overlay). Returns the items drawn and whether the layer was updated rather than drawn whole.
  private func draw(
    _ layer: Layer, _ painter: FramePainter, on context: CairoContext,
    holding: (key: LayerKey, items: KeptFrameItems)?, key: LayerKey, over base: CairoSurface,
    damage: [Rect]?, placement: KeptTagPlacement?, tagLayer: TagLayer?
  ) throws -> (items: KeptFrameItems, isUpdate: Bool) {
    layerDraws += 1
    let items = KeptFrameItems()
    var update: OverlayPainter.Update? = nil
    if let holding, let damage, holding.key.backdrop == key.backdrop {
      let frame = Rect(x: 0, y: 0, width: Double(base.width), height: Double(base.height))
      update = OverlayPainter.Update(previous: holding.items.records, damage: damage) {
        boxes in
        context.copyPixels(of: base, in: boxes.compactMap { $0.intersection(frame) })
      }
    } else {
      wholeLayerDraws += 1
      context.copyPixels(of: base)
    }
    let pass: OverlayPainter.Pass =
      layer == .clickLayer ? .clickLayer(update) : .withoutHover(update)
    try painter.drawForeground(
      on: context, clickLayerDrawn: layer == .withoutHover,
      pass: pass, placement: placement, decisions: keptDecisions(for: key.backdrop),
      items: items, tagLayer: tagLayer)
    return (items, update != nil)
  }

  /// Draws the hover over `context`, which holds the still frame: the pixels the hover changes
  /// are put back from the click layer and every item over them drawn again, clipped; when
  /// those pixels reach the panel or banner, the frame is drawn whole over the click layer.
  /// `tagLayer` and `placement` are the still frame's.
  private func drawHover(
    _ painter: FramePainter, on context: CairoContext, click: CairoSurface, tagLayer: TagLayer,
    placement: KeptTagPlacement
  ) throws {
    let layout = painter.layout
    let frame = Rect(x: 0, y: 0, width: Double(click.width), height: Double(click.height))
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
        return true
      }, placement: placement, tagLayer: tagLayer)
    guard !drawn else { return }
    context.copyPixels(of: click)
    try painter.drawForeground(
      on: context, clickLayerDrawn: true, panels: panels,
      placement: placement, tagLayer: tagLayer)
  }

  /// The tag decisions kept for still frames over `backdrop`: empty for a new one.
  private func keptDecisions(for backdrop: BackdropKey) -> KeptTagDecisions {
    let key = TagKey(backdrop)
    if let tagDecisions, tagDecisions.key == key { return tagDecisions.kept }
    let kept = KeptTagDecisions()
    tagDecisions = (key, kept)
    return kept
  }

  /// Shorthand for rendering `Frame(scene:options:size:previous:)` made from the frame this
  /// shorthand rendered last: the natural size for `scene` and `options` when `size` is nil,
  /// else exactly `size` pixels with the canvas centred.
  public func render(scene: Scene, options: RenderOptions, size: PixelSize? = nil) throws
    -> RasterImage
  {
    let frame = try Frame(scene: scene, options: options, size: size, previous: lastShorthandFrame)
    lastShorthandFrame = isOneShot ? nil : frame
    return try render(frame)
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
