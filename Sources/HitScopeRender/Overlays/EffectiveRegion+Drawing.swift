import HitScopeEngine

extension EffectiveRegion {
  /// Clips the context to the ancestors' regions, each by its path's fill rule; the context's
  /// user space is window points.
  func applyClips(_ context: CairoContext) {
    for clip in clips {
      context.append(clip.path, through: clip.toWindow)
      context.clip()
    }
  }

  /// Fills the region with the current source; the context's user space is window points.
  func fill(_ context: CairoContext) {
    context.withState {
      applyClips(context)
      context.concatenate(toWindow)
      for part in parts {
        context.append(part.path)
        if let width = part.strokeWidth {
          context.setStroke(width: width)
          context.stroke()
        } else {
          context.fill()
        }
      }
    }
  }

  /// Strokes the region's outline in the current source with `width` points (window space, so
  /// transforms do not distort it), clipped like the region.
  func outline(_ context: CairoContext, width: Double, dash: [Double] = []) {
    context.withState {
      applyClips(context)
      for part in parts { context.append(part.path, through: toWindow) }
      context.setStroke(width: width, dash: dash)
      context.stroke()
    }
  }
}
