import HitScopeEngine

/// Reads `--gesture tap|doubleTap|longPress|drag:X,Y` (X,Y: where the drag ends, in window points).
enum GestureArgument {
  static func parse(_ text: String) throws(UsageError) -> Gesture {
    switch text {
    case "tap": return .tap
    case "doubleTap": return .doubleTap
    case "longPress": return .longPress(hold: Gesture.defaultHold)
    default:
      if text.hasPrefix("drag:") {
        let to = try PointArgument.parse(String(text.dropFirst(5)), option: "gesture drag:")
        return .drag(to: to, holdBeforeMove: 0, duration: Gesture.defaultDragDuration)
      }
      throw UsageError(
        "option '--gesture' takes tap, doubleTap, longPress or drag:X,Y (the drag's end in window"
          + " points), not '\(text)'", command: "hit")
    }
  }
}
