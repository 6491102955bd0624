import HitScopeEngine

/// Where a click can end at a view, as vector geometry: the view's own region (its hit region,
/// or for SwiftUI without a content shape its painted area) bounded by every ancestor whose rules
/// stop a point from reaching descendants outside its region. Views that can never be the result
/// (flags of the view or an ancestor, a singular transform, `passthrough`) have none.
struct EffectiveRegion {
  /// A part of the region in the view's bounds space: `path`'s fill, or with `strokeWidth` its
  /// stroke that many points wide (a SwiftUI shape that paints a stroke).
  struct Part {
    var path: Path
    var strokeWidth: Double? = nil

    /// A box holding the part, in the view's bounds space.
    var bounds: Rect { path.bounds.insetBy(-(strokeWidth ?? 0) / 2) }
  }

  /// An ancestor's region that bounds this one: view space to window points, and its outline.
  struct Clip {
    var toWindow: AffineTransform
    var path: Path
  }

  let view: ViewIndex
  /// The view's bounds space to window points.
  let toWindow: AffineTransform
  let parts: [Part]
  let clips: [Clip]
  /// A box holding the region in window points (not clipped to the canvas).
  let boundingBox: Rect

  /// The regions of every view that has one, in pre-order (back to front).
  static func all(in scene: Scene) -> [EffectiveRegion] {
    struct Inherited {
      var blocked: Bool
      var clips: [Clip]
    }
    var inherited: [Inherited] = []
    inherited.reserveCapacity(scene.views.count)
    var result: [EffectiveRegion] = []
    for v in scene.views.indices {
      let geometry = scene.geometry[v]
      let rule = scene.rules[v]
      let parent = scene.views[v].parent.map { inherited[$0] }
      let toWindow = scene.viewToWindow(v)
      let blocked =
        (parent?.blocked ?? false) || scene.windowToView(v) == nil || rule.gate != nil
      var clips = parent?.clips ?? []
      if rule.regionBoundsSubtree {
        clips.append(Clip(toWindow: toWindow, path: geometry.hitRegion.path))
      }
      inherited.append(Inherited(blocked: blocked, clips: clips))
      guard !blocked, rule.selfResult != .passthrough else { continue }
      var parts: [Part] = []
      switch rule.ownRegion {
      case .hitRegion:
        parts = [Part(path: geometry.hitRegion.path)]
      case .painted(let paint):
        if let bounds = paint.labelBounds { parts.append(Part(path: .rect(bounds))) }
        if paint.fills { parts.append(Part(path: geometry.shapePath)) }
        if let width = paint.strokeWidth {
          parts.append(Part(path: geometry.shapePath, strokeWidth: width))
        }
      case .nothing:
        break
      }
      guard !parts.isEmpty else { continue }
      let ownClips = parent?.clips ?? []
      let boxes = parts.map { toWindow.boundingBox(of: $0.bounds) }
      var bounded = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
      for clip in ownClips {
        bounded = bounded.intersection(clip.toWindow.boundingBox(of: clip.path.bounds)) ?? .zero
      }
      if bounded.isEmpty { continue }
      result.append(
        EffectiveRegion(
          view: v, toWindow: toWindow, parts: parts, clips: ownClips, boundingBox: bounded))
    }
    return result
  }

  /// Clips the context to the ancestors' regions; the context's user space is window points.
  func applyClips(_ context: CairoContext) {
    for clip in clips {
      context.withState {
        context.concatenate(clip.toWindow)
        context.append(clip.path)
      }
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
      context.withState {
        context.concatenate(toWindow)
        for part in parts { context.append(part.path) }
      }
      context.setStroke(width: width, dash: dash)
      context.stroke()
    }
  }
}

extension EffectiveRegion {
  /// Whether the region holds `p` (window points); edges are not exact, as only placement of
  /// labels relies on it.
  func contains(_ p: Point) -> Bool {
    for clip in clips {
      guard let inverse = clip.toWindow.inverted, clip.path.contains(inverse.apply(p)) else {
        return false
      }
    }
    guard let inverse = toWindow.inverted else { return false }
    let local = inverse.apply(p)
    return parts.contains { part in
      part.strokeWidth.map { part.path.strokeContains(local, lineWidth: $0) }
        ?? part.path.contains(local)
    }
  }

  /// The first point inside the region scanning its box inside `limit` from the top-left in
  /// 3-point rows: where a name tag reads as belonging to the region (a ring's is on its band,
  /// not in the empty corner of its box).
  func interiorAnchor(within limit: Rect) -> Point? {
    guard let box = boundingBox.intersection(limit) else { return nil }
    return OverlayGeometry.firstPoint(in: box, step: 3) { contains($0) }
  }
}

/// Shared scanning for overlay placement.
enum OverlayGeometry {
  /// The first point of a `step` grid inside `box` (rows from the top, left to right) that
  /// `inside` accepts, inset by `step` from the box's edges when the box allows.
  static func firstPoint(in box: Rect, step: Double, _ inside: (Point) -> Bool) -> Point? {
    let inset = min(step, box.width / 2, box.height / 2)
    var y = box.minY + inset
    var probes = 0
    while y < box.maxY, probes < 40_000 {
      var x = box.minX + inset
      while x < box.maxX, probes < 40_000 {
        probes += 1
        let p = Point(x, y)
        if inside(p) { return p }
        x += step
      }
      y += step
    }
    return nil
  }
}
