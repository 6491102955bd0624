import Foundation
import HitScopeEngine
import HitScopeTestSupport
import Testing

@testable import HitScopeReport

/// A failing probe's section says why: for `fires`, the delivery's reasons.
@Suite struct ProbeSectionTests {
  @Test func aFailingFiresProbeGivesTheDeliverysReason() throws {
    var dismiss = GestureRecognizer(id: "dismissTap", kind: .tap)
    dismiss.onRecognize = [.log("endEditing")]
    let base = scene(
      children: [
        view("cell", type: "UITableViewCell", [0, 20, 240, 60]) {
          $0.fill = Color(r: 255, g: 255, b: 255)
          $0.onSelect = [.log("open")]
          $0.handlesTouches = true
        }
      ],
      root: { $0.gestures = [dismiss] })
    let probe = Probe(
      point: Point(120, 50), expect: .named("cell"), name: "the row opens", fires: ["cell"])
    let s = Scene(title: "rows", canvas: base.canvas, views: base.views, probes: [probe])
    let report = try HTMLReport(
      run: ReportRun(
        scenes: [.loaded(path: "rows.json", scene: s)], commandLine: ["hitscope", "report"],
        date: Date(timeIntervalSince1970: 0)))
    #expect(
      report.html.contains(
        "cell&#39;s didSelect does not run: dismissTap took the touch away from the view.")
        || report.html.contains(
          "cell's didSelect does not run: dismissTap took the touch away from the view.")
    )
  }
}
