import Foundation
import HitScopeEngine
import HitScopeTestSupport
import Testing

@testable import HitScopeReport

struct ReportTextTests {
  @Test(arguments: [
    (
      ["hitscope", "report", "scenes/a.json", "-o", "out/r.html"],
      "hitscope report scenes/a.json -o out/r.html"
    ),
    (["hitscope", "report", "my scene.json"], "hitscope report 'my scene.json'"),
    (["hitscope", "report", "it's.json"], "hitscope report 'it'\\''s.json'"),
    (["hitscope", "report", "*.json", ""], "hitscope report '*.json' ''"),
  ])
  func theCommandLineIsQuotedAsAShellReadsItBack(arguments: [String], text: String) {
    #expect(ReportText.commandLine(arguments) == text)
  }

  @Test func datesAreUTC() {
    #expect(
      ReportText.date(Date(timeIntervalSince1970: 1_796_112_005)) == "2026-12-01 08:00:05 UTC")
  }

  @Test func probesAreNumberedFromOneAndNamedInQuotes() {
    let scene = HitScopeTestSupport.scene()
    func probe(_ index: Int, _ name: String?) -> ReportProbe {
      ReportProbe(
        index: index,
        evaluation: ProbeEvaluation(
          probe: Probe(point: Point(1, 2), expect: .nothing, name: name), scene: scene))
    }
    #expect(ReportText.probeTitle(probe(2, "centre")) == "Probe 3 \u{201C}centre\u{201D}")
    #expect(ReportText.probeTitle(probe(0, nil)) == "Probe 1")
  }

  @Test(arguments: [
    (0.4, "0 pt²"), (999, "999 pt²"), (1_000, "1,000 pt²"), (78_160, "78,160 pt²"),
    (1_234_567.6, "1,234,568 pt²"),
  ])
  func areasAreWholeSquarePointsGroupedByThousands(area: Double, text: String) {
    #expect(MapLegend.area(area) == text)
  }

  @Test func legendSwatchesShowTheMapsTintOverWhite() {
    #expect(MapLegend.onWhite(Color(r: 0, g: 0, b: 0), alpha: 0.5) == "#808080")
    #expect(MapLegend.onWhite(Color(r: 0x1F, g: 0x77, b: 0xB4), alpha: 1) == "#1f77b4")
    #expect(MapLegend.onWhite(.white, alpha: 0.45) == "#ffffff")
  }
}
