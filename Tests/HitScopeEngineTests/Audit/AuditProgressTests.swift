import HitScopeEngine
import HitScopeSynthetic
import Testing

/// The audit a window runs on another thread: it reports how far it has come, finds what the
/// plain `run` finds, and stops when the one waiting for it cancels.
struct AuditProgressTests {
  static let scene = SyntheticScene.generate(viewCount: 300, seed: 7)

  @Test func anAuditWithProgressFindsWhatRunFindsAndEndsAtItsLastRule() throws {
    let progress = WorkProgress()
    #expect(progress.snapshot == nil)
    let findings = try Audit.run(Self.scene, progress: progress)
    #expect(!findings.isEmpty)
    #expect(findings == Audit.run(Self.scene))
    let last = try #require(progress.snapshot)
    #expect(last.unit == "rules")
    #expect(last.done == last.total)
  }

  @Test func aCancelledAuditThrowsInsteadOfReturningHalfTheFindings() {
    let progress = WorkProgress()
    progress.cancel()
    #expect(throws: WorkCancelled.self) { try Audit.run(Self.scene, progress: progress) }
    // It stopped at its first check: no view measured, no rule checked.
    #expect(progress.snapshot == nil)
  }
}
