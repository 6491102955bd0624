import Foundation
import HitScopeTestSupport
import Testing

/// Output that does not arrive is never a success: every command that prints ends with exit 3
/// and one line saying why when standard output fails.
@Suite("A failed standard output is exit 3", .serialized)
final class StandardOutputFailureTests {
  let folder = Repository.temporaryFolder()
  private var mount: String?

  deinit {
    if let mount { TmpfsMount.run("/bin/umount", [mount]) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// `hitscope ARGUMENTS > target` under `/bin/sh`.
  func run(_ arguments: [String], into target: String) throws -> MeasuredRun {
    let binary = try #require(ExecutableTests.executable?.path)
    return try MeasuredRun.run(
      ["/bin/sh", "-c", #"exec "$0" "$@" > "# + "'\(target)'", binary] + arguments, timeout: 120)
  }

  static let ring = Repository.scene("ring-over-button.json")
  static let dump = Repository.scene("login-screen.dump.txt")

  static let commands: [[String]] = [
    ["hit", ring, "120,120"],
    ["hit", ring, "120,120", "--json"],
    ["audit", ring],
    ["check", ring],
    ["validate", ring],
    ["map", ring, "-o", "MAP", "--json"],
    ["help"],
    ["help", "export"],
    ["import", dump, "--quiet"],
  ]

  @Test("Every command's output into /dev/full is exit 3 with the reason", arguments: commands)
  func deviceFull(arguments: [String]) throws {
    let map = folder.appendingPathComponent("map.png").path
    let run = try run(arguments.map { $0 == "MAP" ? map : $0 }, into: "/dev/full")
    #expect(run.code == 3, "\(run.summary)")
    #expect(
      run.errorLines.last == "hitscope: cannot write standard output: No space left on device",
      "\(run.summary)")
  }

  @Test("A disk that fills up in the middle of import's output is exit 3, not a short file")
  func shortWrite() throws {
    try #require(TmpfsMount.isAllowed, "mounting a tmpfs needs root")
    let point = folder.appendingPathComponent("small").path
    try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
    // One 4 KiB page: the imported scene (about 9 KB) fills it half-way through.
    try #require(
      TmpfsMount.run("/bin/mount", ["-t", "tmpfs", "-o", "size=4k", "tmpfs", point]) == 0)
    mount = point
    let run = try run(["import", Self.dump, "--quiet"], into: point + "/scene.json")
    #expect(run.code == 3, "\(run.summary)")
    #expect(
      run.errorLines.last == "hitscope: cannot write standard output: No space left on device")
  }
}
