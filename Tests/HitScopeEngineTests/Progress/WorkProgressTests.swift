import HitScopeEngine
import Testing

/// The progress a long computation reports into, and its cancelling.
struct WorkProgressTests {
  @Test func reportSaysWhetherToGoOn() {
    let progress = WorkProgress()
    #expect(progress.report(1, of: 3, "views"))
    progress.cancel()
    #expect(!progress.report(2, of: 3, "views"))
    #expect(progress.snapshot == WorkProgress.Snapshot(done: 1, total: 3, unit: "views"))
  }
}
