import HitScopeEngine

/// A hash of everything about a scene that changes its pixels or its hit-testing, to tell
/// whether a cached scene layer is still the scene's picture. Valid within one process only.
enum SceneFingerprint {
  static func of(_ scene: Scene) -> Int {
    var h = Hasher()
    h.combine(scene.title)
    h.combine(scene.canvas)
    h.combine(scene.background)
    for name in scene.counterNames {
      h.combine(name)
      h.combine(scene.counters[name])
    }
    h.combine(scene.views.count)
    for view in scene.views {
      h.combine(view.id)
      h.combine(view.type)
      h.combine(view.frame)
      h.combine(view.boundsOrigin)
      h.combine(view.transform)
      h.combine(view.isHidden)
      h.combine(view.alpha)
      h.combine(view.userInteractionEnabled)
      h.combine(view.allowsHitTesting)
      h.combine(view.clipsToBounds)
      h.combine(view.shape)
      h.combine(view.fill)
      h.combine(view.stroke)
      h.combine(view.lineWidth)
      h.combine(view.label)
      h.combine(view.textColor)
      h.combine(view.fontSize)
      h.combine(view.contentShape)
      h.combine(view.hitOutset)
      h.combine(view.hitTestOverride)
      h.combine(view.controller)
      h.combine(view.handlesTouches)
      h.combine(view.semantics)
      h.combine(view.isFlipped)
      h.combine(view.parent)
      h.combine(view.children)
    }
    return h.finalize()
  }
}
