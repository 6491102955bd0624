import Foundation
import HitScopeEngine
import HitScopeRender
import HitScopeTestSupport
import Testing

@testable import HitScopeReport

/// A report pictures the first findings of each rule and the first failing probes, and lists
/// the rest in tables, every one still with its anchor: a page stays small whatever the input.
struct PictureBudgetTests {
  /// A row of `count` small buttons (each a small-target finding), with a probe at each
  /// button's centre that expects nothing there (each fails).
  static func crowdedScene(count: Int) -> Scene {
    let buttons = (0..<count).map { i in
      view("button\(i)", type: "UIButton", [Double(i) * 30 + 4, 20, 20, 20]) {
        $0.handlesTouches = true
      }
    }
    let base = scene(width: Double(count) * 30 + 8, height: 60, children: buttons)
    let probes = (0..<count).map { i in
      Probe(point: Point(Double(i) * 30 + 14, 30), expect: .nothing, name: "p\(i)")
    }
    return Scene(title: "crowded", canvas: base.canvas, views: base.views, probes: probes)
  }

  static func page(_ scene: Scene) throws -> String {
    try HTMLReport(
      run: ReportRun(
        scenes: [.loaded(path: "crowded.json", scene: scene)], commandLine: ["hitscope"],
        date: Date(timeIntervalSince1970: 0))
    ).html
  }

  static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func theFirstFindingsOfEachRuleArePicturedAndTheRestListedWithAnchors() throws {
    let scene = Self.crowdedScene(count: 14)
    let findings = AuditReport(scene: scene).findings
    let html = try Self.page(scene)
    let perRule = Dictionary(grouping: findings, by: \.rule).mapValues(\.count)
    #expect((perRule[.smallTarget] ?? 0) >= 14, "every button is a small target")
    let expectedPictures = perRule.values.map { min($0, PictureBudget.findingsPerRule) }
      .reduce(0, +)
    #expect(Self.occurrences(of: "alt=\"Finding ", in: html) == expectedPictures)
    for k in 1...findings.count {
      #expect(html.contains("id=\"scene-1-finding-\(k)\""), "finding \(k) has its anchor")
    }
    #expect(html.contains("<table class=\"findings\">"))
  }

  @Test func theFirstFailingProbesArePicturedAndTheRestListedWithAnchors() throws {
    let html = try Self.page(Self.crowdedScene(count: 14))
    #expect(Self.occurrences(of: "alt=\"Around ", in: html) == PictureBudget.failingProbes)
    for k in 1...14 {
      #expect(html.contains("id=\"scene-1-probe-\(k)\""), "probe \(k) has its anchor")
    }
    #expect(html.contains("<table class=\"failing\">"))
  }

  @Test func aSceneWithinTheBudgetHasNoTables() throws {
    let html = try Self.page(Self.crowdedScene(count: 2))
    #expect(!html.contains("<table class=\"findings\">"))
    #expect(!html.contains("<table class=\"failing\">"))
  }
}
