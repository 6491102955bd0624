import HitScopeEngine

/// A value the window makes behind its loop for a subject (the audit of a scene, the map of a
/// scene at a scale) and keeps while it holds for what is shown: `WorkKeeper` runs it on
/// `BackgroundWork` and hands it to the frames.
protocol KeptWork: Sendable {
  associatedtype Subject: Sendable
  /// The first word of the panel's progress line ("Auditing", "Mapping").
  static var verb: String { get }
  /// Makes the value for `subject` on the calling thread, telling `progress` how far it has
  /// come; throws soon after `progress` is cancelled.
  static func make(for subject: Subject, progress: WorkProgress) throws -> Self
  /// Whether work started for `subject` makes a value that holds for `wanted`.
  static func serves(_ subject: Subject, _ wanted: Subject) -> Bool
  /// Whether this value is the one for `subject`.
  func holds(for subject: Subject) -> Bool
}
