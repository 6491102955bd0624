import HitScopeEngine

extension OverlayPainter {
  /// The hit map: each pixel tinted by the view a click at its centre reaches.
  func drawMapImage() throws {
    let image = try analysis.mapImage()
    context.withState {
      context.rectangle(canvasRect)
      context.clip()
      context.scale(1 / analysis.grid.scale, 1 / analysis.grid.scale)
      context.setSource(image, x: 0, y: 0, smooth: false)
      context.paint()
    }
  }

  /// The id of each view the map reaches over a large enough area, on a tag beside its region,
  /// near a point of the area a click reaches it.
  func tagMap() throws {
    let minimumArea = 64.0 * analysis.grid.scale * analysis.grid.scale
    var boxes: [ViewIndex: Rect] = [:]
    for region in analysis.regions {
      if let box = region.boundingBox.intersection(canvasRect) { boxes[region.view] = box }
    }
    for (view, point, pixels) in analysis.mapLabelPoints where Double(pixels) >= minimumArea {
      let target = boxes[view] ?? Rect(x: point.x - 1, y: point.y - 1, width: 2, height: 2)
      try labels.add(
        scene.views[view].id, owner: .view(view), overlay: .map, target: target,
        preferred: Point(point.x - 12, point.y - 8), background: analysis.colors[view])
    }
  }
}
