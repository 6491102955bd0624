import HitScopeEngine

/// Every hittable view's effective hit region, tinted in its view's colour, outlined, hatched
/// where a region above hides it, and tagged with its view's id.
struct RegionsOverlay: OverlayDrawing {
  let veil = Veil.tinting
  let drawsBackdrop = true
  let putsTags = true
  let legend: [PanelLine] = [
    .legend("regions: hit region, one colour per view", .swatch(Palette.views[0])),
    .legend("regions: hidden under a region above", .hatch(Palette.hiddenHatch, crossed: false)),
  ]
  let compactLegend = PanelLine.legend(
    "regions: tint per view, hatched where hidden", .swatch(Palette.views[0]))

  func drawFixed(_ painter: OverlayPainter) throws {
    let (context, analysis, canvas) = (painter.context, painter.analysis, painter.scene.canvasRect)
    context.withClip(to: canvas) {
      for region in analysis.regions {
        let alpha = region.view == Scene.root ? 0.08 : 0.2
        context.setSource(analysis.colors[region.view].withAlpha(alpha))
        region.fill(context)
      }
    }
    try context.setHatchSource(Palette.hiddenHatch, spacing: 7, lineWidth: 1, crossed: false)
    try painter.paintGrid(try analysis.hiddenMask(), mask: true)
    context.withClip(to: canvas.insetBy(-1)) {
      for region in analysis.regions where region.view != Scene.root {
        context.setSource(analysis.colors[region.view].withAlpha(0.9))
        region.outline(context, width: 1.5)
      }
    }
  }

  /// Each region's id on a tag (with a redirect's target) but the root's, in their order: on
  /// the region's box on the canvas, at the first point inside the region from the box's
  /// top-left in 3-point rows, where the tag reads as the region's (a ring's on its band, not in
  /// the empty corner of its box).
  func fixedTags(_ analysis: SceneAnalysis) -> [TagRequest] {
    let (scene, canvas) = (analysis.scene, analysis.scene.canvasRect)
    return analysis.regions.compactMap { region in
      guard region.view != Scene.root, let box = region.boundingBox.intersection(canvas),
        let anchor = box.firstPoint(step: 3, where: region.contains)
      else { return nil }
      var text = scene.views[region.view].id
      if case .redirect(let target) = scene.rules[region.view].selfResult {
        text += " → \(scene.views[target].id)"
      }
      return TagRequest(
        text: text, owner: .view(region.view), overlay: .regions, target: box, preferred: anchor,
        color: analysis.colors[region.view])
    }
  }
}
