import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender

/// The frame value: what it computes once (the click's hit-test, probe outcomes, the audit), what
/// it takes from the frame before it, and that the layers kept by a renderer follow every change
/// of the scene, including fields no list names.
@Suite(.serialized)
struct FrameValueTests {
  init() { TestEnvironment.pinFonts }

  /// A panel that ignores touches over a view with or without an `onTap` action: with one, the
  /// view handles touches and the disabled panel makes it unreachable (an audit error).
  static func sceneText(onTap: Bool) -> String {
    """
    {
      "title": "onTap only",
      "canvas": {"width": 200, "height": 160},
      "counters": {"taps": 0},
      "root": {"id": "root", "children": [
        {"id": "panel", "frame": [20, 20, 160, 120], "fill": "#dde4ff",
         "userInteractionEnabled": false, "children": [
          {"id": "target", "frame": [40, 30, 80, 50], "fill": "#ffcc66",
           "handlesTouches": false\(onTap ? #", "onTap": {"increment": "taps"}"# : "")}
        ]}
      ]}
    }
    """
  }

  static func load(onTap: Bool) throws -> Scene {
    try SceneLoader.load(
      bytes: Array(sceneText(onTap: onTap).utf8), fileName: "on-tap-\(onTap).json")
  }

  @Test func reloadThatChangesOnlyOnTapUpdatesTheAuditOverlay() throws {
    let before = try Self.load(onTap: false)
    let after = try Self.load(onTap: true)
    let options = RenderOptions(overlays: [.audit])
    let renderer = SceneRenderer()
    let first = try Frame(scene: before, options: options)
    #expect(first.audit?.findings.isEmpty == true)
    let shownBefore = try renderer.render(first)

    let reloaded = try Frame(scene: after, options: options, previous: first)
    let findings = try #require(reloaded.audit?.findings)
    #expect(findings.map(\.rule) == [.unreachable])
    #expect(findings.map { after.views[$0.view].id } == ["target"])
    let shownAfter = try renderer.render(reloaded)
    #expect(shownAfter.pixels != shownBefore.pixels)
    let fresh = try SceneRenderer.render(scene: after, options: options)
    #expect(shownAfter.pixels == fresh.pixels)
    let panel = try #require(reloaded.layout.panel?.sections.first { $0.kind == .audit })
    #expect(panel.lines[0].text == "Audit: 1 error · 0 warnings")
  }

  @Test func clickIsHitTestedOnceAndCarriedToTheNextFrame() throws {
    let scene = try Self.load(onTap: true)
    let click = Point(80, 70)
    let pressed = try Frame(
      scene: scene, options: RenderOptions(overlays: [.chain, .trace], click: click))
    let result = try #require(pressed.click)
    #expect(result == scene.hitTest(click, recordTrace: true))
    #expect(!result.trace.isEmpty)
    let hovered = try Frame(
      scene: scene, options: RenderOptions(overlays: [.chain, .trace], click: click, hover: 1),
      previous: pressed)
    #expect(hovered.click == result)
    let moved = try Frame(
      scene: scene, options: RenderOptions(overlays: [.chain], click: Point(5, 5)),
      previous: hovered)
    #expect(moved.click == scene.hitTest(Point(5, 5), recordTrace: true))
  }

  @Test func aTapThatChangesAFlagHitTestsTheClickAgain() throws {
    var scene = try Self.load(onTap: true)
    let click = Point(80, 70)
    let options = RenderOptions(overlays: [.chain], click: click)
    let first = try Frame(scene: scene, options: options)
    #expect(first.click?.hit == scene.indexByID["root"])
    scene.set(.userInteractionEnabled, of: try #require(scene.indexByID["panel"]), to: true)
    let next = try Frame(scene: scene, options: options, previous: first)
    #expect(next.click?.hit == scene.indexByID["target"])
  }

  @Test func probeOutcomesAndAuditAreMadeOnlyWhileTheirOverlaysShow() throws {
    let scene = try Self.load(onTap: true)
    let plain = try Frame(scene: scene, options: RenderOptions(overlays: [.chain]))
    #expect(plain.probes == nil)
    #expect(plain.audit == nil)
    let both = try Frame(
      scene: scene, options: RenderOptions(overlays: [.probes, .audit]), previous: plain)
    #expect(both.probes?.count == scene.probes.count)
    #expect(both.audit != nil)
  }

  @Test func scaleOutOfRangeIsAnError() throws {
    let scene = try Self.load(onTap: false)
    #expect(throws: RenderError.self) {
      try Frame(scene: scene, options: RenderOptions(scale: 100))
    }
  }
}
