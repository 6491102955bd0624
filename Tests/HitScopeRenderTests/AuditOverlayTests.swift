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

  @Test func shortPanelDropsOldEventsThenCompactsTheLegendButKeepsTheChain() throws {
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let events = (1...8).map { "event \($0)" }
    let options = RenderOptions(
      overlays: [.chain, .regions], click: Point(210, 120), panelExtras: events)
    let content = try #require(Frame(scene: scene, options: options).layout.panel)
    #expect(content.fitted(toHeight: content.height).lines == content.lines)

    let fewerEvents = content.fitted(toHeight: content.height - 3 * 17)
    #expect(fewerEvents.height <= content.height - 3 * 17)
    let shown = fewerEvents.lines.filter { $0.text.hasPrefix("event ") }.map(\.text)
    #expect(shown == Array(events.suffix(shown.count)))
    #expect(shown.count == 5)

    let legend = try #require(content.sections.first { $0.kind == .legend })
    let withoutEvents =
      content.height
      - content.sections.first { $0.kind == .events }!.lines
      .reduce(0) { $0 + $1.kind.height }
    let compact = content.fitted(toHeight: withoutEvents - 10)
    let compactLegend = try #require(compact.sections.first { $0.kind == .legend })
    #expect(compactLegend.lines.count < legend.lines.count)
    #expect(!compact.lines.contains { $0.text.hasPrefix("event ") })

    let tiny = content.fitted(toHeight: 200)
    for kind in [PanelSection.Kind.header, .click, .chain] {
      #expect(
        tiny.sections.first { $0.kind == kind } == content.sections.first { $0.kind == kind })
    }
    #expect(!tiny.sections.contains { $0.kind == .legend })
  }
}
