/// How `hit(v, p)` of the scene format treats one view, resolved once per view when the scene is
/// built: the one place where the per-view rules of uikit, swiftui and appkit are written (and
/// where a release still fires the view's tap). The hit-test's walks, the map, missed views, the
/// overlays' regions, the delivery's tap area and the audit all read it instead of re-deriving
/// it from the view's keys.
///
/// Only `gate` depends on flags that taps toggle; `Scene.set(_:of:to:)` keeps it current.
public struct HitRule: Sendable, Equatable {
  /// Where the view alone accepts a point, in its bounds space.
  public enum OwnRegion: Sendable, Equatable {
    /// Its hit region (`ViewGeometry.hitRegion`): under uikit and appkit, and under swiftui with
    /// a content shape.
    case hitRegion
    /// SwiftUI without a content shape: what it paints.
    case painted(Paint)
    /// SwiftUI without a content shape, painting nothing: never hit itself (verdict `noRegion`).
    case nothing
  }

  /// What a SwiftUI view without a content shape paints, as hit-testing counts it.
  public struct Paint: Sendable, Equatable {
    /// Its `shape` filled: `fill` has alpha > 0.
    public var fills: Bool
    /// Its stroke band's width in points: `stroke` has alpha > 0 and `lineWidth` > 0; else nil.
    public var strokeWidth: Double?
    /// Its bounds (in its bounds space) when its label is non-empty; else nil.
    public var labelBounds: Rect?
  }

  /// What `hit(v, p)` returns when it picks the view itself (uikit and appkit step 5; under
  /// swiftui the overrides do not apply).
  public enum SelfResult: Sendable, Equatable {
    case itself
    /// `passthrough`: nil.
    case passthrough
    /// `redirect`: the named view, untested.
    case redirect(ViewIndex)
  }

  /// The verdict of the flag checks (step 1 of each rule set) for the view's current flags, or
  /// nil when they let it be hit.
  public internal(set) var gate: Verdict?
  /// Whether a point outside the own region reaches neither the view nor its subtree: uikit and
  /// appkit without `outsideBounds`, swiftui with a content shape.
  public let regionBoundsSubtree: Bool
  public let ownRegion: OwnRegion
  public let selfResult: SelfResult
  /// How far beyond its bounds, in points, a release still counts as inside the view for its
  /// tap: `ViewClass.touchUpSlop` for UIKit control types (touch-up-inside slop); nil for every
  /// other view, whose tap area is its hit region (`Scene.tapArea(of:contains:)`).
  public let touchUpSlop: Double?

  init(view: ViewNode) {
    gate = HitRule.gate(of: view)
    touchUpSlop =
      view.semantics == .uikit && view.isKind(of: ViewClass.uikitControls)
      ? ViewClass.touchUpSlop : nil
    switch view.semantics {
    case .uikit, .appkit:
      regionBoundsSubtree = view.hitTestOverride != .outsideBounds
      ownRegion = .hitRegion
      switch view.hitTestOverride {
      case .passthrough: selfResult = .passthrough
      case .redirect(let target): selfResult = .redirect(target)
      case .standard, .outsideBounds: selfResult = .itself
      }
    case .swiftui:
      selfResult = .itself
      if view.contentShape != nil {
        regionBoundsSubtree = true
        ownRegion = .hitRegion
      } else {
        regionBoundsSubtree = false
        let paint = Paint(
          fills: view.fill?.isVisible ?? false,
          strokeWidth: (view.stroke?.isVisible ?? false) && view.lineWidth > 0
            ? view.lineWidth : nil,
          labelBounds: (view.label?.isEmpty ?? true) ? nil : view.bounds)
        let paints = paint.fills || paint.strokeWidth != nil || paint.labelBounds != nil
        ownRegion = paints ? .painted(paint) : .nothing
      }
    }
  }

