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

  func drawFixed(_ painter: OverlayPainter) throws { try painter.drawRegionShapes() }
}

extension OverlayPainter {
  /// Every effective hit region tinted in its view's colour and outlined, and the parts hidden
  /// under a region above hatched.
  func drawRegionShapes() throws {
    let regions = analysis.regions
    context.withState {
      context.rectangle(canvasRect)
      context.clip()
      for region in regions {
        let alpha = region.view == Scene.root ? 0.08 : 0.2
        context.setSource(analysis.colors[region.view].withAlpha(alpha))
        region.fill(context)
      }
    }
    try context.setHatchSource(Palette.hiddenHatch, spacing: 7, lineWidth: 1, crossed: false)
    try paintThroughGridMask(try analysis.hiddenMask())
    context.withState {
      context.rectangle(canvasRect.insetBy(-1))
      context.clip()
      for region in regions where region.view != Scene.root {
        context.setSource(analysis.colors[region.view].withAlpha(0.9))
        region.outline(context, width: 1.5)
      }
    }
  }

  /// Each effective hit region's id on a tag (with a redirect's target).
  func tagRegions() throws {
    for tag in analysis.regionTags {
      try labels.add(
        tag.text, owner: .view(tag.view), overlay: .regions, target: tag.box,
        preferred: tag.anchor, background: analysis.colors[tag.view])
    }
  }
}
