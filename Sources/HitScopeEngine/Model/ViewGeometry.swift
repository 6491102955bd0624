/// What a view's geometry resolves to, computed once per scene: the affine maps between the
/// view's bounds space and its parent's, the drawn outline and the hit region.
public struct ViewGeometry: Sendable, Equatable {
  /// Parent bounds space (for the root: window points) to the view's bounds space:
  /// `F * inverse(transform) * (p - centre) + boundsCentre`, with `F` the y flip when the two
  /// orientations differ. Nil when the transform is singular (the subtree is never hit).
  public let fromParent: AffineTransform?
  /// The view's bounds space to its parent's; used for drawing. Singular transforms give a
  /// singular map here, which the renderer skips.
  public let toParent: AffineTransform
  /// The drawn outline (`shape`, else the bounds), in the view's bounds space.
  public let shapePath: Path
  /// Where a point counts as inside the view for the framework's containment test.
  public let hitRegion: HitRegion
  /// Which of the view's keys `hitRegion` comes from.
  public let hitRegionSource: HitRegion.Source
  /// Whether the view's bounds space is y-up on screen.
  public let isYUp: Bool

  init(view: ViewNode, parentIsYUp: Bool, paths: inout ShapePathCache) {
    let bounds = view.bounds
    let centre = view.frame.center
    let flip = parentIsYUp != view.isYUp
    let f = flip ? AffineTransform.scale(1, -1) : .identity
    let t = view.transform ?? .identity
    let toCentre = AffineTransform.translation(-centre.x, -centre.y)
    let toBounds = AffineTransform.translation(bounds.midX, bounds.midY)
    if let inverse = t.inverted {
      fromParent = toCentre.concatenating(inverse).concatenating(f).concatenating(toBounds)
    } else {
      fromParent = nil
    }
    toParent = AffineTransform.translation(-bounds.midX, -bounds.midY)
      .concatenating(f).concatenating(t)
      .concatenating(.translation(centre.x, centre.y))
    shapePath = paths.path(of: view.shape, in: bounds)
    isYUp = view.isYUp
    if let contentShape = view.contentShape {
      hitRegion = .path(paths.path(of: contentShape, in: bounds))
      hitRegionSource = .contentShape
    } else if let outset = view.hitOutset {
      hitRegion = .rect(bounds.outset(by: outset, yUp: view.isYUp))
      hitRegionSource = .hitOutset
    } else {
      hitRegion = .rect(bounds)
      hitRegionSource = .bounds
    }
  }
}

/// A view's hit region in its bounds space.
public enum HitRegion: Hashable, Sendable {
  case rect(Rect)
  case path(Path)

  /// The key a hit region comes from.
  public enum Source: Sendable, Equatable {
    /// Neither key: the bounds.
    case bounds
    /// `hitOutset`: the bounds grown by it, a target deliberately larger than what it draws.
    case hitOutset
    /// `contentShape` (SwiftUI).
    case contentShape

    /// Whether the region is declared apart from the bounds (`hitOutset` or `contentShape`), so
    /// it may reach where nothing is drawn.
    public var isDeclared: Bool { self != .bounds }
  }

  @inline(__always)
  public func contains(_ p: Point, yUp: Bool) -> Bool {
    switch self {
    case .rect(let r): r.contains(p, yUp: yUp)
    case .path(let path): path.contains(p, yUp: yUp)
    }
  }

  /// The region as an outline, for drawing.
  public var path: Path {
    switch self {
    case .rect(let r): .rect(r)
    case .path(let path): path
    }
  }

  /// An axis-aligned box holding the region, in the view's bounds space.
  public var bounds: Rect {
    switch self {
    case .rect(let r): r
    case .path(let path): path.bounds
    }
  }
}
