/// The states of a recognizer as reports name them (UIKit's state machine; `began` and `ended`
/// for continuous kinds, `recognized` for discrete ones).
public enum RecognizerState: String, Hashable, Sendable, CaseIterable {
  case possible
  case began
  case recognized
  case ended
  case failed

  /// Whether the recognizer took the gesture (recognized, or began).
  public var tookGesture: Bool { self == .began || self == .recognized || self == .ended }
}
