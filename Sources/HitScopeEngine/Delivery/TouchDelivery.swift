/// One phase the hit view received, at `time` seconds (late when it was withheld), the touch at
/// `point` (window points) then.
public struct PhaseRecord: Hashable, Sendable {
  public var phase: TouchPhase
  public var time: Double
  public var point: Point
}

/// What one touch of a gesture did to the view it hit.
public struct TouchDelivery: Hashable, Sendable {
  /// The hit-test at the press, on the scene as the earlier touches' actions left it.
  public var hit: HitTestResult
  /// Consecutive `moved` phases are kept as one (the last).
  public var phases: [PhaseRecord]
  /// When the finger lifted, in seconds from the gesture's start; nil while it is down.
  public var releaseTime: Double?
  /// The recognizer that cancelled the touch or dropped its withheld phases, if one did.
  public var takenBy: RecognizerSource?
}
