/// One state change of a recognizer, at `time` seconds from the gesture's start.
public struct RecognizerTransition: Hashable, Sendable {
  public var time: Double
  public var state: RecognizerState
  public var reason: RecognizerReason
}

/// What became of one recognizer that saw the gesture.
public struct RecognizerOutcome: Hashable, Sendable {
  public var source: RecognizerSource
  /// The view it acts as attached to: its own, or for a SwiftUI gesture acting on a hosted UIKit
  /// subtree, that subtree's root.
  public var view: ViewIndex
  /// nil for a scroll view's touch delay.
  public var kind: GestureKind?
  /// In time order; empty when it stayed possible without a reason of its own.
  public var transitions: [RecognizerTransition]
  /// When it stayed possible to the end: why.
  public var pendingReason: RecognizerReason?

  /// The last state.
  public var state: RecognizerState { transitions.last?.state ?? .possible }

  /// Why it is in `state`.
  public var reason: RecognizerReason { transitions.last?.reason ?? pendingReason ?? .inProgress }

  /// Whether it recognized or began at any time of the gesture.
  public var tookGesture: Bool { transitions.contains { $0.state.tookGesture } }

  /// The recognizer it waited for (to fail) before it could leave `possible`, if it waited.
  public var waitedFor: RecognizerSource? {
    for t in transitions {
      if case .waiting(let other) = t.reason { return other }
    }
    return nil
  }

  /// `tap`, `longPress`, `pan`, `swipe`, `click` or `touchDelay`.
  public var kindName: String { kind?.rawValue ?? "touchDelay" }
}
