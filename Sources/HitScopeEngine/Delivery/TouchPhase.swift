/// The phases of one touch (a press, moves, a release), as the event log names them.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  case began
  case moved
  /// Released, wherever the finger lifts; the handler's `onTap` actions fire only when the
  /// release is inside its tap area.
  case ended
  /// A recognizer or a scroll view took the touch (or the window abandoned it): no action fires.
  case cancelled
}
