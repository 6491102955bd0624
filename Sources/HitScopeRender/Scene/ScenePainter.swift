import HitScopeEngine

/// Draws a scene's views back to front (pre-order, children back to front) in window points: the
/// caller's user space must map window points to the output.
struct ScenePainter {
  let scene: Scene
  let context: CairoContext
  /// Whether each view paints what it draws in its `ViewIDRaster.color(for:)`, its label as the
  /// text's box, translucency and the background left out (see `SceneAnalysis.unhittableMask`).
  var paintsViewIDs = false
  /// Ink boxes already measured: a view is drawn once per scene, always under the same device
  /// matrix, so nested translucent views share their descendants' boxes.
  private let inkBoxes = InkBoxes()

  private final class InkBoxes {
    var byView: [ViewIndex: Rect?] = [:]
    /// Labels laid out while measuring, under the very user space they are drawn in, so that
    /// drawing reuses them instead of laying the text out a second time.
    var labels: [ViewIndex: WireframeLabel] = [:]
  }

  /// The background, then every view, clipped to the canvas.
  func draw() throws {
    try context.withClip(to: scene.canvasRect) {
      if !paintsViewIDs {
        context.setSource(scene.background)
        context.paint()
      }
      try draw(Scene.root)
    }
    try context.check("the scene \"\(scene.title)\"")
  }

  /// Whether a transform draws anything at all (a singular one collapses the subtree).
  static func isDrawable(_ m: AffineTransform) -> Bool {
    abs(m.determinant) >= 1e-12 && m.determinant.isFinite
  }

  /// Whether `v` and its subtree draw, given that its parent does: not hidden, not transparent,
  /// and under a transform to its parent that does not collapse it. Whatever asks whether a view
  /// is drawn reads this (`SceneTitles` too).
  static func shows(_ v: ViewIndex, in scene: Scene) -> Bool {
    let view = scene.views[v]
    return !view.isHidden && view.alpha > 0 && isDrawable(scene.geometry[v].toParent)
  }

  private func draw(_ v: ViewIndex) throws {
    let view = scene.views[v]
    let geometry = scene.geometry[v]
    guard ScenePainter.shows(v, in: scene) else { return }
    try context.withState {
      context.concatenate(geometry.toParent)
      // UIKit composites a translucent view with its subtree as one layer.
      let grouped = view.alpha < 1 && !paintsViewIDs
      if grouped {
        // A group is as large as the clip: unbounded, each one would clear and composite the
        // whole canvas. Pixels outside the subtree's ink stay transparent in the group, so a
        // clip on whole device pixels around that ink leaves every output pixel unchanged.
        guard let box = try inkBox(v) else { return }
        context.clipToDevicePixels(box)
        context.pushGroup()
      }
      if view.clipsToBounds {
        context.rectangle(view.bounds)
        context.clip()
      }
      let id = paintsViewIDs ? ViewIDRaster.color(for: v) : nil
      if let fill = view.fill, fill.isVisible {
        context.append(geometry.shapePath)
        context.fill(with: id ?? fill)
      }
      if let stroke = view.stroke, stroke.isVisible, view.lineWidth > 0 {
        context.append(geometry.shapePath)
        context.setSource(id ?? stroke)
        context.setStroke(width: view.lineWidth)
        context.stroke()
      }
      if let text = view.label?.text(counters: scene.counters), !text.isEmpty {
        // Upright in the label's space; a label set while measuring ink is set there already.
        try context.withState {
          WireframeLabel.enter(context, of: view.bounds)
          let label =
            try inkBoxes.labels.removeValue(forKey: v)
            ?? WireframeLabel(text, for: view, context: context)
          if let id {
            context.fill(label.box, with: id)
          } else {
            label.layout.draw(at: label.box.origin, color: view.textColor, in: context)
          }
        }
      }
      for child in view.children {
        try draw(child)
      }
      if grouped {
        context.popGroupToSource()
        context.paint(alpha: view.alpha)
      }
    }
  }

  /// A box in device pixels holding every pixel `v`'s subtree may touch; nil when the subtree
  /// draws nothing. The context's user space must be `v`'s bounds space as `draw` sets it up.
  /// Conservative: strokes grow by half their width, labels by a font size beyond their logical
  /// box (Pango's ink may overhang it), and the result by two pixels for antialiasing. Not finite
  /// when a transform is extreme (the caller then leaves the group unbounded).
  private func inkBox(_ v: ViewIndex) throws -> Rect? {
    if let known = inkBoxes.byView[v] { return known }
    let view = scene.views[v]
    let geometry = scene.geometry[v]
    let matrix = context.matrix
    var box: Rect? = nil
    func add(_ local: Rect) {
      let b = matrix.boundingBox(of: local)
      box = box.map { $0.union(b) } ?? b
    }
    let fills = view.fill?.isVisible ?? false
    let strokes = (view.stroke?.isVisible ?? false) && view.lineWidth > 0
    if fills || strokes {
      add(geometry.shapePath.bounds.insetBy(strokes ? -view.lineWidth / 2 : 0))
    }
    if let text = view.label?.text(counters: scene.counters), !text.isEmpty {
      let measured = try context.withState {
        WireframeLabel.enter(context, of: view.bounds)
        let label = try WireframeLabel(text, for: view, context: context)
        inkBoxes.labels[v] = label
        return label.box
      }
      let halfWidth = max(view.bounds.width / 2, abs(measured.minX), abs(measured.maxX))
      let halfHeight = measured.height / 2
      add(
        Rect(
          x: view.bounds.midX - halfWidth, y: view.bounds.midY - halfHeight,
          width: 2 * halfWidth, height: 2 * halfHeight
        ).insetBy(-max(1, view.fontSize)))
    }
    for child in view.children where ScenePainter.shows(child, in: scene) {
      let childBox = try context.withState {
        context.concatenate(scene.geometry[child].toParent)
        return try inkBox(child)
      }
      if let b = childBox {
        box = box.map { $0.union(b) } ?? b
      }
    }
    if view.clipsToBounds, let b = box {
      box = b.intersection(matrix.boundingBox(of: view.bounds).insetBy(-2))
    }
    box = box?.insetBy(-2)
    inkBoxes.byView[v] = box
    return box
  }
}
