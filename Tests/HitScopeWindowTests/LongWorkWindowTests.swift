import Foundation
import Glibc
import HitScopeFormat
import Testing

@testable import HitScopeWindow

/// The long work of a 20,000-view scene, its audit and its map, runs behind the window: a signal,
/// a click and a key are answered while it runs, and its result arrives later. The bounds below
/// catch a window that waits for the work: in a debug build the map of this scene takes seconds
/// and the audit far longer.
extension UnderX {
  @Suite("The window answers while it audits or maps 20,000 views", .serialized)
  struct LongWorkWindowTests {
    /// A long piece of work the window does behind its loop.
    struct Work: CustomTestStringConvertible, Sendable {
      /// The overlay that starts it (`--overlay`).
      var overlay: String
      /// The event logged when its result arrives.
      var event: String
      /// How long the result may take in a debug build on a loaded machine, in seconds.
      var seconds: Double
      /// Whether the result's event covers the whole scene.
      var coversTheScene: @Sendable ([String: Any]) -> Bool

      var testDescription: String { overlay }
    }

    static let works = [
      Work(overlay: "audit", event: "audited", seconds: 540) {
        ($0["errors"] as? Int ?? 0) + ($0["warnings"] as? Int ?? 0) > 1000
      },
      Work(overlay: "map", event: "mapped", seconds: 120) { $0["views"] as? Int ?? 0 > 10_000 },
    ]

    /// The scene in a fresh folder, opened with `work`'s overlay on. The work's result is held
    /// while the folder's `hold` file exists (see `TestHold`), so that a test acts while the work
    /// surely runs, however fast the machine; it removes the file to let the result come.
    func launch(_ work: Work) throws -> (LaunchedWindow, folder: URL) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-long-\(work.overlay)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let scene = folder.appendingPathComponent("large.json").path
      try LargeScene.text().write(toFile: scene, atomically: true, encoding: .utf8)
      let hold = folder.appendingPathComponent("hold")
      try Data().write(to: hold)
      let app = try LaunchedWindow(
        arguments: ["open", scene, "--overlay", work.overlay, "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"],
        environment: [TestHold.work: hold.path])
      return (app, folder)
    }

    func names(_ app: LaunchedWindow) -> [String] {
      app.events.compactMap { $0["event"] as? String }
    }

    @Test(
      "SIGTERM while the work runs closes the window at once, closed last",
      .timeLimit(.minutes(5)), arguments: works)
    func signalDuringTheWork(_ work: Work) throws {
      let (app, folder) = try launch(work)
      defer { try? FileManager.default.removeItem(at: folder) }
      // The first frame is drawn after the work started.
      _ = try app.ready(seconds: 180)
      kill(app.process.processIdentifier, SIGTERM)
      #expect(try app.exitStatus(seconds: 5) == 0)
      try? app.wait("the closed line", seconds: 2) { names(app).last == "closed" }
      #expect(names(app).last == "closed")
      #expect(!names(app).contains(work.event), "the work ended before the signal came")
    }

    @Test(
      "a click and a key are answered while the work runs; its result comes after",
      .timeLimit(.minutes(10)), arguments: works)
    func clickAndKeyDuringTheWork(_ work: Work) throws {
      let (app, folder) = try launch(work)
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
      #expect(!names(app).contains(work.event), "the work ended before the click and key")

      try FileManager.default.removeItem(at: folder.appendingPathComponent("hold"))
      try app.wait("the work's result", seconds: work.seconds) {
        !app.events(named: work.event).isEmpty
      }
      #expect(work.coversTheScene(try #require(app.events(named: work.event).first)))
      let order = names(app)
      let arrival = try #require(order.firstIndex(of: work.event))
      #expect(try #require(order.firstIndex(of: "action")) < arrival)
      #expect(try #require(order.firstIndex(of: "saved")) < arrival)

      kill(app.process.processIdentifier, SIGTERM)
      #expect(try app.exitStatus(seconds: 10) == 0)
      try? app.wait("the closed line", seconds: 2) { names(app).last == "closed" }
      #expect(names(app).last == "closed")
    }
  }
}
