import Foundation
import HitScopeEngine
import HitScopeRender
import Testing

@testable import HitScopeWindow

/// The real window under an X server (Xvfb in `make test`), driven by a second client with
/// XTest: clicks, drags, keys, saves, resizes and closes.
extension UnderX {
  @Suite("Inspector window", .serialized)
  struct InspectorWindowTests {
    @Test("ready names the window and the canvas a script clicks on")
    func readyEvent() throws {
      let h = try WindowHarness(scale: 1.5)
      let ready = try #require(h.events.first)
      #expect(ready["event"] as? String == "ready")
      #expect((ready["window"] as? NSNumber)?.uintValue == h.window.windowID)
      let canvas = try #require(ready["canvas"] as? [String: Any])
      #expect((canvas["scale"] as? NSNumber)?.doubleValue == 1.5)
      #expect((canvas["x"] as? NSNumber)?.intValue == h.window.session.canvasOrigin.x)
      #expect((canvas["y"] as? NSNumber)?.intValue == h.window.session.canvasOrigin.y)
      #expect(
        h.display.utf8Property("_NET_WM_NAME", of: h.window.windowID)
          == "HitScope: Ring über Button")
      #expect(h.display.windowClass(of: h.window.windowID)?.1 == "HitScope")
      #expect(h.screenMatchesLastFrame())
    }

    @Test("clicks at (120,120), (210,120), (10,10) reach below, ring, below and count")
    func clicksRouteThroughTheRing() throws {
      let h = try WindowHarness()
      let labelRect = (x: 76.0, y: 108.0, w: 88.0, h: 24.0)
      let before = h.screenPixels()
      try h.click(Point(120, 120))
      try h.click(Point(210, 120))
      try h.click(Point(10, 10))

      let began = h.events(named: "began")
      #expect(began.map { $0["hit"] as? String } == ["below", "ring", "below"])
      #expect(began.map { $0["handledBy"] as? String } == ["below", "ring", "below"])
      #expect(began[1]["chain"] as? [String] == ["ring", "root", "UIApplication"])
      #expect(began[0]["chain"] as? [String] == ["below", "root", "UIApplication"])
      #expect(
        began.map { $0["point"] as? [Double] } == [[120, 120], [210, 120], [10, 10]])
      #expect(h.events(named: "ended").count == 3)
      let actions = h.events(named: "action")
      #expect(actions.map { $0["view"] as? String } == ["below", "ring", "below"])
      let last = try #require(actions.last?["counters"] as? [String: Int])
      #expect(last == ["below": 2, "ring": 1])
      #expect(h.window.session.scene.counters == ["below": 2, "ring": 1])

