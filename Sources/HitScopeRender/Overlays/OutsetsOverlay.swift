import HitScopeEngine

/// The hit area beyond each drawn shape (hit outsets, content shapes larger than the drawing),
/// tinted with a dashed outline, and what is drawn but cannot be hit, cross-hatched red; a tag
/// says which key made the area larger.
struct OutsetsOverlay: OverlayDrawing {
  let veil = Veil.tinting
  let drawsBackdrop = true
  let putsTags = true
  let legend: [PanelLine] = [
    .legend("outsets: hit area beyond the drawing", .dashed(Palette.outset)),
    .legend("outsets: drawn but not hittable", .hatch(Palette.unhittable, crossed: true)),
  ]
  let compactLegend = PanelLine.legend(
    "outsets: dashed extra hit area, red unhittable", .dashed(Palette.outset))

  func drawFixed(_ painter: OverlayPainter) throws {
    let (context, analysis, canvas) = (painter.context, painter.analysis, painter.scene.canvasRect)
    let unhittable = try analysis.unhittableMask()
    context.setSource(Palette.unhittable.withAlpha(0.3))
    try painter.paintGrid(unhittable, mask: true)
    try context.setHatchSource(
      Palette.unhittable.withAlpha(0.9), spacing: 5, lineWidth: 1.2, crossed: true)
    try painter.paintGrid(unhittable, mask: true)

    for region in analysis.regions {
      let geometry = painter.scene.geometry[region.view]
      guard geometry.hitRegionSource.isDeclared else { continue }
      let color = analysis.colors[region.view]
      context.withClip(to: canvas) {
        context.pushGroup()
        context.setSource(color.withAlpha(0.22))
        region.fill(context)
        context.setOperator(.clear)
        context.append(geometry.shapePath, through: region.toWindow)
        context.fill()
        context.popGroupToSource()
        context.paint()
      }
      context.withClip(to: canvas.insetBy(-2)) {
        context.setSource(.white.withAlpha(0.8))
        region.outline(context, width: 3.5)
        context.setSource(color)
        region.outline(context, width: 2, dash: [6, 4])
      }
    }
  }

  /// A tag under each region with a hit outset or content shape, saying which.
  func fixedTags(_ analysis: SceneAnalysis) -> [TagRequest] {
    let scene = analysis.scene
    return analysis.regions.compactMap { region in
      let what: String
      switch scene.geometry[region.view].hitRegionSource {
      case .bounds: return nil
      case .hitOutset: what = "hitOutset"
      case .contentShape: what = "contentShape"
      }
      guard let box = region.boundingBox.intersection(scene.canvasRect) else { return nil }
      return TagRequest(
        text: "\(scene.views[region.view].id) · \(what)", owner: .view(region.view),
        overlay: .outsets, target: box, preferred: Point(box.minX, box.maxY),
        color: analysis.colors[region.view])
    }
  }
}
