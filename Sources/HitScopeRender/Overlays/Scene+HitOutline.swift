import HitScopeEngine

extension Scene {
  /// The outline a view's hit-testing follows, in its bounds space: what a SwiftUI view without
  /// a content shape paints (its shape), else its hit region.
  func hitOutline(_ v: ViewIndex) -> Path {
    rules[v].ownRegion == .hitRegion ? geometry[v].hitRegion.path : geometry[v].shapePath
  }
}

extension SceneAnalysis {
  /// The box on the canvas of a view's hit outline and the first point inside the outline from
  /// its top-left (the box's corner when the scan finds none), in window points; nil when none
  /// of the outline's box is on the canvas.
  func outlineSpot(_ v: ViewIndex) -> (box: Rect, anchor: Point)? {
    let path = scene.hitOutline(v)
    let m = scene.viewToWindow(v)
    guard let inverse = m.inverted,
      let box = m.boundingBox(of: path.bounds).intersection(scene.canvasRect)
    else { return nil }
    let anchor = box.firstPoint(step: 3) { path.contains(inverse.apply($0)) } ?? box.origin
    return (box, anchor)
  }

  /// The hovered view's id on a tag (a tag with that text already given stands for it).
  func hoverTagRequest(_ v: ViewIndex) -> TagRequest? {
    guard let (box, anchor) = outlineSpot(v) else { return nil }
    return TagRequest(
      text: scene.views[v].id, owner: .view(v), overlay: nil, target: box, preferred: anchor,
      color: colors[v])
  }
}
