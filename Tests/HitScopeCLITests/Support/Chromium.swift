import Foundation

/// Debian's `chromium`, run headless on files, for tests that check a page in a real browser.
enum Chromium {
  /// The browser on PATH, or nil when it is not installed (`make test-deps` installs it).
  static let path: String? = {
    let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return searchPath.split(separator: ":").map { "\($0)/chromium" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// What a headless run printed and how it ended.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs chromium headless with `arguments` and the page `url`, in a fresh profile, killing it
  /// after `limit` seconds (a bound that only catches a hang). `settles`: let the page's
  /// scripts run to their end first (a virtual time budget), for `--dump-dom`; a screenshot
  /// taken under a budget can miss tiles not yet painted.
  static func run(
    _ arguments: [String], url: URL, settles: Bool = false, limit: TimeInterval = 120
  ) throws -> Run {
    guard let path else { throw ChromiumMissing() }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitscope-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    // --no-sandbox: the tests run as root, where chromium's sandbox refuses to start.
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir=\(profile.path)",
      ] + (settles ? ["--virtual-time-budget=5000"] : []) + arguments + [url.absoluteString]
    // Output goes to files: a page's DOM is larger than a pipe's buffer.
    let outFile = profile.appendingPathComponent("stdout")
    let errFile = profile.appendingPathComponent("stderr")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: outFile.path, contents: nil),
      FileManager.default.createFile(atPath: errFile.path, contents: nil)
    else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: profile.path]) }
    let out = try FileHandle(forWritingTo: outFile)
    let err = try FileHandle(forWritingTo: errFile)
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(limit)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let outData = FileManager.default.contents(atPath: outFile.path) ?? Data()
    let errData = FileManager.default.contents(atPath: errFile.path) ?? Data()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  struct ChromiumMissing: Error, CustomStringConvertible {
    var description: String { "chromium is not installed (make test-deps installs it)" }
  }
}
