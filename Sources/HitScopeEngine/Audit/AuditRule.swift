/// The audit's rules, each with a stable id (what `audit --json` prints), a severity and the
/// one-line reason it exists.
public enum AuditRule: String, CaseIterable, Hashable, Sendable {
  case unreachable
  case occluded
  case outsideParent = "outside-parent"
  case invisibleHitArea = "invisible-hit-area"
  case smallTarget = "small-target"
  case overlappingHandlers = "overlapping-handlers"
  case deadGap = "dead-gap"
  case gestureStealsTap = "gesture-steals-tap"
  case tapWaits = "tap-waits"
  case recognizerUnreachable = "recognizer-unreachable"

  public enum Severity: String, Hashable, Sendable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
  }

  /// Errors are taps that visibly should work and do not; warnings are designs that invite them.
  public var severity: Severity {
    switch self {
    case .unreachable, .occluded, .gestureStealsTap: .error
    case .outsideParent, .invisibleHitArea, .smallTarget, .overlappingHandlers, .deadGap, .tapWaits,
      .recognizerUnreachable:
      .warning
    }
  }

  public var why: String {
    switch self {
    case .unreachable:
      "A view that handles touches but no click anywhere reaches it is a control nobody can use."
    case .occluded:
      "When most of a target's visible area sends taps elsewhere, users tap it and nothing happens."
    case .outsideParent:
      "A view drawn outside an ancestor's hit region is dead there: hit-testing never descends into it."
    case .invisibleHitArea:
      "A view that takes taps where it draws nothing steals them from the targets people see beneath it."
    case .smallTarget:
      "Targets smaller than the platform's size (Apple's guidelines: 44x44 pt on iOS, 28x28 pt on macOS, 66x66 pt on tvOS) are missed."
    case .overlappingHandlers:
      "Where two targets' drawings overlap, the one behind silently loses the taps."
    case .deadGap:
      "A SwiftUI container with a tap handler is only hit where a child or its own paint is, not in the gaps."
    case .gestureStealsTap:
      "A gesture recognizer that takes a tap from a control or cell makes it do nothing, though the tap reaches it."
    case .tapWaits:
      "A single tap that waits for a double tap to fail answers only after the double-tap interval: users tap again."
    case .recognizerUnreachable:
      "A recognizer on a view no touch reaches (interaction off, hidden, covered) never fires: the photo tap that does nothing."
    }
  }
}
