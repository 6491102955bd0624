import HitScopeEngine

/// Draws a scene's views back to front (pre-order, children back to front) in window points: the
/// caller's user space must map window points to the output.
struct ScenePainter {
  let scene: Scene
  let context: CairoContext

  /// The background, then every view, clipped to the canvas.
  func draw() throws {
    try context.withState {
      context.rectangle(Rect(origin: .zero, size: scene.canvas))
      context.clip()
      context.setSource(scene.background)
      context.paint()
      try draw(Scene.root)
    }
    try context.check("the scene \"\(scene.title)\"")
  }

  /// Whether a transform draws anything at all (a singular one collapses the subtree).
  static func isDrawable(_ m: AffineTransform) -> Bool {
    abs(m.determinant) >= 1e-12 && m.determinant.isFinite
  }

  private func draw(_ v: ViewIndex) throws {
    let view = scene.views[v]
    let geometry = scene.geometry[v]
    guard !view.isHidden, view.alpha > 0, ScenePainter.isDrawable(geometry.toParent) else { return }
    try context.withState {
      context.concatenate(geometry.toParent)
      // UIKit composites a translucent view with its subtree as one layer.
      let grouped = view.alpha < 1
      if grouped { context.pushGroup() }
      if view.clipsToBounds {
        context.rectangle(view.bounds)
        context.clip()
      }
      if let fill = view.fill, fill.isVisible {
        context.append(geometry.shapePath)
        context.setSource(fill)
        context.fill()
      }
      if let stroke = view.stroke, stroke.isVisible, view.lineWidth > 0 {
        context.append(geometry.shapePath)
        context.setSource(stroke)
        context.setStroke(width: view.lineWidth)
        context.stroke()
      }
      if let label = view.label {
        let text = label.text(counters: scene.counters)
        if !text.isEmpty {
          try ScenePainter.drawLabel(
            text, in: view.bounds, size: view.fontSize, color: view.textColor, context: context)
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

  /// Draws `text` centred in `bounds` (the view's bounds space), upright on screen: in a space
  /// that appears mirrored (unflipped AppKit is y-up), the text's own y axis is flipped back.
  static func drawLabel(
    _ text: String, in bounds: Rect, size: Double, color: Color, context: CairoContext
  ) throws {
    try context.withState {
      context.translate(bounds.midX, bounds.midY)
      if context.matrix.determinant < 0 { context.scale(1, -1) }
      let width = bounds.width > 0 ? bounds.width : nil
      let layout = try TextLayout(
        text, style: TextStyle(size: size, alignment: .center, overflow: .wrap), width: width,
        in: context)
      let measured = layout.size
      let x = -(width ?? measured.width) / 2
      layout.draw(at: Point(x, -measured.height / 2), color: color)
    }
  }

  /// The box a label's text occupies, centred in `bounds`, in the view's bounds space.
  static func labelBox(_ text: String, in bounds: Rect, size: Double, context: CairoContext)
    throws -> Rect
  {
    let width = bounds.width > 0 ? bounds.width : nil
    let layout = try TextLayout(
      text, style: TextStyle(size: size, alignment: .center, overflow: .wrap), width: width,
      in: context)
    let measured = layout.size
    let w = min(measured.width, width ?? measured.width)
    return Rect(
      x: bounds.midX - w / 2, y: bounds.midY - measured.height / 2, width: w,
      height: measured.height)
  }
}
