/// The counts the report's summary shows, and what `report`'s exit code is made of.
public struct ReportSummary: Hashable, Sendable {
  /// Scene arguments, loaded or not.
  public var scenes: Int
  /// Scene arguments that did not load.
  public var invalidScenes: Int
  public var probesPassed: Int
  public var probesFailed: Int
  public var auditErrors: Int
  public var auditWarnings: Int

  /// Whether a probe or an error-level finding failed (`check`'s and `audit`'s exit code 1).
  public var hasFailures: Bool { probesFailed > 0 || auditErrors > 0 }

  init(_ scenes: [SceneEntry]) {
    self.scenes = scenes.count
    invalidScenes = 0
    probesPassed = 0
    probesFailed = 0
    auditErrors = 0
    auditWarnings = 0
    for entry in scenes {
      guard let loaded = entry.loaded else {
        invalidScenes += 1
        continue
      }
      probesPassed += loaded.passing.count
      probesFailed += loaded.failing.count
      auditErrors += loaded.errorCount
      auditWarnings += loaded.findings.count - loaded.errorCount
    }
  }
}
