import HitScopeEngine

/// Draws the active overlays over a drawn scene. The context's user space is window points
/// (canvas origin and scale already applied); per-pixel overlays come from `analysis`, whose grid
/// may be finer than the output for vector documents.
struct OverlayPainter {
  /// What is drawn: the scene, the options, the click's hit-test, probe outcomes, audit report.
  let frame: Frame
  let analysis: SceneAnalysis
  let context: CairoContext
  let labels: LabelBoard

  /// Layouts kept from earlier frames, or nil to lay every text out afresh.
  let texts: TextLayoutCache?
  /// Whether the surface already holds this click's layer: the chain and trace outlines, the
  /// chain's dotted path and the probe markers, which depend on the click and not on the hover
  /// (a renderer keeps them for the hover frames that follow a click).
  var clickLayerDrawn = false
  /// Where this frame's tags go, but the hover's, when an earlier frame with everything but the
  /// hover the same placed them; filled here when empty.
  var keptPlacement: KeptTagPlacement? = nil
  /// The fixed overlays' tags of an earlier frame over the same scene, area and scale, to
  /// replay (see `TagReplay`); nil to search every spot.
  var keptDecisions: KeptTagDecisions? = nil
  /// Where a frame without a hover records the items it drew (see `Pass.withoutHover`).
  var keptItems: KeptFrameItems? = nil
  /// Filled with where this frame's tags went (the hover's left out), when given.
  var placedTags: FrameTags? = nil
  /// The tag layer a renderer keeps for its frames without a hover, holding the tags of the
  /// frame the surface holds (see `TagLayer`); nil to draw one afresh (images) or to draw tags
  /// directly (documents).
  var tagLayer: TagLayer? = nil

  /// `texts` and `stamps`: kept text layouts and stamps, or nil to make them afresh.
  init(
    frame: Frame, analysis: SceneAnalysis, context: CairoContext, labelArea: Rect,
    texts: TextLayoutCache? = nil, stamps: Stamps? = nil
  ) {
    self.frame = frame
    self.analysis = analysis
    self.context = context
    self.texts = texts
    // Tags stay on the canvas, whatever margin the frame leaves around it.
    let canvas = Rect(origin: .zero, size: frame.scene.canvas)
    self.labels = LabelBoard(
      context: context, area: labelArea.intersection(canvas) ?? canvas, texts: texts,
      stamps: stamps)
  }

  var scene: Scene { frame.scene }
  var options: RenderOptions { frame.options }
  /// The click's full hit-test, when there is a click.
  var click: HitTestResult? { frame.click }

