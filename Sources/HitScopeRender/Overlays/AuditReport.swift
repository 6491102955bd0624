import HitScopeEngine

/// The audit's findings for a scene, numbered as the canvas and the panel show them, each
/// sentence already broken into lines that fit the panel's text column.
///
/// The audit measures the whole hit map, far more work than a frame: a report is made once per
/// scene (`Frame` carries it from frame to frame) and shared by the overlay and the panel; a
/// window makes it on another thread (`make(for:progress:)`) and hands it to its frames, and a
/// document that lists the findings beside a picture hands its report to the frame it renders
/// (`Frame.init(scene:options:size:previous:audit:)`), so both number the same list. The
/// audit runs at 1 pixel per point with the default minimum target, so its sentences read
/// exactly as `hitscope audit` prints them.
public struct AuditReport: Sendable {
  /// The scene audited; the report holds for it whatever its counter values.
  let scene: Scene
  /// Numbered from 1 in this order on the audit overlay and in the panel.
  public internal(set) var findings: [AuditFinding]
  /// Per finding, its sentence and then its override notes, in lines of at most
  /// `PanelContent.textWidth` points at the panel's note size.
  var sentenceLines: [[String]]

  public var errorCount: Int { findings.filter { $0.severity == .error }.count }
  public var warningCount: Int { findings.count - errorCount }
  /// The counts in words, as the panel heads the findings: "1 error · 3 warnings".
  public var tally: String {
    "\(CountedNoun.text(errorCount, "error")) · \(CountedNoun.text(warningCount, "warning"))"
  }

  /// Whether this is the report of `scene`: it differs from the scene audited in counter values
  /// at most (which change label text alone, and the audit reads none).
  public func holds(for scene: Scene) -> Bool {
    self.scene.matchesIgnoringCounters(scene)
  }
}

// In an extension, so that the report keeps its memberwise init(scene:findings:sentenceLines:).
extension AuditReport {
  /// The report of `scene`, made on the calling thread.
  public init(scene: Scene) {
    let findings = Audit.run(scene)
    self.init(scene: scene, findings: findings, sentenceLines: findings.map(AuditReport.lines))
  }

  /// The report of `scene`, made on the calling thread: the audit, then its sentences broken
  /// into lines, each step told to `progress` (views measured, rules checked, findings worded).
  /// Throws `WorkCancelled` soon after `progress` is cancelled.
  public static func make(for scene: Scene, progress: WorkProgress) throws(WorkCancelled)
    -> AuditReport
  {
    let findings = try Audit.run(scene, progress: progress)
    let lines = try findings.indices.map { i throws(WorkCancelled) in
      guard progress.report(i, of: findings.count, "findings") else { throw WorkCancelled() }
      return AuditReport.lines(of: findings[i])
    }
    return AuditReport(scene: scene, findings: findings, sentenceLines: lines)
  }

  /// `finding`'s sentence and then its override notes, each broken at word boundaries as Pango
  /// sets it in the panel's text column at the note size (one line per entry).
  static func lines(of finding: AuditFinding) -> [String] {
    ([finding.message] + finding.overrideNotes).flatMap {
      PanelContent.wrap($0, size: PanelContent.noteSize, width: PanelContent.textWidth)
    }
  }
}
