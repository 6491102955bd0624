import Foundation
import Glibc

/// One run of the built `hitscope` executable with what the robustness tests judge it by: how it
/// ended (exit code or signal), what it printed, its wall time and its peak resident memory.
///
/// The peak comes from GNU time (`/usr/bin/time -f %M`), which forks a small process of its own
/// before exec: `ru_maxrss` of a child spawned straight from the test process would include the
/// test process' own memory, which the kernel carries across exec. Without GNU time the child's
/// `VmHWM` is polled from /proc, which can miss a last-moment peak.
struct MeasuredRun {
  /// The exit code, or nil when a signal ended the process.
  var code: Int32?
  /// The signal that ended the process (a crash, or the kill after a timeout).
  var signal: Int32?
  var timedOut: Bool
  var out: String
  var err: String
  var seconds: Double
  /// Peak resident set size, in megabytes.
  var peakMegabytes: Double

  var errorLines: [Substring] { err.split(separator: "\n", omittingEmptySubsequences: true) }

  /// A one-line account for test failure messages.
  var summary: String {
    let ending = code.map { "exit \($0)" } ?? "signal \(signal ?? 0)"
    let shownErr = err.count > 300 ? String(err.prefix(300)) + "…" : err
    return "\(ending)\(timedOut ? " (timed out)" : ""), "
      + String(format: "%.2f s, %.1f MB peak", seconds, peakMegabytes) + ", stderr: \(shownErr)"
  }

  /// Runs `hitscope ARGUMENTS`; with `asUser`, under that user id and group id (via
  /// `setpriv`), so that file permissions apply even when the tests run as root. The process
  /// is killed after `timeout` seconds. Output goes to files, so a child that writes a lot never
  /// blocks on a full pipe.
  static func hitscope(_ arguments: [String], asUser: UInt32? = nil, timeout: Double = 60)
    throws -> MeasuredRun
  {
    guard let binary = ExecutableTests.executable?.path else {
      throw RunError("the hitscope executable is not built next to the tests")
    }
    var command = [binary] + arguments
    if let user = asUser {
      command =
        ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups"] + command
    }
    return try run(command, timeout: timeout)
  }

  static let gnuTime = "/usr/bin/time"

  struct RunError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  static func run(_ command: [String], timeout: Double) throws -> MeasuredRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-measured-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("out").path
    let errPath = folder.appendingPathComponent("err").path
    let timePath = folder.appendingPathComponent("time").path
    let timed = FileManager.default.isExecutableFile(atPath: gnuTime)
    let command = timed ? [gnuTime, "-f", "%M", "-o", timePath] + command : command

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }

    // A group of its own, so that a timeout kills GNU time's child too.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let start = Date()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, &attributes, &argv, environ)
    guard spawned == 0 else {
      throw RunError("cannot start \(command[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var timedOut = false
    var polledKilobytes = 0
    while true {
      let reaped = wait4(pid, &status, WNOHANG, nil)
      if reaped == pid { break }
      if !timed { polledKilobytes = max(polledKilobytes, highWaterKilobytes(of: pid)) }
      if reaped < 0 && errno != EINTR {
        throw RunError("wait4 failed: \(String(cString: strerror(errno)))")
      }
      if !timedOut && Date().timeIntervalSince(start) > timeout {
        timedOut = true
        kill(-pid, SIGKILL)
      }
      usleep(1000)
    }
    let seconds = Date().timeIntervalSince(start)
    let read = { (path: String) in
      String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
    // The wait status as <sys/wait.h> lays it out: low 7 bits the signal, next byte the code.
    var signal = status & 0x7f
    var code = (status >> 8) & 0xff
    var kilobytes = polledKilobytes
    if timed {
      // GNU time writes "Command terminated by signal N" before the figure when one did.
      let report = read(timePath).split(separator: "\n")
      kilobytes = report.last.flatMap { Int($0) } ?? 0
      if let line = report.first(where: { $0.hasPrefix("Command terminated by signal ") }) {
        signal = Int32(line.split(separator: " ").last ?? "") ?? SIGKILL
      } else if signal == 0 && code > 128 {
        signal = code - 128
      }
    }
    if signal != 0 { code = 0 }
    return MeasuredRun(
      code: signal == 0 ? code : nil, signal: signal == 0 ? nil : signal, timedOut: timedOut,
      out: read(outPath), err: read(errPath), seconds: seconds,
      peakMegabytes: Double(kilobytes) / 1024)
  }

  /// `VmHWM` of a running process, in kilobytes; 0 once it is gone.
  private static func highWaterKilobytes(of pid: pid_t) -> Int {
    guard let status = FileManager.default.contents(atPath: "/proc/\(pid)/status") else {
      return 0
    }
    for line in String(decoding: status, as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}
