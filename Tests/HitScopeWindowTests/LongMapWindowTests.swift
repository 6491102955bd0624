import Foundation
import Glibc
import Testing

@testable import HitScopeWindow

/// The map overlay of a 20,000-view scene is made behind the window: a signal and a key are
/// answered while it is made, and the map arrives later. The bounds below catch a window that
/// waits for the map: mapping this scene takes seconds in a debug build.
extension UnderX {
  @Suite("The window answers while it maps 20,000 views", .serialized)
  struct LongMapWindowTests {
    /// The scene in a fresh folder, opened with the map overlay on.
    func launch() throws -> (LaunchedWindow, folder: URL) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-long-map-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let scene = folder.appendingPathComponent("large.json").path
      try LargeScene.text().write(toFile: scene, atomically: true, encoding: .utf8)
      let app = try LaunchedWindow(
        arguments: ["open", scene, "--overlay", "map", "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      return (app, folder)
    }

    func names(_ app: LaunchedWindow) -> [String] {
      app.events.compactMap { $0["event"] as? String }
    }

    @Test(
      "SIGTERM while the map is made closes the window at once, closed last",
      .timeLimit(.minutes(5)))
    func signalWhileMapping() throws {
      let (app, folder) = try launch()
      defer { try? FileManager.default.removeItem(at: folder) }
      // The first frame is drawn after the map started.
      _ = try app.ready(seconds: 180)
      kill(app.process.processIdentifier, SIGTERM)
      #expect(try app.exitStatus(seconds: 5) == 0)
      try? app.wait("the closed line", seconds: 2) { names(app).last == "closed" }
      #expect(names(app).last == "closed")
      #expect(!names(app).contains("mapped"), "the map was made before the signal came")
    }

    @Test(
      "a click and a key are answered while the map is made; the map comes after",
      .timeLimit(.minutes(5)))
    func clickAndKeyWhileMapping() throws {
      let (app, folder) = try launch()
      defer { try? FileManager.default.removeItem(at: folder) }
      let (window, x, y, scale) = try app.ready(seconds: 180)
      let display = try #require(TestDisplay())
      _ = TestDisplay.keepAlive
      display.raise(window)
      display.move(
        to: (Int(x + LargeScene.bigCentre.x * scale), Int(y + LargeScene.bigCentre.y * scale)),
        in: window)
      display.press()
      display.release()
      try app.wait("the click's action", seconds: 20) { !app.events(named: "action").isEmpty }
      #expect(app.events(named: "action").first?["view"] as? String == "big")
      display.type(keysym: KeySymbol.s)
      try app.wait("the screenshot's line", seconds: 20) { !app.events(named: "saved").isEmpty }
      #expect(
        !names(app).contains("mapped"), "the map was made before the click and key were answered")
      let shot = try #require(app.events(named: "saved").first?["path"] as? String)
      defer { try? FileManager.default.removeItem(atPath: shot) }

      try app.wait("the map", seconds: 120) { !app.events(named: "mapped").isEmpty }
      let views = try #require(app.events(named: "mapped").first?["views"] as? Int)
      #expect(views > 10_000)
      let order = names(app)
      #expect(order.firstIndex(of: "action")! < order.firstIndex(of: "mapped")!)
      #expect(order.firstIndex(of: "saved")! < order.firstIndex(of: "mapped")!)

      kill(app.process.processIdentifier, SIGTERM)
      #expect(try app.exitStatus(seconds: 10) == 0)
      try? app.wait("the closed line", seconds: 2) { names(app).last == "closed" }
      #expect(names(app).last == "closed")
    }
  }
}
