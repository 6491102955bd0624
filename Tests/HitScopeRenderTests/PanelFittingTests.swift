import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// Fitting a panel to a height cuts the long lists one entry at a time, the list with the most
/// lines first: the same content as cutting and measuring the whole panel after every entry.
@Suite
struct PanelFittingTests {
  init() { TestEnvironment.pinFonts }

  /// The fitting as `PanelContent.fitted(toHeight:)` specifies it, done the slow way.
  static func reference(_ content: PanelContent, toHeight available: Double) -> PanelContent {
    if content.height <= available + 0.5 { return content }
    enum Legend { case whole, compact, tagCount }
    let steps: [(legend: Legend, events: Int?, floor: Int)] = [
      (.whole, nil, 8), (.compact, nil, 8), (.compact, 3, 8), (.compact, 3, 4), (.compact, 3, 2),
      (.tagCount, 3, 4), (.compact, 3, 1), (.tagCount, 3, 1), (.tagCount, 0, 1),
    ]
    var last = content
    for step in steps {
      var fitted = content
      func index(_ kind: PanelSection.Kind) -> Int? {
        fitted.sections.firstIndex { $0.kind == kind }
      }
      if step.legend != .whole, let m = index(.mapViews) { fitted.sections.remove(at: m) }
      if let l = index(.legend) {
        switch step.legend {
        case .whole: break
        case .compact: fitted.sections[l].head = fitted.sections[l].shorter[0]
        case .tagCount:
          // The whole legend's red line, counting the tags left out, when there is one.
          fitted.sections[l].head.removeAll { $0.marker != .tag || $0.color != Palette.fail }
          if fitted.sections[l].head.isEmpty { fitted.sections.remove(at: l) }
        }
      }
      if let newest = step.events, let e = index(.events) {
        if newest == 0 {
          fitted.sections.remove(at: e)
        } else if fitted.sections[e].lines.count > 1 + newest {
          fitted.sections[e].head =
            [fitted.sections[e].lines[0]] + fitted.sections[e].lines.suffix(newest)
        }
      }
      while fitted.height > available + 0.5 {
        let candidates = PanelContent.listCutOrder.compactMap(index).filter {
          fitted.sections[$0].entries.count > step.floor
        }
        guard
          let k = candidates.max(by: {
            fitted.sections[$0].lines.count < fitted.sections[$1].lines.count
          })
        else { break }
        fitted.sections[k].entries.removeLast()
        fitted.sections[k].hidden += 1
      }
      if fitted.height <= available + 0.5 { return fitted }
      last = fitted
    }
    return last
  }

  /// A panel with every list long: audit findings with sentences, probes, the trace of a click
  /// through rows of buttons, counters and events.
  static func crowdedPanel() throws -> PanelContent {
    let rows = (0..<30).map { r in
      testView(
        "row\(r)", [0, Double(r) * 14, 300, 12],
        children: (0..<4).map { c in
          testView("b\(r)-\(c)", type: "UIButton", [Double(c) * 70, 0, 60, 10])
        })
    }
    var scene = testScene(width: 320, height: 440, children: rows)
    scene.probes = (0..<25).map { i in
      Probe(
        point: Point(Double(i % 4) * 70 + 5, Double(i) * 14 + 5),
        expect: i % 3 == 0 ? .nothing : .named("b\(i)-\(i % 4)"), name: "probe \(i)")
    }
    for i in 0..<12 { scene.counters["counter\(i)"] = Int64(i) }
    let options = RenderOptions(
      overlays: [.audit, .probes, .trace, .chain, .map], click: Point(75, 405),
      panelExtras: (1...9).map { "event \($0)" })
    return try #require(Frame(scene: scene, options: options).layout.panel)
  }

  @Test func fittingMatchesCuttingOneEntryAtATime() throws {
    let content = try Self.crowdedPanel()
    #expect(content.sections.filter { PanelContent.listCutOrder.contains($0.kind) }.count >= 4)
    var cutSomething = false
    for available in stride(from: content.height + 10, through: 150, by: -23) {
      let fitted = content.fitted(toHeight: available)
      #expect(fitted == Self.reference(content, toHeight: available), "at \(available) points")
      cutSomething = cutSomething || fitted.sections.contains { $0.hidden > 0 }
    }
    #expect(cutSomething)
  }

  /// A panel too short for any legend still says how many name tags were left out: nothing
  /// else in the frame does.
  @Test func aPanelWithoutRoomForTheLegendStillCountsTheTagsLeftOut() throws {
    let scene = SyntheticScene.generate(
      viewCount: 300, seed: 9, canvas: Size(width: 260, height: 170))
    let options = RenderOptions(overlays: [.regions, .trace], click: Point(130, 85))
    let frame = try Frame(scene: scene, options: options)
    let hidden = try #require(frame.tags).placement.hidden
    try #require(hidden > 0)
    let content = try #require(frame.layout.panel)
    let tiny = content.fitted(toHeight: 200)
    #expect(!tiny.lines.contains { $0.text == "Legend" })
    let count = try #require(tiny.sections.first { $0.kind == .legend })
    #expect(count.lines.map(\.text) == ["\(hidden) more tags hidden: zoom in"])
    #expect(count.lines.first?.color == Palette.fail)
    #expect(tiny == Self.reference(content, toHeight: 200))
  }

  /// The map's colours name every view the map reaches while the panel has room (the shelf
  /// dump: 26 views, a tall canvas, nothing else in the panel), and as many as fit when it has
  /// not, saying how many more.
  @Test func theMapColoursUseTheRoomThePanelHas() throws {
    let scene = try PaletteTests.pictureScene("Goldens/scenes/bookshelf.dump.txt")
    let frame = try Frame(scene: scene, options: RenderOptions(overlays: [.map]))
    let content = try #require(frame.layout.panel)
    let mapViews = try #require(content.sections.first { $0.kind == .mapViews })
    #expect(mapViews.entries.count == 26)
    #expect(!content.sections.contains { $0.hidden > 0 })
    let short = content.fitted(toHeight: content.height - 100)
    let cut = try #require(short.sections.first { $0.kind == .mapViews })
    #expect(cut.entries.count < 26 && cut.entries.count >= 8)
    #expect(cut.lines.last?.text == "… and \(26 - cut.entries.count) more")
    #expect(short.height <= content.height - 100 + 0.5)
  }
}
