import Foundation
import Testing

/// The built `hitscope open` as a script drives it: `--log-events` lines, clicks at the pixels
/// the `ready` line promises, exit codes for a clean close and for a server that goes away.
extension UnderX {
  @Suite("hitscope open, as a process", .serialized)
  struct ExecutableWindowTests {
    @Test("a script clicks the ring scene at the ready line's pixels; WM_DELETE_WINDOW exits 0")
    func scriptedClicks() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-exec-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let scene = folder.appendingPathComponent("ring.json").path
      try RingScene.text().write(toFile: scene, atomically: true, encoding: .utf8)

      let app = try LaunchedWindow(
        arguments: ["open", scene, "--scale", "1.5", "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      let (window, x, y, scale) = try app.ready()
      #expect(scale == 1.5)

      let display = try #require(TestDisplay())
      _ = TestDisplay.keepAlive
      display.raise(window)
      for (i, (px, py)) in [(120.0, 120.0), (210.0, 120.0), (10.0, 10.0)].enumerated() {
        display.move(to: (Int(x + px * scale), Int(y + py * scale)), in: window)
        display.press()
        display.release()
        try app.wait("action \(i + 1)", seconds: 30) { app.events(named: "action").count == i + 1 }
      }
      #expect(
        app.events(named: "began").map { $0["point"] as? [Double] } == [
          [120, 120], [210, 120], [10, 10],
        ])
      #expect(
        app.events(named: "began").map { $0["hit"] as? String } == ["below", "ring", "below"])
      let counters = try #require(app.events(named: "action").last?["counters"] as? [String: Int])
      #expect(counters == ["below": 2, "ring": 1])

      display.requestClose(window)
      #expect(try app.exitStatus() == 0)
      #expect(app.events.last?["event"] as? String == "closed")
    }

    @Test("a broken scene opens the window with its errors on stderr and loads once fixed")
    func brokenSceneWaitsForTheFix() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-exec-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let scene = folder.appendingPathComponent("ring.json").path
      try RingScene.broken.write(toFile: scene, atomically: true, encoding: .utf8)

      let app = try LaunchedWindow(
        arguments: ["open", scene, "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      try app.wait("the ready line") { !app.events(named: "ready").isEmpty }
      try? app.wait("the error on stderr", seconds: 2) { app.errorText.contains("\(scene):3:") }
      #expect(app.errorText.hasPrefix("\(scene):3:"), "stderr: \(app.errorText)")
      let window = try #require(
        (app.events(named: "ready").first?["window"] as? NSNumber)?.uintValue)

      try RingScene.text().write(toFile: scene, atomically: true, encoding: .utf8)
      try app.wait("the reloaded line") { !app.events(named: "reloaded").isEmpty }
      #expect(app.events(named: "reloadFailed").isEmpty)

      let display = try #require(TestDisplay())
      _ = TestDisplay.keepAlive
      display.requestClose(window)
      #expect(try app.exitStatus() == 0)
    }

    @Test("a scene in a folder that does not exist exits 2 before any window")
    func missingFolder() throws {
      let app = try LaunchedWindow(
        arguments: ["open", "/nonexistent-hitscope-folder/scene.json"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      #expect(try app.exitStatus() == 2)
      try? app.wait("the message on stderr", seconds: 2) { !app.errorText.isEmpty }
      #expect(app.errorText.hasPrefix("/nonexistent-hitscope-folder/scene.json:1:1: "))
    }

    @Test("killing the X server ends the window with exit code 3 and a clear message")
    func lostServer() throws {
      let server = try PrivateXServer()
      let app = try LaunchedWindow(arguments: ["open", "--log-events"], display: server.display)
      try app.wait("the ready line") { !app.events(named: "ready").isEmpty }
      server.kill()
      #expect(try app.exitStatus() == 3)
      // The pipe may deliver the last lines a moment after the process ends.
      try? app.wait("the message on stderr", seconds: 2) { !app.errorText.isEmpty }
      #expect(
        app.errorText.contains("lost the connection to the X server"), "stderr: \(app.errorText)")
    }

    @Test("without a display open exits 3 naming DISPLAY, export and xvfb-run")
    func noDisplay() throws {
      let app = try LaunchedWindow(arguments: ["open"], display: nil)
      #expect(try app.exitStatus() == 3)
      try? app.wait("the message on stderr", seconds: 2) { app.errorText.contains("xvfb-run") }
      #expect(app.errorText.contains("DISPLAY"))
      #expect(app.errorText.contains("hitscope export"))
      #expect(app.errorText.contains("xvfb-run"))
    }
  }
}
