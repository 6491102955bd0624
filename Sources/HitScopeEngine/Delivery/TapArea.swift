extension Scene {
  /// Whether a release at `point` (window points) lies in the tap area of `view`: its hit
  /// region, or for UIKit control types its bounds grown by 70 points (touch-up-inside slop).
  public func tapArea(of view: ViewIndex, contains point: Point) -> Bool {
    guard let toView = windowToView(view) else { return false }
    let p = toView.apply(point)
    let node = views[view]
    let geometry = self.geometry[view]
    if node.semantics == .uikit && node.isKind(of: ViewClass.uikitControls) {
      let slop = node.bounds.outset(by: EdgeInsets(all: ViewClass.touchUpSlop), yUp: geometry.isYUp)
      return slop.contains(p, yUp: geometry.isYUp)
    }
    return geometry.hitRegion.contains(p, yUp: geometry.isYUp)
  }
}
