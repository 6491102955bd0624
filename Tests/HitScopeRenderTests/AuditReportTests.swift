import HitScopeEngine
import Testing

@testable import HitScopeRender

/// The audit report: one audit per scene, carried from frame to frame whatever the counters say
/// (taps that count do not audit the scene again), a new one when anything else changes.
struct AuditReportTests {
  // Reports wrap their sentences with Pango: the fonts are pinned before the first layout.
  init() { TestEnvironment.pinFonts }

  /// The panel's heading and the window's log word the counts alike, singular for one.
  @Test(arguments: [
    (1, 1, "1 error · 1 warning"), (0, 2, "0 errors · 2 warnings"), (3, 0, "3 errors · 0 warnings"),
  ])
  func theTallySaysEachCountInWords(errors: Int, warnings: Int, text: String) throws {
    let scene = try FrameValueTests.load(onTap: true)
    let findings =
      [AuditRule.Severity](
        repeating: .error, count: errors)
      + [AuditRule.Severity](repeating: .warning, count: warnings)
    let report = AuditReport(
      scene: scene,
      findings: findings.map {
        AuditFinding(rule: .smallTarget, view: 1, related: [], message: "", severity: $0)
      },
      sentenceLines: findings.map { _ in [] })
    #expect(report.tally == text)
  }

  @Test func aTapThatCountsKeepsTheReportAndAFlagChangeMakesANewOne() throws {
    let scene = try FrameValueTests.load(onTap: true)
    let own = AuditReport(scene: scene)
    #expect(!own.findings.isEmpty)
    // A report listing every finding twice, for the scene: a frame that shows it was handed
    // or carried it rather than auditing.
    let given = AuditReport(
      scene: scene, findings: own.findings + own.findings,
      sentenceLines: own.sentenceLines + own.sentenceLines)
    let options = RenderOptions(overlays: [.audit])
    let first = try Frame(scene: scene, options: options, audit: given)
    #expect(first.audit?.findings == given.findings)

    var counted = scene
    counted.counters["taps", default: 0] += 3
    #expect(counted != scene)
    let again = try Frame(scene: counted, options: options, previous: first)
    #expect(again.audit?.findings == given.findings)

    let other = try FrameValueTests.load(onTap: false)
    let changed = try Frame(scene: other, options: options, previous: again)
    #expect(changed.audit?.findings == AuditReport(scene: other).findings)
    #expect(changed.audit?.findings != given.findings)
  }

  @Test func aReportMadeAheadReadsAsTheFramesOwnAndHoldsOnlyForItsScene() throws {
    let scene = try FrameValueTests.load(onTap: true)
    let made = try AuditReport.make(for: scene, progress: WorkProgress())
    let own = AuditReport(scene: scene)
    #expect(!made.findings.isEmpty)
    #expect(made.findings == own.findings)
    #expect(made.sentenceLines == own.sentenceLines)

    var counted = scene
    counted.counters["taps", default: 0] += 1
    #expect(made.holds(for: counted))
    let other = try FrameValueTests.load(onTap: false)
    #expect(!made.holds(for: other))
  }

  @Test func aFrameShowsTheReportItIsGivenForItsSceneAndAuditsItselfOtherwise() throws {
    let scene = try FrameValueTests.load(onTap: true)
    // A report that finds nothing, for a scene whose audit finds something: a frame that shows
    // nothing took the report it was given rather than auditing.
    let given = AuditReport(scene: scene, findings: [], sentenceLines: [])
    let options = RenderOptions(overlays: [.audit])
    let frame = try Frame(scene: scene, options: options, audit: given)
    #expect(frame.audit?.findings.isEmpty == true)
    // The same empty report, made for another scene, is not taken.
    let stale = AuditReport(
      scene: try FrameValueTests.load(onTap: false), findings: [], sentenceLines: [])
    let audited = try Frame(scene: scene, options: options, audit: stale)
    #expect(audited.audit?.findings == AuditReport(scene: scene).findings)
    #expect(audited.audit?.findings.isEmpty == false)
  }

  @Test func aCancelledReportThrows() throws {
    let progress = WorkProgress()
    progress.cancel()
    #expect(throws: WorkCancelled.self) {
      try AuditReport.make(for: try FrameValueTests.load(onTap: true), progress: progress)
    }
  }
}