  var canvasRect: Rect { Rect(origin: .zero, size: scene.canvas) }

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
    if let audit = frame.audit { try drawAuditOutlines(audit) }
    if overlays.contains(.gestures) { try drawGestureOutlines() }
    try context.check("the overlays")
  }

  /// The overlays `drawFixed` draws a part of (the rest draw per frame only).
  static let fixedOverlays: Set<Overlay> = [.map, .regions, .outsets, .audit, .gestures]

  /// The overlays whose outlines, path and markers make the click layer (see `Pass`).
  static let clickLayerOverlays: Set<Overlay> = [.chain, .trace, .probes]

  /// The white veil's opacity under `overlays`: strong under tinting ones, light under
  /// outline-only ones, none without overlays.
  static func veilAlpha(under overlays: Set<Overlay>) -> Double {
    if !overlays.isDisjoint(with: [.regions, .map, .outsets]) { return 0.55 }
    return overlays.isDisjoint(with: clickLayerOverlays) ? 0 : 0.3
  }

  /// Which of the per-frame drawing to do over what the surface holds.
  enum Pass {
    /// Everything.
    case whole
    /// Only the click's layer (see `clickLayerDrawn`), over the backdrop, or updating another
    /// click's layer to this one. The items drawn are recorded in `keptItems`.
    case clickLayer(Prepare)
    /// Everything but the hovered view's outline and tag: the frame without a hover, over the
    /// click layer, or updating another click's frame without a hover to this one. The items
    /// drawn are recorded in `keptItems`. The tags are placed and their layer drawn before
    /// `Prepare` is called, so the layer under this one may still be in the making meanwhile.
    case withoutHover(Prepare)
    /// Over the frame without a hover: only the pixels the hover changes. `restore` is handed
    /// the boxes of those pixels (whole device pixels) and puts back there what the surface held
    /// before the hover and the items after it were drawn, or returns false when it cannot (a
    /// box reaches the panel or banner): nothing is drawn then. The items drawn in the boxes are
    /// then drawn again, clipped to them.
    case hoverOnly(restore: ([Rect]) throws -> Bool)

    /// Whether the pass draws only the hover's pixels, over a frame without the hover.
    var isHoverOnly: Bool {
      if case .hoverOnly = self { true } else { false }
    }
  }

  /// Called once by a `.clickLayer` or `.withoutHover` pass, before it draws on the surface:
  /// puts the whole layer under this one on the surface and returns nil, or returns how to
  /// update the other frame's layer the surface holds.
  typealias Prepare = () throws -> Update?

  /// What a surface holding another frame's layer needs to become this frame's: the items that
  /// layer drew (`previous`), where the layer under it changed since (`damage`, whole device
  /// pixels), and `restore`, which puts back the layer under this one in the boxes it is handed
  /// (the damage and the boxes of items that came or went), where every item touching them is
  /// then drawn again, clipped. Those boxes are recorded in `keptItems.changed`.
  struct Update {
    var previous: [FrameItem.Record]
    var damage: [Rect]
    var restore: ([Rect]) throws -> Void
  }

  /// The rest, over the fixed part: the click's layer (chain, trace, probes), then name tags (the
  /// fixed overlays' too: where a tag goes depends on the click's badges and markers), hover and
  /// click marker. Tags are only placed until they are drawn, so placing them before the click's
  /// layer is drawn changes no pixel. Returns false when a `.hoverOnly` pass drew nothing.
  @discardableResult
  func drawPerFrame(_ pass: Pass = .whole) throws -> Bool {
    let overlays = options.overlays
    if !overlays.isEmpty || options.hover != nil {
      try labels.keepOff(titles: analysis.titles(indexedOver: labels.area))
    }
    // Badges and markers claim their places first, so that name tags keep off them.
    if let click {
      labels.reserve(Rect(x: click.point.x - 12, y: click.point.y - 12, width: 24, height: 24))
    }
    let badges = overlays.contains(.chain) ? placeChainBadges() : []
    if case .clickLayer(let prepare) = pass {
      try draw(clickLayerItems(badges: badges), updating: try prepare())
      return true
    }
    if overlays.contains(.probes) { reserveProbeMarkers() }
    let auditMarkers: [AuditMarker]
    if let keptPlacement, let kept = keptPlacement.placement {
      auditMarkers = keptPlacement.auditMarkers
      labels.restore(kept)
    } else {
      auditMarkers = try frame.audit.map { try placeAuditMarkers($0) } ?? []
      // The most telling first, as they get the spots nearest their views: what a failing
      // probe got, the trace's verdicts, then the views' names.
      if overlays.contains(.probes) { try tagProbes() }
      if overlays.contains(.trace) { try tagTrace() }
      // The fixed overlays' tags, the same for every click but where its tags and badges
      // crowd them: replayed from the last frame's (see `TagReplay`).
      try labels.replaying(keptDecisions) {
        if overlays.contains(.outsets) { try tagOutsets() }
        if overlays.contains(.regions) { try tagRegions() }
        if overlays.contains(.map) { try tagMap() }
        if overlays.contains(.gestures) { try tagGestures() }
      }
      keptPlacement?.placement = labels.placement
      keptPlacement?.auditMarkers = auditMarkers
    }
    if !clickLayerDrawn {
      for item in clickLayerItems(badges: badges) { try item.draw() }
      try context.check("the overlays")
    }
    // Over a frame without the hover, only the hover's pixels are drawn: the frame's tags and
    // their layer are the still frame's.
    if !pass.isHoverOnly { placedTags?.placement = labels.result }
    let hover = options.hover.flatMap { scene.views.indices.contains($0) ? $0 : nil }
    let untaggedCount = labels.tags.count
    if let hover { try tagHover(hover) }

    // What remains, in drawing order, each with a box in window points holding its pixels:
    // what goes under the tags, the tags, what goes over them.
    let this = Shared(self)
    var under: [FrameItem] = []
    if let hover {
      under.append(
        FrameItem(identity: .hover(hover), boxes: hoverBoxes(hover), isHover: true) {
          try this.painter.drawHoverOutline(hover)
        })
    }
    if let click {
      let p = click.point
      under.append(
        FrameItem(
          identity: .clickMarker(p), boxes: [Rect(x: p.x - 14, y: p.y - 14, width: 28, height: 28)]
        ) {
          try this.painter.drawClickMarker(p)
        })
    }
    // On images the tags but the hover's go through a tag layer (see `TagLayer`).
    let layer = try tagLayer ?? (context.surface.isImage ? TagLayer(frameOf: context) : nil)
    // The board alone is captured: a closure over `self` would copy the whole painter, once
    // per tag. Over the still frame, the layer holds all tags but the hover's.
    let labels = self.labels
    let drawnTags =
      pass.isHoverOnly && layer != nil ? untaggedCount..<labels.tags.count : 0..<labels.tags.count
    let tags = zip(drawnTags, labels.tags[drawnTags]).map { index, tag in
      FrameItem(
        identity: .tag(tag.placed, tag.background, tag.foreground),
        boxes: [tag.box.insetBy(-2)], isHover: index >= untaggedCount
      ) {
        try labels.draw(tag)
      }
    }
    // Numbered markers go over every tag: the panel refers to them by number.
    var over: [FrameItem] = []
    let badgeReach = ChainBadge.radius + 6
    for badge in badges {
      let c = badge.center
      over.append(
        FrameItem(
          identity: .badge(badge.number, c, badge.isHandler),
          boxes: [
            Rect(
              x: c.x - badgeReach, y: c.y - badgeReach, width: 2 * badgeReach,
              height: 2 * badgeReach)
          ]
        ) {
          try this.painter.drawBadge(
            badge.number, at: badge.center, radius: ChainBadge.radius, handler: badge.isHandler)
        })
    }
    let markerReach = AuditMarker.side / 2 + 3
    for marker in auditMarkers {
      let c = marker.center
      over.append(
        FrameItem(
          identity: .auditMarker(marker.number, c, marker.severity),
          boxes: [
            Rect(
              x: c.x - markerReach, y: c.y - markerReach, width: 2 * markerReach,
              height: 2 * markerReach)
          ]
        ) {
          try this.painter.drawAuditMarker(
            marker.number, at: marker.center, severity: marker.severity)
        })
    }

    let (layered, hoverTags) =
      layer == nil ? ([], tags) : (tags.filter { !$0.isHover }, tags.filter(\.isHover))
    // Brings `layer` to this frame's tags; a hover frame's surface holds the frame without it,
    // whose tags the kept layer already holds.
    let held = Array(labels.tags.prefix(untaggedCount))
    func show(_ layer: TagLayer) throws -> [Rect]? {
      try layer.show(held, records: records(layered), under: context.matrix) { i, context in
        try labels.draw(held[i], on: context)
      }
    }
    switch pass {
    case .whole, .clickLayer:
      for item in under { try item.draw() }
      if let layer {
        _ = try show(layer)
        context.composite(layer.surface, in: nil)
      }
      for item in hoverTags + over { try item.draw() }
    case .withoutHover(let prepare):
      let shown = try layer.map { ($0, try show($0)) }
      try draw(
        under: under.filter { !$0.isHover }, layer: shown,
        over: (hoverTags + over).filter { !$0.isHover }, updating: try prepare())
    case .hoverOnly(let restore):
      let above = hoverTags + over
      let underRecords = records(under)
      let aboveRecords = records(above)
      let dirty =
        zip(under, underRecords).flatMap { $0.isHover ? $1.boxes : [] }
        + zip(above, aboveRecords).flatMap { $0.isHover ? $1.boxes : [] }
      guard !dirty.isEmpty else { break }
      guard try restore(dirty) else { return false }
      try FrameItem.redraw(underRecords, in: dirty, on: context) { try under[$0].draw() }
      if let layer { context.composite(layer.surface, in: dirty) }
      try FrameItem.redraw(aboveRecords, in: dirty, on: context) { try above[$0].draw() }
    }
    try context.check("the overlays")
    return true
  }

  /// Each item's identity and boxes in whole device pixels.
  private func records(_ items: [FrameItem]) -> [FrameItem.Record] {
    let matrix = context.matrix
    return items.map { item in
      FrameItem.Record(
        identity: item.identity,
        boxes: item.boxes.map { FrameItem.devicePixels(of: $0, under: matrix) }
          .filter { !$0.isEmpty })
    }
  }

  /// Draws `items` over the surface, or (with `update`) only where they differ from the ones
  /// it holds; records them in `keptItems`.
  private func draw(_ items: [FrameItem], updating update: Update?) throws {
    try draw(under: items, layer: nil, over: [], updating: update)
  }

  /// Draws `under`, then the tag layer (when given, with where it changed since the surface's
  /// frame was drawn: nil when it was drawn whole), then `over`, or (with `update`) only where
  /// they differ from what the surface holds; records `under` and `over` in `keptItems`.
  private func draw(
    under: [FrameItem], layer: (TagLayer, changes: [Rect]?)?, over: [FrameItem],
    updating update: Update?
  ) throws {
    let items = under + over
    let current = records(items)
    keptItems?.records = current
    var update = update
    if let changes = layer.map({ $0.changes }), changes == nil, let whole = update {
      // The tag layer was drawn whole: so is everything over the layer under it.
      let surface = context.surface
      try whole.restore([
        Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
      ])
      update = nil
    }
    guard let update else {
      for item in under { try item.draw() }
      if let layer { context.composite(layer.0.surface, in: nil) }
      for item in over { try item.draw() }
      keptItems?.changed = nil
      return
    }
    let dirty =
      update.damage + FrameItem.changes(from: update.previous, to: current)
      + (layer?.changes ?? [])
    keptItems?.changed = dirty
    guard !dirty.isEmpty else { return }
    try update.restore(dirty)
    let split = under.count
    try FrameItem.redraw(Array(current[..<split]), in: dirty, on: context) { try under[$0].draw() }
    if let layer { context.composite(layer.0.surface, in: dirty) }
    try FrameItem.redraw(Array(current[split...]), in: dirty, on: context) {
      try over[$0].draw()
    }
  }

  /// The click's layer, in drawing order: the chain's outlines (dashed, then the hit view's),
  /// the trace's, the chain's dotted path joining `badges` and the probe markers; none of it
  /// depends on the hover or on name tags.
  private func clickLayerItems(badges: [ChainBadge]) -> [FrameItem] {
    let overlays = options.overlays
    let this = Shared(self)
    var items: [FrameItem] = []
    if overlays.contains(.chain), let click, let hit = click.hit {
      for entry in click.chain {
        guard case .view(let v) = entry, v != hit else { continue }
        items.append(
          FrameItem(
            identity: .chainOutline(v),
            boxes: outlineBoxes(v, strokeWidth: OverlayPainter.dashedChainWidth)
          ) { try this.painter.drawDashedChainOutline(v) })
      }
      let handles = click.handler == .view(hit)
      items.append(
        FrameItem(identity: .hitOutline(hit, handles), boxes: outlineBoxes(hit, strokeWidth: 5.5)) {
          try this.painter.drawHitOutline(hit, handles: handles)
        })
    }
    if overlays.contains(.trace), let click {
      for visit in click.trace {
        let width = traceWidth(visit.verdict)
        items.append(
          FrameItem(
            identity: .traceOutline(visit.view, visit.verdict),
            boxes: outlineBoxes(visit.view, strokeWidth: width)
          ) { try this.painter.drawTraceOutline(visit) })
      }
      for missed in scene.missedViews(in: click) {
        items.append(
          FrameItem(
            identity: .missedOutline(missed.view),
            boxes: outlineBoxes(missed.view, strokeWidth: 3.5)
          ) { try this.painter.drawMissedOutline(missed.view) })
      }
    }
    if badges.count > 1 {
      let centres = badges.map(\.center)
      items.append(
        FrameItem(identity: .chainPath(centres), boxes: OverlayPainter.chainPathBoxes(centres)) {
          this.painter.drawChainPath(badges)
        })
    }
    if overlays.contains(.probes) {
      for (index, outcome) in (frame.probes ?? []).enumerated() {
        let p = outcome.probe.point
        items.append(
          FrameItem(
            identity: .probeMarker(index, p, outcome.holds),
            boxes: [Rect(x: p.x - 4, y: p.y - 30, width: 38, height: 34)]
          ) { try this.painter.drawProbeMarker(index, outcome) })
      }
    }
    return items
  }

  /// Washes the scene out under tinting overlays (lightly under outline-only ones), so overlay
  /// colours read clearly over saturated scenes.
  func drawVeil() {
    let alpha = OverlayPainter.veilAlpha(under: options.overlays)
    guard alpha > 0 else { return }
    context.rectangle(canvasRect)
    context.setSource(Color.white.withAlpha(alpha))
    context.fill()
  }

  /// The outline a view's hit-testing follows, in its bounds space: what a SwiftUI view without
  /// a content shape paints (its shape), else its hit region.
  func hitOutline(_ v: ViewIndex) -> Path { OverlayPainter.hitOutline(v, in: scene) }

  static func hitOutline(_ v: ViewIndex, in scene: Scene) -> Path {
    if scene.rules[v].ownRegion != .hitRegion { return scene.geometry[v].shapePath }
    return scene.geometry[v].hitRegion.path
  }

  /// The first point inside a view's hit outline from the top-left, in window points (the box's
  /// corner when the scan finds none).
  func interiorAnchor(_ v: ViewIndex) -> Point? { outlineSpot(v)?.anchor }

  /// The box on the canvas of a view's hit outline and the first point inside the outline from
  /// its top-left (the box's corner when the scan finds none), in window points; nil when none
  /// of the outline's box is on the canvas.
  func outlineSpot(_ v: ViewIndex) -> (box: Rect, anchor: Point)? {
    let path = hitOutline(v)
    let m = scene.viewToWindow(v)
    guard let inverse = m.inverted,
      let box = m.boundingBox(of: path.bounds).intersection(canvasRect)
    else { return nil }
    let anchor =
      OverlayGeometry.firstPoint(in: box, step: 3) { path.contains(inverse.apply($0)) }
      ?? box.origin
    return (box, anchor)
  }

  /// Paints the current source through a grid-sized mask, clipped to the canvas.
  func paintThroughGridMask(_ mask: CairoSurface) throws {
    let scale = analysis.grid.scale
    // Cairo 1.16's SVG output puts a masked pattern in the wrong place (browsers and librsvg
    // agree): an SVG gets the masked source as one image, which it places right.
    let image = context.surface.isSVG ? try context.sourceImage(through: mask, scale: scale) : nil
    context.withState {
      context.rectangle(canvasRect)
      context.clip()
      context.scale(1 / scale, 1 / scale)
      if let image {
        context.setSource(image, x: 0, y: 0, smooth: false)
        context.paint()
      } else {
        context.mask(mask, x: 0, y: 0)
      }
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
    let clip = canvasRect.insetBy(-width)
    // A stroke that stays inside the clip (its box grown by a miter joint's reach) draws the
    // same pixels without it, and cairo strokes faster unclipped.
    let reach = m.boundingBox(of: path.bounds).insetBy(-(5 * width + 1))
    let needsClip =
      !(reach.minX >= clip.minX && reach.minY >= clip.minY && reach.maxX <= clip.maxX
      && reach.maxY <= clip.maxY)
    context.withState {
      if needsClip {
        context.rectangle(clip)
        context.clip()
      }
      context.withState {
        context.concatenate(m)
        context.append(path)
      }
      context.setSource(color)
      context.setStroke(width: width, dash: dash)
      context.stroke()
    }
  }

  /// The click's marker: a ring and a cross-hair around `p`; on image surfaces a stamp, as a
  /// click's frames draw it again wherever an outline or tag under it changes.
  func drawClickMarker(_ p: Point) throws {
    func paint(_ context: CairoContext, at p: Point) {
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
    // The cross-hair's round caps reach 12 points from the centre.
    let reach = 13.0
    try stamped(
      ClickMarkerStamp(),
      in: Rect(x: p.x - reach, y: p.y - reach, width: 2 * reach, height: 2 * reach)
    ) { context, origin in paint(context, at: Point(p.x - origin.x, p.y - origin.y)) }
  }

  func drawHoverOutline(_ v: ViewIndex) throws {
    let color = analysis.colors[v]
    try strokeOutline(v, color: .white, width: 4)
    try strokeOutline(v, color: color, width: 2)
  }

  /// Boxes in window points holding every pixel `drawHoverOutline` draws: one band along each
  /// side of an upright rectangular outline (a container's inside is left out), else the
  /// outline's box.
  func hoverBoxes(_ v: ViewIndex) -> [Rect] { outlineBoxes(v, strokeWidth: 4) }

  /// Boxes in window points holding every pixel a stroke `strokeWidth` points wide of `v`'s hit
  /// outline touches (see `hoverBoxes`): half the width and a point beyond an upright
  /// rectangle's sides, else the outline's box grown by five widths (a miter joint's reach).
  func outlineBoxes(_ v: ViewIndex, strokeWidth: Double) -> [Rect] {
    let m = scene.viewToWindow(v)
    guard ScenePainter.isDrawable(m) else { return [] }
    let reach = strokeWidth / 2 + 1
    let clip = canvasRect.insetBy(-strokeWidth - 1)
    if let r = uprightOutlineBox(v) {
      let w = r.width + 2 * reach
      let h = r.height + 2 * reach
      return [
        Rect(x: r.minX - reach, y: r.minY - reach, width: w, height: 2 * reach),
        Rect(x: r.minX - reach, y: r.maxY - reach, width: w, height: 2 * reach),
        Rect(x: r.minX - reach, y: r.minY - reach, width: 2 * reach, height: h),
        Rect(x: r.maxX - reach, y: r.minY - reach, width: 2 * reach, height: h),
      ].compactMap { $0.intersection(clip) }
    }
    return m.boundingBox(of: hitOutline(v).bounds).insetBy(-(5 * strokeWidth + 1)).intersection(
      clip
    ).map {
      [$0]
    } ?? []
  }

  /// The box in window points of `v`'s hit outline when that outline is a rectangle upright in
  /// the window (its hit region, a rectangle, under a map without rotation or skew), else nil.
  func uprightOutlineBox(_ v: ViewIndex) -> Rect? {
    let m = scene.viewToWindow(v)
    guard scene.rules[v].ownRegion == .hitRegion,
      case .rect(let local) = scene.geometry[v].hitRegion, m.b == 0, m.c == 0
    else { return nil }
    return m.boundingBox(of: local)
  }

  /// The hovered view's id on a tag, unless a tag already gives it (the regions' or the map's).
  func tagHover(_ v: ViewIndex) throws {
    guard let (box, anchor) = outlineSpot(v) else { return }
    try labels.add(
      scene.views[v].id, owner: .view(v), overlay: nil, target: box, preferred: anchor,
      background: analysis.colors[v])
  }
}

/// The click marker's stamp: it looks the same wherever it is.
private struct ClickMarkerStamp: Hashable {}

/// Something drawn over a frame's click layer, with boxes holding its pixels.
struct FrameItem {
  /// What the item draws, all of it: two items with one identity draw the same pixels.
  enum Identity: Hashable {
    case hover(ViewIndex)
    case clickMarker(Point)
    /// The tag as placed, its background and text colour.
    case tag(PlacedTag, Color, Color)
    /// Number, centre, whether it marks the handler.
    case badge(Int, Point, Bool)
    /// Number, centre, severity.
    case auditMarker(Int, Point, AuditRule.Severity)
    /// A dashed outline of a view on the click's chain.
    case chainOutline(ViewIndex)
    /// The hit view's outline, and whether it handles the touch.
    case hitOutline(ViewIndex, Bool)
    case traceOutline(ViewIndex, Verdict)
    /// A touch target under the click that did not get it.
    case missedOutline(ViewIndex)
    /// The dotted line through the badges' centres.
    case chainPath([Point])
    /// A probe's numbered marker: its number less one, point and whether it holds.
    case probeMarker(Int, Point, Bool)
  }

  /// An item drawn on a frame kept for the next: its identity and its boxes in whole device
  /// pixels (see `devicePixels`).
  struct Record: Hashable {
    var identity: Identity
    var boxes: [Rect]

    /// The boxes alone: two items in one place are rare, and hashing a tag's text and colours
    /// for every item of every frame cost more than comparing the few that share a place.
    func hash(into hasher: inout Hasher) {
      hasher.combine(boxes)
    }
  }

  var identity: Identity
  /// In window points; none when the item draws nothing.
  var boxes: [Rect]
  /// Whether it is there only because of the hover.
  var isHover = false
  var draw: () throws -> Void

  /// `box` (user space under `matrix`) in whole device pixels, with two pixels of room for
  /// antialiasing; empty for an empty box.
  static func devicePixels(of box: Rect, under matrix: AffineTransform) -> Rect {
    guard box.width > 0, box.height > 0 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    let b = matrix.boundingBox(of: box)
    let x0 = b.minX.rounded(.down) - 2
    let y0 = b.minY.rounded(.down) - 2
    return Rect(
      x: x0, y: y0, width: b.maxX.rounded(.up) + 2 - x0, height: b.maxY.rounded(.up) + 2 - y0)
  }
}

extension OverlayPainter {
  /// The painter behind one reference, for the drawing closures of many frame items: a closure
  /// over `self` copies the whole painter (the frame with it), once per item.
  fileprivate final class Shared {
    let painter: OverlayPainter

    init(_ painter: OverlayPainter) { self.painter = painter }
  }
}
