import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A frame's chrome (panel, legend strip, banner) tells where two frames over one still frame
/// differ, and which of its parts a change reaches.
@Suite
struct FrameChromeTests {
  init() { TestEnvironment.pinFonts }

  private static func layout(banner: String? = nil, panel: Bool = true) throws -> FrameLayout {
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    var options = RenderOptions(overlays: [.regions])
    options.banner = banner
    options.showPanel = panel
    return try Frame(scene: scene, options: options).layout
  }

  private static func chrome(_ layout: FrameLayout, hidden: Int = 0, banner: String? = nil)
    -> FrameChrome
  {
    FrameChrome(
      layout: layout, panel: layout.panel?.noting(hiddenTags: hidden), hiddenTags: hidden,
      banner: banner)
  }

  @Test func theSameChromeChangesNothing() throws {
    let layout = try Self.layout()
    #expect(Self.chrome(layout).changes(to: Self.chrome(layout)).isEmpty)
  }

  @Test func anotherPanelChangesThePanelOnly() throws {
    let layout = try Self.layout()
    let panel = try #require(layout.panelRect)
    let changes = Self.chrome(layout).changes(to: Self.chrome(layout, hidden: 3))
    try #require(changes.count == 2)
    for change in changes {
      #expect(change.intersection(panel) == panel, "\(change) holds the panel \(panel)")
    }
  }

  @Test func aBannerComingChangesItsPlace() throws {
    let without = try Self.layout()
    let with = try Self.layout(banner: "The scene file is not valid JSON.")
    let banner = try #require(with.bannerRect)
    let changes = Self.chrome(without).changes(
      to: Self.chrome(with, banner: "The scene file is not valid JSON."))
    #expect(changes.contains { $0.intersection(banner) == banner })
  }

  @Test func aLegendStripCountsTheTagsLeftOut() throws {
    let layout = try Self.layout(panel: false)
    let legend = try #require(layout.legendRect)
    let changes = Self.chrome(layout).changes(to: Self.chrome(layout, hidden: 2))
    try #require(!changes.isEmpty)
    #expect(changes.allSatisfy { $0.intersection(legend) == legend })
  }

  @Test func aChangeReachingAPartTakesItWhole() throws {
    let layout = try Self.layout()
    let chrome = Self.chrome(layout)
    let panel = try #require(layout.panelRect)
    let canvas = layout.canvasRect
    #expect(
      chrome.parts(reachedBy: [Rect(x: canvas.minX, y: canvas.minY, width: 4, height: 4)]).isEmpty)
    let reached = chrome.parts(
      reachedBy: [Rect(x: panel.minX + 3, y: panel.midY, width: 2, height: 2)])
    try #require(reached.count == 1)
    #expect(reached[0].intersection(panel) == panel)
  }
}
