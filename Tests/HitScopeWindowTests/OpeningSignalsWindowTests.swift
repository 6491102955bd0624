import Foundation
import Glibc
import Testing

/// A signal while the window opens a 20,000-view scene (seconds in a debug build: reading it,
/// sizing the window for it) ends the process as it ends an open window: exit 0 with `closed`
/// logged, at once, instead of dying of the signal (143) with no `closed`.
extension UnderX {
  @Suite("Signals while the window opens", .serialized)
  struct OpeningSignalsWindowTests {
    /// The signals the process catches, from /proc (bit n - 1 for signal n); 0 once it is gone.
    static func caughtSignals(_ pid: pid_t) -> UInt64 {
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") })
      else { return 0 }
      return UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        ?? 0
    }

    @Test(
      "SIGTERM, SIGINT or SIGHUP while the window opens: exit 0, closed the only line",
      .timeLimit(.minutes(5)), arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalWhileOpening(signal: Int32) throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-opening-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let scene = folder.appendingPathComponent("large.json").path
      try LargeScene.text().write(toFile: scene, atomically: true, encoding: .utf8)
      let app = try LaunchedWindow(
        arguments: ["open", scene, "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      let pid = app.process.processIdentifier
      // Once the window catches the signal: it does before it reads the scene.
      try app.wait("the signal handler", seconds: 30) {
        Self.caughtSignals(pid) & (1 << UInt64(signal - 1)) != 0
      }
      kill(pid, signal)
      #expect(try app.exitStatus(seconds: 5) == 0)
      #expect(app.process.terminationReason == .exit)
      try? app.wait("the closed line", seconds: 2) { !app.lines.isEmpty }
      #expect(app.lines == [#"{"event": "closed"}"#], "the window opened before the signal came")
    }
  }
}
