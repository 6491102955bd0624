/// What delivering a touch did, in order, for the event log and the window.
public enum DeliveryEvent: Hashable, Sendable {
  case touch(TouchEvent)
  /// An `onTap` action of `view` ran; `counters` are the values right after it.
  case action(view: ViewIndex, action: Action, counters: [String: Int64])
  /// A recognizer recognized (or began), acting as attached to `view`.
  case recognized(RecognizerSource, view: ViewIndex)
  /// A cell's selection happened.
  case selected(cell: ViewIndex)
}
