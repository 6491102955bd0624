import HitScopeEngine
import Testing

@testable import HitScopeRender

/// The audit report cache: one audit per scene, whatever the counters say (taps that count do
/// not audit the scene again), a new one when anything else changes.
struct AuditReportTests {
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
}
