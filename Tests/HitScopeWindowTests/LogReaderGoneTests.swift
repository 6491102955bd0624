import Foundation
import Glibc
import HitScopeTestSupport
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

      let binary = try #require(BuiltExecutable.hitscope)
      let process = Process()
      process.executableURL = binary
      process.arguments = ["open", scene, "--log-events"]
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      try process.run()
      defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

      // Read the ready line, as `head -n1` would, then go away.
      var first = Data()
      while !first.contains(0x0A) {
        let chunk = out.fileHandleForReading.availableData
        try #require(!chunk.isEmpty, "the window ended before its ready line")
        first.append(chunk)
      }
      try out.fileHandleForReading.close()
      let line = first[..<first.firstIndex(of: 0x0A)!]
      let ready = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
      let window = try #require((ready["window"] as? NSNumber)?.uintValue)
      let canvas = try #require(ready["canvas"] as? [String: Any])
      let x = try #require((canvas["x"] as? NSNumber)?.doubleValue)
      let y = try #require((canvas["y"] as? NSNumber)?.doubleValue)

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
      #expect(process.isRunning, "the window died after its reader went away")
      kill(process.processIdentifier, SIGTERM)
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 0)
    }
  }
}
