import HitScopeEngine

/// The boxes of the text views draw (button titles, labels), in window points, where name tags
/// and markers keep off while they can: a tag over "Buy 0" hides what the user reads to find
/// the button.
struct SceneTitles {
  /// The box on the canvas of each drawn, non-empty label: the bounding box, in window points,
  /// of the text's box centred in its view (as `ScenePainter` draws it), cut to the boxes of the
  /// ancestors that clip their drawing and to the canvas. Views not drawn (hidden, alpha 0, a
  /// collapsing transform, also through an ancestor) have none.
  let boxes: [(view: ViewIndex, box: Rect)]
  /// Per view, where its drawing may show, in window points: the canvas cut to the boxes of the
  /// ancestors (and the view) that clip their drawing; nil for a view not drawn.
  let clips: [Rect?]

  /// Measures every label at one point per unit, on a context of its own.
  init(scene: Scene) throws {
    let context = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    // A view is drawn when its clip is set: its parent is drawn (or it is the root) and it
    // shows (as `ScenePainter` decides).
    var clip = [Rect?](repeating: nil, count: scene.views.count)
    var boxes: [(view: ViewIndex, box: Rect)] = []
    for v in scene.views.indices {
      let view = scene.views[v]
      let m = scene.viewToWindow(v)
      let parentClip: Rect? = view.parent.map { clip[$0] } ?? scene.canvasRect
      guard var limit = parentClip, ScenePainter.shows(v, in: scene) else { continue }
      if view.clipsToBounds {
        limit = limit.intersection(m.boundingBox(of: view.bounds)) ?? .zero
      }
      clip[v] = limit
      guard !limit.isEmpty, let text = view.label?.text(counters: scene.counters), !text.isEmpty
      else { continue }
      let local = try context.withState {
        WireframeLabel.enter(context, of: view.bounds)
        return try WireframeLabel(text, for: view, context: context).box(in: view.bounds)
      }
      if let box = m.boundingBox(of: local).intersection(limit) { boxes.append((v, box)) }
    }
    self.boxes = boxes
    self.clips = clip
  }
}
