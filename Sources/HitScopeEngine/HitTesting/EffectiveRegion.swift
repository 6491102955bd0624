/// Where a click can end at a view, as vector geometry: the view's own region (its hit region,
/// or for SwiftUI without a content shape its painted area) bounded by every ancestor whose rules
/// stop a point from reaching descendants outside its region. Views that can never be the result
/// (flags of the view or an ancestor, a singular transform, `passthrough`) have none.
public struct EffectiveRegion: Sendable {
  /// A part of the region in the view's bounds space: `path`'s fill, or with `strokeWidth` its
  /// stroke that many points wide (a SwiftUI shape that paints a stroke).
  public struct Part: Sendable {
    public var path: Path
    public var strokeWidth: Double? = nil

    /// A box holding the part, in the view's bounds space.
    public var bounds: Rect { path.bounds.insetBy(-(strokeWidth ?? 0) / 2) }
  }

  /// An ancestor's region that bounds this one: view space to window points, and its outline.
  public struct Clip: Sendable {
    public var toWindow: AffineTransform
    public var path: Path
  }

  public let view: ViewIndex
  /// The view's bounds space to window points.
  public let toWindow: AffineTransform
  public let parts: [Part]
  public let clips: [Clip]
  /// A box holding the region in window points (not clipped to the canvas).
  public let boundingBox: Rect

  /// The regions of every view that has one, in pre-order (back to front).
  public static func all(in scene: Scene) -> [EffectiveRegion] {
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

  /// Whether the region holds `p` (window points); edges are not exact, as only placement of
  /// labels relies on it.
  public func contains(_ p: Point) -> Bool {
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
}
