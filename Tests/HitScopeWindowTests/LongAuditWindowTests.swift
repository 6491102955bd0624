import Foundation
import Glibc
import Testing

@testable import HitScopeWindow

/// The audit of a 20,000-view scene runs behind the window: a signal, a click and a key are
/// answered while it runs, and its findings arrive later. The bounds below catch a window that
/// waits for the audit: the audit of this scene takes far longer in a debug build.
extension UnderX {
  @Suite("The window answers while it audits 20,000 views", .serialized)
  struct LongAuditWindowTests {
    /// The scene in a fresh folder, opened with the audit overlay on.
    func launch() throws -> (LaunchedWindow, folder: URL) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-long-audit-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let scene = folder.appendingPathComponent("large.json").path
      try LargeScene.text().write(toFile: scene, atomically: true, encoding: .utf8)
      let app = try LaunchedWindow(
        arguments: ["open", scene, "--overlay", "audit", "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      return (app, folder)
    }

    func names(_ app: LaunchedWindow) -> [String] {
      app.events.compactMap { $0["event"] as? String }
    }

    @Test(
      "SIGTERM during the audit closes the window at once, closed last", .timeLimit(.minutes(5)))
    func signalDuringTheAudit() throws {
      let (app, folder) = try launch()
      defer { try? FileManager.default.removeItem(at: folder) }
      // The first frame is drawn after the audit started.
      _ = try app.ready(seconds: 180)
      kill(app.process.processIdentifier, SIGTERM)
      #expect(try app.exitStatus(seconds: 5) == 0)
      try? app.wait("the closed line", seconds: 2) { names(app).last == "closed" }
      #expect(names(app).last == "closed")
      #expect(!names(app).contains("audited"), "the audit ended before the signal came")
    }

    @Test(
      "a click and a key are answered while the audit runs; its findings come after",
      .timeLimit(.minutes(10)))
    func clickAndKeyDuringTheAudit() throws {
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
      #expect(!names(app).contains("audited"), "the audit ended before the click was answered")

      try app.wait("the audit's findings", seconds: 540) { !app.events(named: "audited").isEmpty }
      let audited = try #require(app.events(named: "audited").first)
      let errors = try #require(audited["errors"] as? Int)
      let warnings = try #require(audited["warnings"] as? Int)
      #expect(errors + warnings > 1000)
      let order = names(app)
      let answered = try #require(order.firstIndex(of: "saved"))
      #expect(answered < order.firstIndex(of: "audited")!)

      kill(app.process.processIdentifier, SIGTERM)
      #expect(try app.exitStatus(seconds: 10) == 0)
      try? app.wait("the closed line", seconds: 2) { names(app).last == "closed" }
      #expect(names(app).last == "closed")
    }
  }
}
