import Foundation
import Glibc

/// An Xvfb of the test's own, for tests that kill the server under a running window.
final class PrivateXServer {
  /// Xvfb on `PATH`, or nil when it is not installed.
  static let xvfb: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { "\($0)/Xvfb" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  let display: String
  private let number: Int
  private let process = Process()

  init() throws {
    guard
      let number = (141...180).first(where: {
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
          && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
      })
    else { throw WindowHarness.HarnessError("no free display number for a private Xvfb") }
    self.number = number
    display = ":\(number)"
    guard let xvfb = Self.xvfb else {
      throw WindowHarness.HarnessError("Xvfb is not installed (apt-get install xvfb)")
    }
    process.executableURL = URL(fileURLWithPath: xvfb)
    process.arguments = [display, "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date(timeIntervalSinceNow: 10)
    while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
      if Date() > deadline { throw WindowHarness.HarnessError("Xvfb \(display) did not start") }
      usleep(20000)
    }
  }

  /// Ends the server at once, as a crash would. SIGKILL, because children of Foundation's
  /// `Process` may start with SIGTERM blocked; the dead server's lock and socket are removed.
  func kill() {
    guard process.isRunning else { return }
    Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
  }

  deinit {
    kill()
  }
}
