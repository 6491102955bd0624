import Foundation
import HitScopeEngine
import HitScopeRender
import Testing

@testable import HitScopeWindow

/// The window sends only what changed (the canvas' changed bands, the status bar when its
/// picture changed), and what the server shows is still exactly a fresh render.
extension UnderX {
  @Suite("Window frame uploads", .serialized)
  struct FrameUploadTests {
    /// A fresh renderer's frame for the session as it stands, status bar included, as 0xRRGGBB.
    static func freshFrame(of window: InspectorWindow) throws -> [UInt32] {
      let session = window.session
      let canvas = try SceneRenderer.render(
        scene: session.scene, options: session.renderOptions, size: session.frameSize)
      var rgb = canvas.pixels
      if session.statusHeight > 0 {
        rgb += try session.statusBar.render(width: session.size.width, scale: session.scale)
          .pixels
      }
      return rgb.map { $0 & 0xff_ffff }
    }

    /// The window's pixels as the server holds them, read without raising the window (raising
    /// could expose it and have it send the whole frame again).
    static func serverPixels(_ h: WindowHarness) -> [UInt32] {
      h.settle()
      return h.display.pixels(of: h.window.windowID).rgb
    }

    /// Xvfb shares memory with its clients: the frames go through MIT-SHM unless the window is
    /// told not to use it, as with a remote display.
    @Test(
      "after XTest moves and clicks the window shows a fresh render",
      arguments: [
        (Set<Overlay>([.regions, .chain, .trace]), true), ([.chain], true), ([], true),
        ([.regions, .chain, .trace], false),
      ] as [(overlays: Set<Overlay>, sharedMemory: Bool)])
    func movesAndClicksMatchFreshRender(_ setup: (overlays: Set<Overlay>, sharedMemory: Bool))
      throws
    {
      let h = try WindowHarness(overlays: setup.overlays, sharedMemory: setup.sharedMemory)
      #expect(h.window.canvas.usesSharedMemory == setup.sharedMemory)
      let id = h.window.windowID
      let points = [
        Point(120, 120), Point(210, 120), Point(10, 10), Point(121, 121), Point(200, 200),
      ]
      for (i, p) in points.enumerated() {
        h.display.move(to: h.pixel(of: p), in: id)
        try h.pump("the move to \(p)") { h.window.session.pointer == p }
        #expect(Self.serverPixels(h) == (try Self.freshFrame(of: h.window)), "after move \(i)")
        if i % 2 == 0 {
          try h.click(p)
          #expect(Self.serverPixels(h) == (try Self.freshFrame(of: h.window)), "after click \(i)")
        }
      }
      #expect(h.events(named: "ended").count == 3)
    }

    @Test("the status bar shows the pointer and its view after each move")
    func statusBarFollowsPointer() throws {
      let h = try WindowHarness(overlays: [.chain])
      let id = h.window.windowID
      for (p, target) in [(Point(120, 120), "below"), (Point(210, 120), "ring")] {
        h.display.move(to: h.pixel(of: p), in: id)
        try h.pump("the move to \(p)") { h.window.session.pointer == p }
        let size = h.window.session.size
        let expected = try StatusBar(
          pointer: p, pointerTarget: target, chips: KeyTable.chips(on: [.chain]),
          helpLines: KeyTable.help
        ).render(width: size.width, scale: 1)
        let screen = Self.serverPixels(h)
        let top = (size.height - expected.height) * size.width
        let strip = Array(screen[top...])
        #expect(strip == expected.pixels.map { $0 & 0xff_ffff }, "status bar at \(p)")
      }
    }

    @Test("a move within one view sends only the status bar; a click there reuses the bar")
    func moveWithinViewSendsStatusOnly() throws {
      let h = try WindowHarness(overlays: [.chain])
      let id = h.window.windowID
      h.display.move(to: h.pixel(of: Point(120, 120)), in: id)
      try h.pump("the first move") { h.window.session.pointer == Point(120, 120) }
      h.settle()
      let frames = h.window.canvas.framesDrawn
      h.display.move(to: h.pixel(of: Point(122, 121)), in: id)
      try h.pump("the second move") { h.window.canvas.framesDrawn > frames }
      let size = h.window.session.size
      let statusHeight = h.window.session.statusHeight
      #expect(statusHeight > 0)
      #expect(h.window.canvas.lastFramePixelsSent == size.width * statusHeight)

      let renders = h.window.canvas.statusBars.renders
      try h.click(Point(122, 121))
      #expect(h.window.canvas.framesDrawn > frames + 1)
      #expect(h.window.canvas.statusBars.renders == renders, "the bar's text did not change")
      let sent = h.window.canvas.lastFramePixelsSent
      #expect(sent > 0 && sent < size.width * (size.height - statusHeight))
      #expect(Self.serverPixels(h) == (try Self.freshFrame(of: h.window)))
    }

    @Test("a resize logs resized with the new size and canvas; clicks land by it")
    func resizeLogsResized() throws {
      let h = try WindowHarness(scale: 1.5)
      let id = h.window.windowID
      let start = h.display.size(of: id)
      h.display.resize(id, width: start.width + 200, height: start.height + 100)
      try h.pump("the resized event") { !h.events(named: "resized").isEmpty }
      let resized = try #require(h.events(named: "resized").last)
      #expect((resized["width"] as? NSNumber)?.intValue == start.width + 200)
      #expect((resized["height"] as? NSNumber)?.intValue == start.height + 100)
      let canvas = try #require(resized["canvas"] as? [String: Any])
      let x = try #require((canvas["x"] as? NSNumber)?.intValue)
      let y = try #require((canvas["y"] as? NSNumber)?.intValue)
      let scale = try #require((canvas["scale"] as? NSNumber)?.doubleValue)
      #expect(scale == 1.5)
      let ready = try #require(h.events(named: "ready").first?["canvas"] as? [String: Any])
      let readyX = try #require((ready["x"] as? NSNumber)?.intValue)
      let readyY = try #require((ready["y"] as? NSNumber)?.intValue)
      #expect(abs(x - (readyX + 100)) <= 1 && abs(y - (readyY + 50)) <= 1)
      #expect(h.events(named: "ready").count == 1)

      // Scene point (210, 120) is on the ring; a script clicks it where `resized` says.
      let pixel = (x: x + Int(210 * scale), y: y + Int(120 * scale))
      h.display.move(to: pixel, in: id)
      h.display.press()
      h.display.release()
      try h.pump("the click after the resize") { !h.events(named: "ended").isEmpty }
      #expect(h.events(named: "began").last?["hit"] as? String == "ring")
      #expect(h.events(named: "resized").count == 1, "a click moves nothing")

      h.display.type(keysym: KeySymbol.plus)
      try h.pump("the zoom") { h.window.session.scale > 1.5 }
      h.settle()
      let last = try #require(h.events(named: "resized").last)
      #expect((last["width"] as? NSNumber)?.intValue == h.window.session.size.width)
      #expect((last["height"] as? NSNumber)?.intValue == h.window.session.size.height)
      let zoomed = try #require(last["canvas"] as? [String: Any])
      #expect((zoomed["scale"] as? NSNumber)?.doubleValue == h.window.session.scale)
      #expect((zoomed["x"] as? NSNumber)?.intValue == h.window.session.canvasOrigin.x)
      #expect((zoomed["y"] as? NSNumber)?.intValue == h.window.session.canvasOrigin.y)
    }
  }
}
