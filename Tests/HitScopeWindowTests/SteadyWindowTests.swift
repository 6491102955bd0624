import Foundation
import Glibc
import HitScopeEngine
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// The window stays put under the pointer: overlays, help and the error banner never move the
/// canvas or resize the window; a zoom resizes it once and says so once; signals close it.
extension UnderX {
  @Suite("A steady window", .serialized)
  struct SteadyWindowTests {
    /// The window's pixels inside the canvas' rectangle, row by row.
    private func canvasPixels(_ h: WindowHarness) -> [UInt32] {
      let screen = h.screenPixels()
      let origin = h.window.session.canvasOrigin
      let side = Int(240 * h.window.session.scale)
      var pixels: [UInt32] = []
      for y in origin.y..<min(screen.height, origin.y + side) {
        let row = y * screen.width
        pixels += screen.rgb[(row + origin.x)..<(row + min(screen.width, origin.x + side))]
      }
      return pixels
    }

    @Test("toggling every overlay, the help and a broken save leave the canvas where it was")
    func overlaysKeepTheCanvas() throws {
      let h = try WindowHarness()
      let id = h.window.windowID
      try h.click(Point(210, 120))
      h.display.move(to: h.pixel(of: Point(120, 120)), in: id)
      // The hover's frame is drawn once the move is handled: the canvas is taken after it.
      try h.pump("the move") { h.window.session.pointer == Point(120, 120) }
      h.settle()
      let size = h.display.size(of: id)
      let origin = h.window.session.canvasOrigin
      let before = canvasPixels(h)
      #expect(before.count == 240 * 240)
      // Every overlay by the key the status bar names for it (a letter's keysym is its code).
      let keys: [(UInt, Overlay)] = try Overlay.allCases.map { overlay in
        let letter = try #require(KeyTable.key(of: overlay).unicodeScalars.first)
        return (UInt(letter.value), overlay)
      }
      for (key, overlay) in keys {
        h.display.type(keysym: key)
        try h.pump("\(overlay) on") { h.window.session.overlays.contains(overlay) }
        h.settle()
        #expect(h.display.size(of: id) == size, "\(overlay) resized the window")
        #expect(h.window.session.canvasOrigin == origin, "\(overlay) moved the canvas")
      }
      // Everything on at once, the panel at its fullest, then all off again.
      for (key, overlay) in keys {
        h.display.type(keysym: key)
        try h.pump("\(overlay) off") { !h.window.session.overlays.contains(overlay) }
      }
      h.settle()
      #expect(canvasPixels(h) == before, "the canvas shows at the same window pixels")

      h.display.type(keysym: KeySymbol.question, shift: true)
      try h.pump("the help") { h.window.session.showsHelp }
      h.settle()
      #expect(h.display.size(of: id) == size)
      #expect(h.window.session.canvasOrigin == origin)
      h.display.type(keysym: KeySymbol.question, shift: true)
      try h.pump("no help") { !h.window.session.showsHelp }
      h.settle()
      #expect(canvasPixels(h) == before)

      try h.save(RingScene.broken)
      try h.pump("the banner") { h.window.session.banner != nil }
      h.settle()
      #expect(h.display.size(of: id) == size)
      #expect(h.window.session.canvasOrigin == origin)
      // The banner lies over the canvas' top rows only; below it the canvas is unchanged.
      let banner = max(0, Int((FrameLayout.bannerHeight).rounded()) - origin.y)
      let withBanner = canvasPixels(h)
      #expect(withBanner[(banner * 240)...] == before[(banner * 240)...])
      #expect(h.events(named: "resized").isEmpty, "\(h.events(named: "resized"))")
    }

    @Test("zooming in and out logs one resized event each, with the size the window has")
    func zoomResizesOnce() throws {
      let h = try WindowHarness()
      let id = h.window.windowID
      for (key, scale) in [(KeySymbol.plus, 1.25), (KeySymbol.minus, 1.0)] {
        let before = h.events(named: "resized").count
        h.display.type(keysym: key)
        try h.pump("the zoom to \(scale)") { h.events(named: "resized").count > before }
        // Long enough for a second event, had there been one.
        for _ in 0..<30 { h.window.processEvents(timeoutMilliseconds: 10) }
        let events = h.events(named: "resized")
        #expect(events.count == before + 1, "\(events)")
        let event = try #require(events.last)
        let size = h.display.size(of: id)
        #expect(event["width"] as? Int == size.width)
        #expect(event["height"] as? Int == size.height)
        let canvas = try #require(event["canvas"] as? [String: Any])
        #expect((canvas["scale"] as? NSNumber)?.doubleValue == scale)
        #expect(canvas["x"] as? Int == h.window.session.canvasOrigin.x)
        #expect(canvas["y"] as? Int == h.window.session.canvasOrigin.y)
        #expect(h.window.session.size == PixelSize(width: size.width, height: size.height))
      }
    }

    @Test("after a zoom the status bar tells the point under the still pointer, rounded")
    func statusFollowsZoom() throws {
      let h = try WindowHarness()
      let id = h.window.windowID
      h.display.move(to: h.pixel(of: Point(100, 100)), in: id)
      try h.pump("the pointer") { h.window.session.pointer == Point(100, 100) }
      let pixel = h.pixel(of: Point(100, 100))
      let canvasBefore = h.window.session.canvasOrigin
      h.display.type(keysym: KeySymbol.plus)
      try h.pump("the zoom") { !h.events(named: "resized").isEmpty }
      h.settle()
      // The pointer stayed at the same window pixel; the layout moved under it.
      let origin = h.window.session.canvasOrigin
      let expected = Point(
        ((Double(pixel.x - origin.x) / 1.25) * 100).rounded() / 100,
        ((Double(pixel.y - origin.y) / 1.25) * 100).rounded() / 100)
      #expect(canvasBefore != origin || expected != Point(100, 100))
      #expect(h.window.session.pointer == expected)
      #expect(h.window.session.statusBar.pointer == expected)
      let pointer = try #require(h.window.session.pointer)
      #expect((pointer.x * 100).rounded() == pointer.x * 100)
      #expect((pointer.y * 100).rounded() == pointer.y * 100)
    }

    @Test(
      "SIGTERM, SIGINT and SIGHUP close the window: closed is the last event, exit 0",
      arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalsCloseCleanly(signal: Int32) throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-signal-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let scene = folder.appendingPathComponent("ring.json").path
      try RingScene.text().write(toFile: scene, atomically: true, encoding: .utf8)
      let app = try LaunchedWindow(
        arguments: ["open", scene, "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      try app.wait("the ready line") { !app.events(named: "ready").isEmpty }
      kill(app.process.processIdentifier, signal)
      #expect(try app.exitStatus() == 0)
      try app.wait("the closed line", seconds: 2) {
        app.events.last?["event"] as? String == "closed"
      }
      #expect(app.events(named: "closed").count == 1)
      #expect(app.errorText.isEmpty, "\(app.errorText)")
    }
  }
}
