import Foundation
import Glibc
import HitScopeTestSupport

/// The built `hitscope` executable running `open --log-events`, with its output lines collected
/// as they arrive, for tests that need a separate process (exit codes, a server that dies).
final class LaunchedWindow {
  let process = Process()
  private let output = LineCollector()
  private let errors = LineCollector()
  private let out = Pipe()

  /// `environment`: variables set for the process besides the tests' own and `DISPLAY`.
  init(arguments: [String], display: String?, environment extra: [String: String] = [:]) throws {
    guard let binary = BuiltExecutable.hitscope else {
      throw WindowHarness.HarnessError("the hitscope executable is not built next to the tests")
    }
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment.merge(extra) { $1 }
    process.environment = environment
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    output.attach(out.fileHandleForReading)
    errors.attach(err.fileHandleForReading)
    try process.run()
  }

  deinit {
    // SIGKILL: children of Foundation's `Process` may start with SIGTERM blocked.
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  var lines: [String] { output.lines }
  var errorText: String { errors.lines.joined(separator: "\n") }

  var events: [[String: Any]] {
    lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
  }

  func events(named name: String) -> [[String: Any]] {
    events.filter { $0["event"] as? String == name }
  }

  /// Waits until `condition` holds; throws after `seconds`.
  func wait(_ what: String, seconds: Double = 10, until condition: () -> Bool) throws {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while !condition() {
      if Date() > deadline {
        throw WindowHarness.HarnessError(
          "timed out waiting for \(what); stdout: \(lines), stderr: \(errorText)")
      }
      usleep(5000)
    }
  }

  /// What the `ready` line promises, once it has come (within `seconds`): the window id, and
  /// where scene point (px, py) is, at window pixel (x + px * scale, y + py * scale).
  func ready(seconds: Double = 10) throws -> (window: UInt, x: Double, y: Double, scale: Double) {
    try wait("the ready line", seconds: seconds) { !events(named: "ready").isEmpty }
    guard let ready = events(named: "ready").first,
      let window = (ready["window"] as? NSNumber)?.uintValue,
      let canvas = ready["canvas"] as? [String: Any],
      let x = (canvas["x"] as? NSNumber)?.doubleValue,
      let y = (canvas["y"] as? NSNumber)?.doubleValue,
      let scale = (canvas["scale"] as? NSNumber)?.doubleValue
    else { throw WindowHarness.HarnessError("the ready line lacks its window or canvas: \(lines)") }
    return (window, x, y, scale)
  }

  /// Stops reading standard output and closes its read end, as a reader like `head -n1` does
  /// after its line: the window's next writes there fail.
  func closeOutput() throws {
    out.fileHandleForReading.readabilityHandler = nil
    try out.fileHandleForReading.close()
  }

  /// Waits for the process to end and returns its exit status.
  func exitStatus(seconds: Double = 10) throws -> Int32 {
    try wait("the process to exit", seconds: seconds) { !process.isRunning }
    return process.terminationStatus
  }
}

/// Lines read from a pipe on a background queue, kept behind a lock.
final class LineCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []
  private var partial = Data()

  var lines: [String] { lock.withLock { collected } }

  func attach(_ handle: FileHandle) {
    handle.readabilityHandler = { [self] handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
        return
      }
      lock.withLock {
        partial.append(data)
        while let newline = partial.firstIndex(of: 0x0a) {
          collected.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
          partial.removeSubrange(partial.startIndex...newline)
        }
      }
    }
  }
}
