/// What a gesture did in a scene, as data: each touch's hit view and phases, each recognizer's
/// state changes with their reasons, what fired, what scrolled, and what did not fire and why.
/// Text and JSON reports are views of it.
public struct Delivery: Hashable, Sendable {
  public var touches: [TouchDelivery]
  /// In the order they were evaluated (deepest view first; on one UIKit view, the one added last
  /// first).
  public var recognizers: [RecognizerOutcome]
  /// In the order they fired; a recognizer that recognizes on both taps of a double tap is listed
  /// twice.
  public var fired: [Firing]
  /// The scroll view whose pan began, if any.
  public var scrolled: ViewIndex?
  public var notFired: [NotFired]
  /// What happened, in time order, for the event log.
  public var events: [DeliveryEvent]

  /// The phases of every touch, one sequence after another, consecutive `moved` kept once.
  public var phases: [TouchPhase] {
    var result: [TouchPhase] = []
    for touch in touches {
      for record in touch.phases where !(record.phase == .moved && result.last == .moved) {
        result.append(record.phase)
      }
    }
    return result
  }

  /// Whether a declared recognizer or a scroll view saw the gesture (more than the SwiftUI
  /// controls' own taps).
  public var involvesRecognizers: Bool {
    recognizers.contains {
      if case .onTap = $0.source { return false }
      return true
    }
  }

  /// The ids of what fired, in firing order, each once.
  public func firedIDs(in scene: Scene) -> [String] {
    var seen: Set<String> = []
    return fired.map { $0.id(in: scene) }.filter { seen.insert($0).inserted }
  }
}
