import HitScopeEngine

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
}

extension SceneAnalysis {
  /// Each effective hit region's id on a tag (with a redirect's target).
  var regionTagRequests: [TagRequest] {
    regionTags.map { tag in
      TagRequest(
        text: tag.text, owner: .view(tag.view), overlay: .regions, target: tag.box,
        preferred: tag.anchor, color: colors[tag.view])
    }
  }
}
