extension Scene {
  /// Every view shown under `windowPoint` (window points, y down) whose own region contains it,
  /// frontmost first (the reverse of drawing order): the views a person sees there and may
  /// expect a click to reach, whatever the hit-test decides. The own region is the view's hit
  /// region (content shape, bounds grown by `hitOutset`, or bounds); for a SwiftUI view without
  /// a content shape, what it paints. Flags that stop hit-testing (interaction, alpha,
  /// `allowsHitTesting`) and ancestors' regions do not matter, so a disabled button or one
  /// outside its parent is listed; hidden views and views under a hidden ancestor are not
  /// shown and are left out, as are views under a singular transform.
  public func viewsUnder(_ windowPoint: Point) -> [ViewIndex] {
    // Views are stored in pre-order, so a parent's entry is ready before its children's.
    var shown: [Bool] = []
    shown.reserveCapacity(views.count)
    var found: [ViewIndex] = []
    for (v, view) in views.enumerated() {
      shown.append(!view.isHidden && (view.parent.map { shown[$0] } ?? true))
      guard shown[v], let map = windowTransforms[v].fromWindow else { continue }
      if ownRegionContains(v, map.apply(windowPoint)) { found.append(v) }
    }
    return found.reversed()
  }
}
