import HitScopeEngine

/// The audit findings the audit overlay draws, for documents that list them beside a picture:
/// the same list, so that the numbers on the picture and in the text are the same by
/// construction, and audited once for both (the overlay's report is cached per scene content).
public enum PictureAudit {
  /// The findings of `scene`, numbered from 1 in this order on the audit overlay.
  public static func findings(of scene: Scene) -> [AuditFinding] {
    AuditReport.of(scene).findings
  }
}
