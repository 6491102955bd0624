import Foundation
import Glibc
import Testing

/// `open --log-events | head -n1`: the reader of the log goes away after the first line. The
/// window must outlive it: clicks after it and a close still work, and the process exits 0
/// instead of dying of SIGPIPE.
extension UnderX {
  @Suite("The window outlives its log reader", .serialized)
  struct LogReaderGoneTests {
    @Test("after the log's reader closes, a click and SIGTERM end in exit 0, not SIGPIPE")
    func readerGone() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-reader-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let scene = folder.appendingPathComponent("ring.json").path
      try RingScene.text().write(toFile: scene, atomically: true, encoding: .utf8)

      let app = try LaunchedWindow(
        arguments: ["open", scene, "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      // Read the ready line, as `head -n1` would, then go away.
      let (window, x, y, _) = try app.ready()
      try app.closeOutput()

      let display = try #require(TestDisplay())
      _ = TestDisplay.keepAlive
      display.raise(window)
      for _ in 0..<3 {
        display.move(to: (Int(x + 120), Int(y + 120)), in: window)
        display.press()
        display.release()
      }
      // The clicks' events are written (and fail) while the window goes on.
      usleep(500_000)
      #expect(app.process.isRunning, "the window died after its reader went away")
      kill(app.process.processIdentifier, SIGTERM)
      let status = try app.exitStatus()
      #expect(app.process.terminationReason == .exit)
      #expect(status == 0)
    }
  }
}
