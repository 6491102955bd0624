import HitScopeEngine

/// The hit map under every other overlay: each pixel tinted by the view a click at its centre
/// reaches, with the ids of the views reached over a large enough area.
struct MapOverlay: OverlayDrawing {
  let veil = Veil.tinting
  let drawsBackdrop = true
  let putsTags = true
  let legend: [PanelLine] = [
    .legend("map: each view where a click reaches it", .swatch(Palette.views[2])),
    .legend(
      "map: a click there reaches nothing",
      .fill(Palette.mapNothing.withAlpha(Palette.mapNothingAlpha))),
  ]
  let compactLegend = PanelLine.legend(
    "map: a colour per view reached, dark none", .swatch(Palette.views[2]))

  func drawUnder(_ painter: OverlayPainter) throws {
    try painter.paintGrid(painter.analysis.mapImage())
  }

  /// The id of each view the map reaches over a large enough area, on a tag beside its region,
  /// near a point of the area a click reaches it.
  func fixedTags(_ analysis: SceneAnalysis) -> [TagRequest] {
    let minimumArea = 64.0 * analysis.grid.scale * analysis.grid.scale
    let canvas = analysis.scene.canvasRect
    var boxes: [ViewIndex: Rect] = [:]
    for region in analysis.regions { boxes[region.view] = region.boundingBox.intersection(canvas) }
    return analysis.mapLabelPoints.compactMap { view, point, pixels in
      guard Double(pixels) >= minimumArea else { return nil }
      return TagRequest(
        text: analysis.scene.views[view].id, owner: .view(view), overlay: .map,
        target: boxes[view] ?? Rect(spanning: point, point, outset: 1),
        preferred: Point(point.x - 12, point.y - 8), color: analysis.colors[view])
    }
  }
}