  /// The verdict of `view`'s flag checks, in the scene format's order, or nil when it may be hit.
  static func gate(of view: ViewNode) -> Verdict? {
    switch view.semantics {
    case .uikit:
      if view.isHidden { return .hidden }
      if !view.userInteractionEnabled { return .interactionDisabled }
      // CALayer.opacity is a Float; Float(0.01) is just below the double 0.01.
      if Double(Float(view.alpha)) < 0.01 { return .transparent }
      if !view.allowsHitTesting { return .hitTestingDisabled }
    case .swiftui:
      if view.isHidden { return .hidden }
      if view.alpha < 0.001 { return .transparent }
      if !view.allowsHitTesting { return .hitTestingDisabled }
    case .appkit:
      if view.isHidden { return .hidden }
    }
    return nil
  }

  /// Whether the view's own region is what it paints (SwiftUI without a content shape), so taps
  /// between what it and its children paint reach neither.
  public var takesOnlyPaintedPoints: Bool {
    ownRegion != .hitRegion
  }

  /// Whether the view can ever be the result itself (its self result is not `passthrough`, and
  /// it has an own region), whatever its flags.
  public var mayBeHitItself: Bool {
    selfResult != .passthrough && ownRegion != .nothing
  }

  /// `hit(v, p)` once the flags let the view be hit: `inside` says whether p lies in the own
  /// region, `children` gives the first child's result (frontmost first). Asks the own region
  /// before the children only when it bounds the subtree, and the children only when it may.
  @inline(__always)
  func resolve(
    _ v: ViewIndex, inside: () -> Bool, children: () -> ViewIndex?
  ) -> (verdict: Verdict, hit: ViewIndex?) {
    if regionBoundsSubtree {
      guard inside() else { return (.outside, nil) }
      if let hit = children() { return (.descended, hit) }
      return chooseItself(v)
    }
    if let hit = children() { return (.descended, hit) }
    if ownRegion == .nothing { return (.noRegion, nil) }
    guard inside() else { return (.outside, nil) }
    return chooseItself(v)
  }

  @inline(__always)
  private func chooseItself(_ v: ViewIndex) -> (verdict: Verdict, hit: ViewIndex?) {
    switch selfResult {
    case .itself: (.hit, v)
    case .passthrough: (.passthrough, nil)
    case .redirect(let target): (.redirected, target)
    }
  }
}

extension HitRule {
  /// Whether `p` (in the view's bounds space) lies in the own region of the view whose geometry
  /// is `g`.
  @inline(__always)
  public func ownRegionContains(_ p: Point, _ g: ViewGeometry) -> Bool {
    switch ownRegion {
    case .hitRegion:
      return g.hitRegion.contains(p, yUp: g.isYUp)
    case .painted(let paint):
      if let bounds = paint.labelBounds, bounds.contains(p, yUp: g.isYUp) { return true }
      if paint.fills && g.shapePath.contains(p, yUp: g.isYUp) { return true }
      if let width = paint.strokeWidth, g.shapePath.strokeContains(p, lineWidth: width) {
        return true
      }
      return false
    case .nothing:
      return false
    }
  }

  /// A box holding the own region of the view whose geometry is `g`, in its bounds space; nil
  /// when it has none.
  public func ownRegionBounds(_ g: ViewGeometry) -> Rect? {
    switch ownRegion {
    case .hitRegion:
      return g.hitRegion.bounds
    case .painted(let paint):
      var box: Rect? = nil
      if paint.fills { box = g.shapePath.bounds }
      if let width = paint.strokeWidth {
        let stroked = g.shapePath.bounds.insetBy(-width / 2)
        box = box.map { $0.union(stroked) } ?? stroked
      }
      if let bounds = paint.labelBounds { box = box.map { $0.union(bounds) } ?? bounds }
      return box
    case .nothing:
      return nil
    }
  }
}

extension Scene {
  /// Whether `p` (in `v`'s bounds space) lies in `v`'s own region (`HitRule.OwnRegion`): where
  /// `v` by itself would accept a click.
  @inline(__always)
  public func ownRegionContains(_ v: ViewIndex, _ p: Point) -> Bool {
    rules[v].ownRegionContains(p, geometry[v])
  }

  /// A box holding `v`'s own region, in its bounds space; nil when it has none.
  public func ownRegionBounds(_ v: ViewIndex) -> Rect? {
    rules[v].ownRegionBounds(geometry[v])
  }
}
