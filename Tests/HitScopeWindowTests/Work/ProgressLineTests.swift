import HitScopeEngine
import Testing

@testable import HitScopeWindow

/// The progress line of work running behind the window (the audit, the map).
struct ProgressLineTests {
  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (4210, "4,210"), (20_000, "20,000"),
    (1_234_567, "1,234,567"), (-4210, "-4,210"),
  ])
  func countsAreGroupedByThreesWhateverTheLocale(_ n: Int, _ text: String) {
    #expect(ProgressLine.grouped(n) == text)
  }

  @Test func theLineSaysTheStepOrTheVerbAloneBeforeTheFirst() {
    #expect(ProgressLine.text("Mapping", nil) == "Mapping…")
    #expect(
      ProgressLine.text("Mapping", WorkProgress.Snapshot(done: 320, total: 1600, unit: "rows"))
        == "Mapping… 320 of 1,600 rows")
  }
}
