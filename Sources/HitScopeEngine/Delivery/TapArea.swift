extension Scene {
  /// Whether a release at `point` (window points) lies in the tap area of `view`: its hit
  /// region, or its bounds grown by the rule's `HitRule.touchUpSlop` (UIKit control types).
  public func tapArea(of view: ViewIndex, contains point: Point) -> Bool {
    guard let toView = windowToView(view) else { return false }
    let p = toView.apply(point)
    let geometry = self.geometry[view]
    if let slop = rules[view].touchUpSlop {
      let grown = views[view].bounds.outset(by: EdgeInsets(all: slop), yUp: geometry.isYUp)
      return grown.contains(p, yUp: geometry.isYUp)
    }
    return geometry.hitRegion.contains(p, yUp: geometry.isYUp)
  }
}
