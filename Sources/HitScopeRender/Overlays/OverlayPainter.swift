import HitScopeEngine

/// Draws the active overlays over a drawn scene. The context's user space is window points
/// (canvas origin and scale already applied); per-pixel overlays come from `analysis`, whose grid
/// may be finer than the output for vector documents.
struct OverlayPainter {
  /// What is drawn: the scene, the options, the click's hit-test, probe outcomes, audit report.
  let frame: Frame
  let analysis: SceneAnalysis
  /// Where the frame's name tags, badges and markers go.
  let tags: TagLayout
  let context: CairoContext

  /// Layouts kept from earlier frames.
  let texts: TextLayoutCache
  /// Where tags, badges and markers drawn on image surfaces are kept as pixels.
  let stamps: Stamps

  var scene: Scene { frame.scene }

  /// The backdrop (see `OverlayDrawing`, `OverlayBackdrop`): what depends on the scene and the
  /// set of overlays alone, under all `drawStill` draws, so a renderer keeps it over the scene.
  func drawFixed() throws {
    let backdrop = OverlayBackdrop(frame.options.overlays)
    if backdrop.veil > 0 {
      context.fill(scene.canvasRect, with: Color.white.withAlpha(backdrop.veil))
    }
    for overlay in backdrop.overlays { try overlay.drawing.drawUnder(self) }
    for overlay in backdrop.overlays { try overlay.drawing.drawFixed(self) }
    try context.check("the overlays")
  }

  /// The still frame over the backdrop but the hover, bottom to top: every overlay's outlines
  /// and marks, the click's marker, the name tags, then the numbered marks the panel refers to,
  /// which no tag may hide; each tag, badge and marker where the frame's tag layout put it.
  func drawStill() throws {
    let drawings = Overlay.allCases.filter(frame.options.overlays.contains).map(\.drawing)
    for drawing in drawings { try drawing.drawOutlines(self) }
    for drawing in drawings { try drawing.drawMarks(self) }
    if let click = frame.click { try draw(ClickMarker(), centredAt: click.point) }
    for tag in tags.placement.tags { try tag.draw(on: context, stamps: stamps, texts: texts) }
    for drawing in drawings { try drawing.drawOverTags(self) }
    try context.check("the overlays")
  }

  /// The hovered view's outline (in its colour over white) and name tag, over everything
  /// `drawStill` drew, within `hoverBoxes()`.
  func drawHover() throws {
    guard let hover = frame.options.hover, scene.views.indices.contains(hover) else { return }
    try strokeOutline(hover, color: .white, width: 4)
    try strokeOutline(hover, color: analysis.colors[hover], width: 2)
    try tags.hover?.draw(on: context, stamps: stamps, texts: texts)
    try context.check("the hover")
  }

  /// Boxes in window points holding every pixel `drawHover` draws; none without a hover. For
  /// the outline's widest stroke, they hold every pixel it touches: a band along each side of an
  /// upright rectangle, half the width and a point beyond it (a container's inside is left out),
  /// else the outline's box grown by five widths (a miter joint's reach).
  func hoverBoxes() -> [Rect] {
    guard let hover = frame.options.hover, scene.views.indices.contains(hover) else { return [] }
    let tag = tags.hover.map { [$0.drawnBox.insetBy(-2)] } ?? []
    let m = scene.viewToWindow(hover)
    let width = 4.0
    guard ScenePainter.isDrawable(m) else { return tag }
    let clip = scene.canvasRect.insetBy(-width - 1)
    if let r = uprightOutlineBox(hover) {
      let reach = width / 2 + 1
      return r.insetBy(-reach).ring(around: r.insetBy(reach)).compactMap { $0.intersection(clip) }
        + tag
    }
    let box = m.boundingBox(of: scene.hitOutline(hover).bounds).insetBy(-(5 * width + 1))
    return (box.intersection(clip).map { [$0] } ?? []) + tag
  }

  /// Paints a grid-sized `image`, or the current source through it when it is a `mask`, clipped
  /// to the canvas.
  func paintGrid(_ image: CairoSurface, mask: Bool = false) throws {
    let scale = analysis.grid.scale
    // Cairo 1.16's SVG output puts a masked pattern in the wrong place (browsers and librsvg
    // agree): an SVG gets the masked source as one image, which it places right.
    let masks = mask && !context.surface.isSVG
    let image = mask && !masks ? try context.sourceImage(through: image, scale: scale) : image
    context.withClip(to: scene.canvasRect) {
      context.scale(1 / scale, 1 / scale)
      if masks {
        context.mask(image, x: 0, y: 0)
      } else {
        context.setSource(image, x: 0, y: 0)
        context.paint()
      }
    }
  }

  /// Draws `stamp` centred on `c` (window points), through the stamps kept with the tags' (see
  /// `Stamps.draw(_:at:snapped:on:texts:)`).
  func draw<S: CentredStamp>(_ stamp: S, centredAt c: Point) throws {
    try stamps.draw(stamp, at: Point(c.x - S.reach, c.y - S.reach), on: context, texts: texts)
  }

  /// A disc of `color` with a white rim 1.5 points wide, as chain badges and probe markers have.
  static func fillRimmedDisc(
    center: Point, radius: Double, color: Color, on context: CairoContext
  ) {
    context.arc(center: center, radius: radius + 1.5)
    context.fill(with: .white)
    context.arc(center: center, radius: radius)
    context.fill(with: color)
  }

  /// The box in window points of `v`'s hit outline when that outline is a rectangle upright in
  /// the window (its hit region, a rectangle, under a map without rotation or skew), else nil.
  func uprightOutlineBox(_ v: ViewIndex) -> Rect? {
    let m = scene.viewToWindow(v)
    guard scene.rules[v].ownRegion == .hitRegion,
      case .rect(let local) = scene.geometry[v].hitRegion, m.isAxisAligned
    else { return nil }
    return m.boundingBox(of: local)
  }
}
