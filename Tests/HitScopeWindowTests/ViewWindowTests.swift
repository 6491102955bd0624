import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// The view in the real window, with synthetic input: a landscape Mac window puts the panel
/// under its canvas, a canvas zoomed past the window scrolls by the wheel and the arrow keys
/// (clicks still land where the `resized` event says), and `f` shows it whole.
extension UnderX {
  @Suite("the window's view: landscape panel, scroll and fit", .serialized)
  struct ViewWindowTests {
    /// A Mac window 900 × 500 points: a toolbar over a sidebar of twelve rows and an editor.
    static let landscapeScene: String = {
      let rows = (0..<12).map { i in
        """
        {"id": "row\(i)", "type": "NSTableRowView", "frame": [0, \(i * 36), 220, 36],
         "fill": "\(i % 2 == 0 ? "#f4f4f6" : "#ffffff")", "onSelect": {"increment": "selected"},
         "children": [{"id": "rowLabel\(i)", "type": "NSTextField", "frame": [12, 10, 150, 16],
                       "label": "Folder \(i)", "fontSize": 12}]}
        """
      }
      return """
        {
          "title": "Notes (landscape)",
          "canvas": {"width": 900, "height": 500, "background": "#ececec"},
          "semantics": "appkit",
          "counters": {"selected": 0},
          "root": {"id": "window", "children": [
            {"id": "toolbar", "frame": [0, 450, 900, 50], "fill": "#dcdce2"},
            {"id": "sidebar", "type": "NSTableView", "frame": [0, 0, 220, 450], "flipped": true,
             "children": [\(rows.joined(separator: ",\n"))]},
            {"id": "editor", "frame": [220, 0, 680, 450], "fill": "#ffffff"}
          ]}
        }
        """
    }()

    @Test("a landscape window lays the panel out in columns under the canvas; clicks land")
    func landscapePanel() throws {
      let h = try WindowHarness(
        sceneText: Self.landscapeScene, fileName: "notes.json", overlays: [.chain, .trace])
      h.display.resize(h.window.windowID, width: 1248, height: 900)
      try h.pump("the resize") { h.window.session.size == PixelSize(width: 1248, height: 900) }
      try h.click(Point(100, 100))
      #expect(h.events(named: "began").last?["hit"] as? String == "rowLabel1")
      try h.pump("the frame") { h.window.canvas.shown == h.window.session.picture }
      let layout = h.window.session.layout
      let panel = try #require(layout.panelRect)
      #expect(panel.minY >= layout.canvasRect.maxY && panel.width == 1248)
      // The trace of the click shows every visit, not one.
      let lines = layout.panel?.lines.map(\.text) ?? []
      let columns = PanelColumns(
        try #require(layout.panel), in: Rect(x: 0, y: 0, width: 1248, height: panel.height))
      let shown = columns.placed.map(\.line.text)
      #expect(shown.contains("rowLabel1 — hit"), "\(shown)")
      #expect(!shown.contains { $0.hasPrefix("… and") }, "\(shown) of \(lines)")
      #expect(h.screenMatchesLastFrame())
    }

    @Test("zoomed past the screen, the canvas scrolls by wheel and arrows; f fits it")
    func scrollAndFit() throws {
      let h = try WindowHarness(overlays: [.regions])
      for _ in 0..<6 {
        let scale = h.window.session.scale
        h.display.type(keysym: KeySymbol.plus)
        try h.pump("the zoom") {
          h.window.session.scale > scale && h.window.canvas.shown == h.window.session.picture
        }
      }
      try h.pump("the zoomed frame") { h.window.session.layout.maximumScroll != .zero }
      let limit = h.window.session.layout.maximumScroll
      h.display.move(to: (100, 100), in: h.window.windowID)
      for _ in 0..<200 where h.window.session.layout.scroll.y < limit.y {
        let before = h.window.session.layout.scroll
        h.display.wheel(5)
        try h.pump("the wheel") { h.window.session.layout.scroll != before }
      }
      for _ in 0..<200 where h.window.session.layout.scroll.x < limit.x {
        let before = h.window.session.layout.scroll
        h.display.type(keysym: KeySymbol.right)
        try h.pump("the arrow") { h.window.session.layout.scroll != before }
      }
      #expect(h.window.session.layout.scroll == limit)
      try h.pump("the scrolled frame") { h.window.canvas.shown == h.window.session.picture }
      let resized = try #require(h.events(named: "resized").last?["canvas"] as? [String: Any])
      #expect((resized["x"] as? NSNumber)?.intValue == h.window.session.canvasOrigin.x)
      // The canvas' bottom-right corner, scrolled into view, takes clicks.
      try h.click(Point(230, 230))
      #expect(h.events(named: "began").last?["hit"] as? String == "below")
      #expect(h.screenMatchesLastFrame())

      h.display.type(keysym: KeySymbol.f)
      try h.pump("the fit") { h.window.session.layout.maximumScroll == .zero }
      #expect(h.window.session.view.scroll == .zero)
      try h.click(Point(120, 120))
      #expect(h.events(named: "began").last?["hit"] as? String == "below")
    }
  }
}
