import HitScopeEngine
import HitScopeTestSupport
import Testing

@testable import HitScopeRender

/// Where a click's answer or an audit finding rests on a view whose class overrides
/// hit-testing, the trace overlay's tags, the panel's click and trace sections and the audit's
/// sentences say so; a scene without overrides shows none of it.
@Suite struct OverrideNotesTests {
  init() { TestEnvironment.pinFonts }

  static let note = "Shop.Card overrides point(inside:with:): UIKit's default shown"
  static let click = Point(30, 30)

  /// A 20-point button inside a card whose class overrides `point(inside:with:)` when
  /// `overriding`.
  private func screen(overriding: Bool) -> Scene {
    // Wide enough for the tag.
    scene(
      width: 640,
      children: [
        view(
          "card", type: "Shop.Card", [10, 10, 200, 100],
          children: [
            view("buy", type: "UIButton", [10, 10, 20, 20]) { $0.fill = .black }
          ]
        ) { if overriding { $0.overrides = [.pointInside] } }
      ])
  }

  @Test(arguments: [true, false])
  func theTraceTagsSayWhichVisitedViewsOverrideHitTesting(overriding: Bool) throws {
    let s = screen(overriding: overriding)
    let options = RenderOptions(overlays: [.trace], click: Self.click)
    let tags = try SceneRenderer.renderPlacingTags(scene: s, options: options).tags.tags
    let texts = tags.map(\.text)
    #expect(
      texts.contains("card: descended · overrides pointInside") == overriding, "\(texts)")
    #expect(texts.contains("buy: hit"))
  }

  @Test(arguments: [true, false])
  func thePanelSaysTheAnswerRestsOnAnOverride(overriding: Bool) {
    let s = screen(overriding: overriding)
    let content = PanelContent(
      scene: s, options: RenderOptions(overlays: [.trace], click: Self.click),
      colors: Array(repeating: .black, count: s.views.count), click: s.hitTest(Self.click),
      probes: nil, audit: nil)
    let click = content.sections.first { $0.kind == .click }?.lines.map(\.text) ?? []
    #expect(click.joined(separator: " ").contains(Self.note) == overriding)
    let trace = content.sections.first { $0.kind == .trace }?.lines.map(\.text) ?? []
    #expect(trace.contains("card — descended · overrides pointInside") == overriding)
    #expect(trace.contains("card — descended") == !overriding)
  }

  /// Made on the calling thread (`init(scene:)`, exports) or ahead (`make`, the window's
  /// background audit), the report words its sentences alike.
  @Test(arguments: [(true, false), (false, false), (true, true), (false, true)])
  func theAuditsPanelSentencesCarryTheNote(overriding: Bool, madeAhead: Bool) throws {
    let s = screen(overriding: overriding)
    let report =
      madeAhead ? try AuditReport.make(for: s, progress: WorkProgress()) : AuditReport(scene: s)
    let i = try #require(report.findings.firstIndex { s.views[$0.view].id == "buy" })
    #expect(report.sentenceLines[i].joined(separator: " ").contains(Self.note) == overriding)
  }
}
