import HitScopeEngine

/// Hashes of what about a scene changes its pixels or its hit-testing, to tell whether a cached
/// scene layer and analysis are still the scene's. Valid within one process only.
///
/// Split in two because a tap changes counters far more often than anything else: `structure`
/// covers geometry, flags, styles and label templates (what the analysis depends on), `counters`
/// the values label text is made from (what only the scene layer and label boxes depend on).
enum SceneFingerprint {
  /// Everything: structure and counters.
  static func of(_ scene: Scene) -> Int {
    var h = Hasher()
    h.combine(structure(of: scene))
    h.combine(counters(of: scene))
    return h.finalize()
  }

  /// Everything but counter values.
  static func structure(of scene: Scene) -> Int {
    var h = Hasher()
    h.combine(scene.title)
    h.combine(scene.canvas)
    h.combine(scene.background)
    h.combine(scene.views.count)
    for view in scene.views {
      h.combine(view.id)
      h.combine(view.type)
      h.combine(view.baseClass)
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

  /// The counters' names and values, in declaration order.
  static func counters(of scene: Scene) -> Int {
    var h = Hasher()
    for name in scene.counterNames {
      h.combine(name)
      h.combine(scene.counters[name])
    }
    return h.finalize()
  }
}
