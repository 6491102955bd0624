extension Scene {
  /// The box around what `view` draws, in window points: the bounding box of its shape, or of
  /// its bounds when it draws no shape; nil when its transform to the window is singular (it
  /// draws nothing anywhere). The audit overlay frames findings by it; reports crop around it.
  public func drawnBox(of view: ViewIndex) -> Rect? {
    let path = geometry[view].shapePath
    let local = path.bounds.isEmpty ? views[view].bounds : path.bounds
    let m = viewToWindow(view)
    guard m.inverted != nil else { return nil }
    return m.boundingBox(of: local)
  }
}
