import HitScopeEngine
import Testing

@testable import HitScopeRender

/// The audit overlay (numbered findings on the canvas, sentences in the panel) and the panel's
/// fitting to a short window.
@Suite(.serialized)
struct AuditOverlayTests {
  init() { TestEnvironment.pinFonts }

  /// What `hitscope export scenes/delete-badge.json --overlay audit` draws.
  @Test func auditGolden() throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let image = try SceneRenderer.render(scene: scene, options: RenderOptions(overlays: [.audit]))
    try Golden.check(image, named: "badge-audit")
  }

  @Test func panelListsEveryFindingWithItsWholeSentence() throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let findings = Audit.run(scene)
    #expect(!findings.isEmpty)
    let content = try #require(
      Frame(scene: scene, options: RenderOptions(overlays: [.audit])).layout.panel)
    let section = try #require(content.sections.first { $0.kind == .audit })
    let errors = findings.filter { $0.severity == .error }.count
    #expect(section.lines[0].text.hasPrefix("Audit: \(errors) error"))
    for (i, finding) in findings.enumerated() {
      let head = try #require(
        section.lines.firstIndex { $0.marker == .square(i + 1, Palette.severity(finding.severity)) }
      )
      #expect(section.lines[head].text.contains(finding.rule.rawValue))
      let sentence = section.lines[(head + 1)...].prefix { $0.marker == .blank }.map(\.text)
      #expect(sentence.joined(separator: " ") == finding.message)
    }
  }

  @Test func auditMarkersAreDrawnInSeverityColours() throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let plain = try SceneRenderer.render(
      scene: scene, options: RenderOptions(overlays: [], showPanel: false))
    let audited = try SceneRenderer.render(
      scene: scene, options: RenderOptions(overlays: [.audit], showPanel: false))
    let red = Palette.severity(.error)
    let amber = Palette.severity(.warning)
    func count(_ image: RasterImage, _ c: Color) -> Int {
      var n = 0
      for y in 0..<image.height {
        for x in 0..<image.width {
          let p = image.components(x: x, y: y)
          if abs(Double(p.red) - c.red * 255) < 6, abs(Double(p.green) - c.green * 255) < 6,
            abs(Double(p.blue) - c.blue * 255) < 6
          {
            n += 1
          }
        }
      }
      return n
    }
    #expect(count(audited, amber) > count(plain, amber) + 100)
    #expect(count(audited, red) > count(plain, red) + 100)
  }

  @Test func shortPanelCompactsTheLegendThenKeepsTheNewestEventsAndTheChain() throws {
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let events = (1...8).map { "event \($0)" }
    let options = RenderOptions(
      overlays: [.chain, .regions], click: Point(210, 120), panelExtras: events)
    let content = try #require(Frame(scene: scene, options: options).layout.panel)
    #expect(content.fitted(toHeight: content.height).lines == content.lines)
    func shownEvents(_ c: PanelContent) -> [String] {
      c.lines.filter { $0.text.hasPrefix("event ") }.map(\.text)
    }

    let legend = try #require(content.sections.first { $0.kind == .legend })
    let compact = content.fitted(toHeight: content.height - 17)
    let compactLegend = try #require(compact.sections.first { $0.kind == .legend })
    #expect(compactLegend.lines.count < legend.lines.count)
    #expect(shownEvents(compact) == events)

    let savedByLegend = content.height - compact.height
    let fewerEvents = content.fitted(toHeight: content.height - savedByLegend - 2 * 17)
    #expect(fewerEvents.height <= content.height - savedByLegend - 2 * 17)
    #expect(shownEvents(fewerEvents) == Array(events.suffix(3)))

    let tiny = content.fitted(toHeight: 200)
    for kind in [PanelSection.Kind.header, .click, .chain] {
      #expect(
        tiny.sections.first { $0.kind == kind } == content.sections.first { $0.kind == kind })
    }
    #expect(!tiny.sections.contains { $0.kind == .legend })
  }

  /// Long lists are cut between entries (a finding keeps its whole sentence) and end with how
  /// many are hidden; the events stay while the lists can give room.
  @Test func longListsAreCutBetweenEntriesBeforeTheEventsGo() throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let events = (1...3).map { "event \($0)" }
    let options = RenderOptions(overlays: [.audit, .probes], panelExtras: events)
    let content = try #require(Frame(scene: scene, options: options).layout.panel)
    let audit = try #require(content.sections.first { $0.kind == .audit })
    #expect(audit.entries.count >= 4)
    let fitted = content.fitted(toHeight: content.height - 120)
    #expect(fitted.height <= content.height - 120)
    #expect(fitted.lines.filter { $0.text.hasPrefix("event ") }.count == 3)
    let cut = try #require(fitted.sections.first { $0.kind == .audit })
    #expect(cut.lines.last?.text == "… and \(audit.entries.count - cut.entries.count) more")
    // Every shown finding is followed by its whole sentence.
    let report = AuditReport(scene: scene)
    for (i, entry) in cut.entries.enumerated() {
      #expect(entry.first?.marker == .square(i + 1, Palette.severity(report.findings[i].severity)))
      #expect(entry.dropFirst().map(\.text) == report.sentenceLines[i])
    }
  }

  /// A scene with thousands of findings gives a picture at most twice the canvas' height.
  @Test func thousandsOfFindingsKeepThePictureBounded() throws {
    let buttons = (0..<2_000).map { i in
      testView("b\(i)", type: "UIButton", [Double(i % 50) * 12, Double(i / 50) * 12, 10, 10])
    }
    let scene = testScene(width: 600, height: 480, children: buttons)
    let options = RenderOptions(overlays: [.audit])
    let layout = FrameLayout(scene: scene, options: options)
    #expect(Double(layout.size.height) <= 2 * (480 + 2 * FrameLayout.overlayMargin))
    let content = try #require(layout.panel)
    let fitted = content.fitted(toHeight: Double(layout.size.height))
    let audit = try #require(fitted.sections.first { $0.kind == .audit })
    #expect(audit.lines.last?.text.hasPrefix("… and ") == true)
  }
}
