import Testing

@testable import HitScopeWindow

/// The progress line of an audit running behind the window.
struct BackgroundAuditTests {
  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (4210, "4,210"), (20_000, "20,000"),
    (1_234_567, "1,234,567"), (-4210, "-4,210"),
  ])
  func countsAreGroupedByThreesWhateverTheLocale(_ n: Int, _ text: String) {
    #expect(BackgroundAudit.grouped(n) == text)
  }
}