      h.settle()
      #expect(h.screenMatchesLastFrame())
      let after = h.screenPixels()
      let topLeft = h.pixel(of: Point(labelRect.x, labelRect.y))
      let bottomRight = h.pixel(of: Point(labelRect.x + labelRect.w, labelRect.y + labelRect.h))
      var changed = 0
      for y in topLeft.y..<bottomRight.y {
        for x in topLeft.x..<bottomRight.x
        where before.rgb[y * before.width + x] != after.rgb[y * after.width + x] {
          changed += 1
        }
      }
      #expect(changed > 20, "the label's pixels should change when its counters do")
    }

    @Test("a drag off a button released beyond its 70-point slop ends and fires nothing")
    func dragBeyondSlopEndsWithoutFiring() throws {
      let h = try WindowHarness()
      try h.drag(
        from: Point(120, 120), via: [Point(120, 200), Point(120, 280)], to: Point(120, 320))
      #expect(h.events(named: "moved").count >= 2)
      let ended = h.events(named: "ended")
      #expect(ended.count == 1)
      #expect(ended.first?["hit"] as? String == "below")
      #expect(h.events(named: "cancelled").isEmpty)
      #expect(h.events(named: "action").isEmpty)
      #expect(h.window.session.scene.counters["below"] == 0)

      try h.drag(from: Point(120, 120), to: Point(120, 300))
      #expect(h.events(named: "ended").count == 2)
      #expect(h.events(named: "action").count == 1, "inside the slop the tap still counts")
      #expect(h.window.session.scene.counters["below"] == 1)
    }

    @Test("Shift-click probes a point without delivering a touch")
    func shiftClickProbes() throws {
      let h = try WindowHarness()
      try h.click(Point(210, 120), shift: true)
      #expect(h.events(named: "began").isEmpty)
      #expect(h.window.session.lastClick == Point(210, 120))
      #expect(h.window.session.lastClickWasProbe)
      #expect(h.window.session.log.recent.last?.contains("ring") == true)
      #expect(h.window.session.scene.counters["ring"] == 0)
    }

    @Test("hover follows the view a click would reach")
    func hoverFollowsPointer() throws {
      let h = try WindowHarness()
      h.display.move(to: h.pixel(of: Point(210, 120)), in: h.window.windowID)
      try h.pump("hover on ring") {
        h.window.session.hover == h.window.session.scene.indexByID["ring"]
      }
      h.display.move(to: h.pixel(of: Point(120, 120)), in: h.window.windowID)
      try h.pump("hover on below") {
        h.window.session.hover == h.window.session.scene.indexByID["below"]
      }
      h.settle()
      #expect(h.screenMatchesLastFrame())
    }

    @Test("a file broken from the start shows an empty canvas under the banner until fixed")
    func brokenFromTheStart() throws {
      let h = try WindowHarness(sceneText: RingScene.broken)
      let banner = try #require(h.window.session.banner)
      #expect(banner.hasPrefix("\(h.scenePath):3:"), "\(banner)")
      #expect(h.window.session.scene.title == "ring")
      #expect(h.window.session.scene.views.count == 1)
      h.settle()
      #expect(h.screenMatchesLastFrame())

      try h.save(RingScene.text())
      try h.pump("reloaded") { !h.events(named: "reloaded").isEmpty }
      #expect(h.window.session.banner == nil)
      #expect(h.window.session.scene.indexByID["ring"] != nil)
      // The ring's canvas is smaller than the placeholder's: click once the window has resized.
      try h.pump("resized", seconds: 5) { !h.events(named: "resized").isEmpty }
      try h.click(Point(120, 120))
      #expect(h.events(named: "action").count == 1)
    }

    @Test("a broken save keeps the scene with a banner; the fix reloads and keeps counters")
    func hotReload() throws {
      let h = try WindowHarness()
      try h.click(Point(120, 120))
      try h.save(RingScene.broken)
      try h.pump("reloadFailed") { !h.events(named: "reloadFailed").isEmpty }
      let error = try #require(h.events(named: "reloadFailed").first?["error"] as? String)
      #expect(error.contains("ring.json:3:"), "the error names file and line: \(error)")
      #expect(h.window.session.banner == error)
      #expect(h.window.session.scene.counters["below"] == 1)
      h.settle()
      #expect(h.screenMatchesLastFrame())

      try h.save(
        RingScene.text(label: "B{below} R{ring} E{extra}", extraCounters: ", \"extra\": 5"))
      try h.pump("reloaded") { !h.events(named: "reloaded").isEmpty }
      #expect(h.window.session.banner == nil)
      #expect(h.window.session.scene.counters == ["below": 1, "ring": 0, "extra": 5])
      try h.click(Point(120, 120))
      let counters = try #require(h.events(named: "action").last?["counters"] as? [String: Int])
      #expect(counters == ["below": 2, "ring": 0, "extra": 5])
    }

    @Test("resizing keeps the canvas centred and clicks still land; tiny and huge sizes survive")
    func resize() throws {
      let h = try WindowHarness()
      let start = h.window.session.canvasOrigin
      let startSize = h.display.size(of: h.window.windowID)
      h.display.resize(
        h.window.windowID, width: startSize.width + 200, height: startSize.height + 100)
      try h.pump("the resize") { h.window.session.size.width == startSize.width + 200 }
      h.settle()
      let moved = h.window.session.canvasOrigin
      #expect(abs(moved.x - (start.x + 100)) <= 1)
      #expect(abs(moved.y - (start.y + 50)) <= 1)
      #expect(h.screenMatchesLastFrame())
      try h.click(Point(210, 120))
      #expect(h.events(named: "began").last?["hit"] as? String == "ring")

      for (width, height) in [(1, 1), (30, 20), (3000, 2400), (startSize.width, startSize.height)] {
        h.display.resize(h.window.windowID, width: width, height: height)
        try h.pump("the resize to \(width)x\(height)") {
          h.window.session.size == PixelSize(width: width, height: height)
        }
        h.settle()
        #expect(h.window.canvas.lastFrame?.width == width)
      }
      #expect(!h.window.isClosed)
    }

    @Test("keys toggle overlays, zoom, reset counters, reload, save and quit")
    func keys() throws {
      let h = try WindowHarness()
      let id = h.window.windowID
      h.display.move(to: h.pixel(of: Point(120, 120)), in: id)
      h.display.type(keysym: KeySymbol.c)
      try h.pump("the chain overlay") { h.window.session.overlays.contains(.chain) }
      try h.click(Point(210, 120))
      h.settle()
      let withChain = h.screenPixels().rgb
      h.display.type(keysym: KeySymbol.c)
      try h.pump("no chain overlay") { !h.window.session.overlays.contains(.chain) }
      h.settle()
      let withoutChain = h.screenPixels().rgb
      let differing = zip(withChain, withoutChain).filter { $0 != $1 }.count
      #expect(differing > 100, "the chain overlay shows on screen (\(differing) pixels differ)")

      h.display.type(keysym: KeySymbol.r)
      try h.pump("the regions overlay") { h.window.session.overlays.contains(.regions) }

      h.display.type(keysym: KeySymbol.zero)
      try h.pump("counters reset") { h.window.session.scene.counters["ring"] == 0 }

      h.display.type(keysym: KeySymbol.plus)
      try h.pump("zoom in") { h.window.session.scale == 1.25 }
      h.display.type(keysym: KeySymbol.minus)
      try h.pump("zoom out") { h.window.session.scale == 1 }

      h.display.type(keysym: KeySymbol.r, control: true)
      try h.pump("Ctrl+R reload") { h.events(named: "reloaded").count == 1 }
      #expect(
        h.window.session.overlays.contains(.regions), "Ctrl+R reloads, it does not toggle regions")

      h.display.type(keysym: KeySymbol.s)
      try h.pump("saved") { !h.events(named: "saved").isEmpty }
      let path = try #require(h.events(named: "saved").first?["path"] as? String)
      #expect(path == h.folder.appendingPathComponent("ring-1.png").path)
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect((attributes[.size] as? Int ?? 0) > 1000)

      h.display.type(keysym: KeySymbol.q)
      try h.pump("quit") { h.window.isClosed }
      #expect(h.events.last?["event"] as? String == "closed")
    }

    @Test("WM_DELETE_WINDOW closes cleanly: closed is the last event and run returns 0")
    func closeRequest() throws {
      let h = try WindowHarness()
      h.display.requestClose(h.window.windowID)
      try h.pump("the close") { h.window.isClosed }
      #expect(try h.window.run() == 0)
      #expect(h.events.last?["event"] as? String == "closed")
      #expect(h.events(named: "closed").count == 1)
    }

    @Test("the window destroyed under it (BadWindow on later requests) closes without crashing")
    func destroyedWindow() throws {
      let h = try WindowHarness()
      h.display.destroy(h.window.windowID)
      // A frame that differs from the one shown, so drawing sends pixels to the lost window.
      h.window.session.toggle(.chain)
      h.window.draw()
      try h.pump("the close after destruction") { h.window.isClosed }
      #expect(h.events.last?["event"] as? String == "closed")
      #expect(
        h.window.session.log.recent.contains {
          $0.contains("BadDrawable") || $0.contains("BadWindow")
        },
        "the X error is reported in the panel's log: \(h.window.session.log.recent)")
    }
  }
}
