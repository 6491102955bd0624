import HitScopeEngine

/// One side of a stamped outline (see `OverlayPainter.strokeOutline`): a rectangle stroked in
/// device pixels, relative to the top-left corner of the band of `size` pixels stamped.
struct OutlineStamp: Stamp {
  var rect: Rect
  var width: Double
  var dash: [Double]
  var color: Color
  var size: Size

  func paint(on context: CairoContext, texts: TextLayoutCache) {
    context.rectangle(rect)
    context.setSource(color)
    context.setStroke(width: width, dash: dash)
    context.stroke()
  }
}

extension OverlayPainter {
  /// Strokes `v`'s hit outline (`Scene.hitOutline`) in window-space line widths, so transforms
  /// do not distort it, clipped to the canvas grown by `width` points. On an image surface, an
  /// upright rectangle whose stroke stays inside that clip is composited instead from stamps of
  /// its four sides (disjoint bands of whole device pixels, the hole inside left alone), kept by
  /// the tags' `Stamps`: cairo strokes a dashed rectangle with round joins many times slower
  /// than it copies the pixels. A stamp is drawn from its own key, so every frame composites the
  /// same pixels for the same outline; they are within a level or two of the direct stroke's.
  func strokeOutline(_ v: ViewIndex, color: Color, width: Double, dash: [Double] = []) throws {
    if let bands = outlineBands(v, width: width) {
      let s = context.matrix.a
      for band in bands.pixels {
        let stamp = OutlineStamp(
          rect: bands.rect.offsetBy(-band.minX, -band.minY), width: width * s,
          dash: dash.map { $0 * s }, color: color, size: band.size)
        try stamps.draw(stamp, pixels: band.origin, on: context, texts: texts)
      }
      return
    }
    let m = scene.viewToWindow(v)
    guard ScenePainter.isDrawable(m) else { return }
    let path = scene.hitOutline(v)
    let clip = scene.canvasRect.insetBy(-width)
    // A stroke that stays inside the clip (its box grown by a miter joint's reach) draws the
    // same pixels without it, and cairo strokes faster unclipped.
    let needsClip = !clip.contains(m.boundingBox(of: path.bounds).insetBy(-(5 * width + 1)))
    context.withState {
      if needsClip {
        context.rectangle(clip)
        context.clip()
      }
      context.append(path, through: m)
      context.setSource(color)
      context.setStroke(width: width, dash: dash)
      context.stroke()
    }
  }

  /// The outline's rectangle in device pixels and the bands of pixels a stroke `width` points
  /// wide touches, when `strokeOutline` stamps it: on an image surface under an upright,
  /// evenly scaled user space, for an upright rectangle drawn in its own direction (the dashes
  /// start at its top-left corner) that needs no clip to the canvas.
  private func outlineBands(_ v: ViewIndex, width: Double) -> (rect: Rect, pixels: [Rect])? {
    let ctm = context.matrix
    let m = scene.viewToWindow(v)
    guard Stamps.apply(to: context), ctm.a == ctm.d, ScenePainter.isDrawable(m), m.a > 0,
      m.d > 0, let box = uprightOutlineBox(v)
    else { return nil }
    // A rectangle's stroke with round joins reaches half its width past the rectangle: inside
    // the canvas' clip, it draws the same pixels as the clipped stroke.
    guard scene.canvasRect.insetBy(-width).contains(box.insetBy(-width / 2)) else { return nil }
    let rect = ctm.boundingBox(of: box)
    // Half the line and a pixel of antialiasing either side of the path, in whole pixels.
    let r = width * ctm.a / 2 + 1
    return (rect, rect.insetBy(-r).rounded().ring(around: rect.insetBy(r).rounded(.up, .down)))
  }
}
