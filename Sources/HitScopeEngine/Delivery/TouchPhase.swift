/// The phases of one touch (a press, moves, a release), as the event log names them.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  case began
  case moved
  /// Released inside the handler's tap area: its `onTap` actions fire.
  case ended
  /// Released outside the handler's tap area (or abandoned): no action fires.
  case cancelled
}
