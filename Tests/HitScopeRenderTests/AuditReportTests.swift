import HitScopeEngine
import Testing

@testable import HitScopeRender

/// The audit report cache: one audit per scene, whatever the counters say (taps that count do
/// not audit the scene again), a new one when anything else changes.
struct AuditReportTests {
  // Reports wrap their sentences with Pango: the fonts are pinned before the first layout.
  init() { TestEnvironment.pinFonts }

  @Test func aTapThatCountsKeepsTheReportAndAFlagChangeMakesANewOne() throws {
    let scene = try FrameValueTests.load(onTap: true)
    let cache = AuditReportCache()
    let first = cache.report(for: scene)
    #expect(cache.made == 1)
    #expect(!first.findings.isEmpty)

    var counted = scene
    counted.counters["taps", default: 0] += 3
    #expect(counted != scene)
    let again = cache.report(for: counted)
    #expect(cache.made == 1)
    #expect(again.findings == first.findings)

    let other = try FrameValueTests.load(onTap: false)
    let changed = cache.report(for: other)
    #expect(cache.made == 2)
    #expect(changed.findings != first.findings)
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
