import Foundation
import Glibc
import HitScopeFormat
import HitScopeTestSupport
import Testing

/// Files written by the built `hitscope` (export PNG/SVG/PDF, map, the JUnit report of check)
/// are whole or absent: a process killed mid-write, a full disk and a read-only folder leave an
/// existing file byte for byte as it was, no partial file beside it, and (except for the kill)
/// exit 3 with one line naming the file and the reason. The window's screenshots are covered
/// by WindowSoakTests, which has the X server they need.
///
/// The full and read-only disks are small tmpfs mounts, which need root (the tests run as root
/// here); elsewhere those tests are skipped with that reason.
@Suite("Atomic writes when the process or the disk fails", .serialized)
final class AtomicWriteTests {
  let folder: URL
  private var mounts: [String] = []

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    for mount in mounts.reversed() { _ = TmpfsMount.run("/bin/umount", [mount]) }
    try? FileManager.default.removeItem(at: folder)
  }

  static var executable: URL? { BuiltExecutable.hitscope }

  struct Run {
    var code: Int32
    var signaled: Bool
    var err: String
  }

  static func hitscope(_ arguments: [String]) throws -> Run {
    let binary = try #require(executable, "build the hitscope product before its tests")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      code: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      err: String(decoding: data, as: UTF8.self))
  }

  /// A scene of `columns` x `rows` coloured, labelled tiles on a `width` x `height` canvas: at
  /// scale 8 its PNG takes seconds to encode, long enough to kill the writer in the middle.
  static func tiledScene(width: Int, height: Int, columns: Int, rows: Int) -> String {
    var views: [String] = []
    let w = Double(width) / Double(columns)
    let h = Double(height) / Double(rows)
    for row in 0..<rows {
      for column in 0..<columns {
        let n = row * columns + column
        let colour = String(format: "#%06x", (n &* 2_654_435_761) & 0xffffff)
        views.append(
          #"{"id": "t\#(n)", "frame": [\#(Double(column) * w), \#(Double(row) * h), \#(w), \#(h)], "#
            + #""fill": "\#(colour)", "shape": {"roundedRect": 7}, "label": "\#(n)"}"#)
      }
    }
    return #"{"canvas": {"width": \#(width), "height": \#(height)}, "#
      + #""root": {"id": "root", "children": [\#(views.joined(separator: ","))]}}"#
  }

  var smallScene: String { Self.tiledScene(width: 160, height: 120, columns: 4, rows: 3) }

  func write(_ text: String, _ name: String, in directory: URL? = nil) throws -> String {
    let path = (directory ?? folder).appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  func listing(_ directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  /// A tmpfs of `size` mounted on a fresh folder, unmounted when the test ends.
  func mountTmpfs(size: String) throws -> URL {
    let point = folder.appendingPathComponent("mnt-\(mounts.count)")
    try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
    try #require(
      TmpfsMount.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", point.path]) == 0,
      "mounting a tmpfs failed")
    mounts.append(point.path)
    return point
  }

  /// A command that writes a file, with the file name it writes; `SCENE` and `OUT` in its
  /// arguments stand for the scene and the output path.
  struct Writer: Sendable, CustomStringConvertible {
    var name: String
    var file: String
    var template: [String]
    var description: String { name }

    func arguments(_ scene: String, _ out: String) -> [String] {
      template.map { $0 == "SCENE" ? scene : $0 == "OUT" ? out : $0 }
    }
  }

  static let writers = [
    Writer(
      name: "export png", file: "out.png",
      template: ["export", "SCENE", "-o", "OUT", "--scale", "4"]),
    Writer(
      name: "export svg", file: "out.svg",
      template: ["export", "SCENE", "-o", "OUT", "--all-overlays"]),
    Writer(
      name: "export pdf", file: "out.pdf",
      template: ["export", "SCENE", "-o", "OUT", "--all-overlays"]),
    Writer(name: "map", file: "map.png", template: ["map", "SCENE", "-o", "OUT", "--scale", "4"]),
    Writer(
      name: "check --junit", file: "report.xml", template: ["check", "SCENE", "--junit", "OUT"]),
  ]

  // MARK: Killed mid-write

  @Test("SIGKILL during a large 8x PNG export leaves the existing file intact")
  func killedMidWrite() throws {
    let scene = try write(
      Self.tiledScene(width: 900, height: 700, columns: 30, rows: 24), "tiles.json")
    let out = folder.appendingPathComponent("tiles.png").path
    let before = try Self.hitscope(["export", scene, "-o", out, "--scale", "0.25"])
    try #require(before.code == 0, "the first, small export failed: \(before.err)")
    let original = try #require(contents(out))

    let (process, partialSize) = try exportSignalledMidWrite(
      scene, to: out, signal: SIGKILL)
    process.waitUntilExit()
    #expect(partialSize > 0, "the export ended before its temporary file had any bytes")
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(contents(out) == original, "the existing PNG changed")
    // A killed process cannot clean up: its hidden temporary file stays, the destination does
    // not change, and no visible file appears.
    let visible = listing(folder).filter { !$0.hasPrefix(".") }
    #expect(visible == ["tiles.json", "tiles.png"])
    print("killed mid-write with \(partialSize) bytes of the temporary PNG written")
  }

  @Test(
    "SIGINT, SIGTERM or SIGHUP during a large export removes the temporary file",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalledMidWrite(signal: Int32) throws {
    let scene = try write(
      Self.tiledScene(width: 900, height: 700, columns: 30, rows: 24), "tiles.json")
    let out = folder.appendingPathComponent("tiles.png").path
    let (process, partialSize) = try exportSignalledMidWrite(
      scene, to: out, signal: signal)
    process.waitUntilExit()
    #expect(partialSize > 0, "the export ended before its temporary file had any bytes")
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(listing(folder) == ["tiles.json"], "a temporary file or a half picture stayed")
  }

  /// Starts a large export of `scene` to `out` and sends `signal` as soon as its hidden
  /// temporary file beside `out` has bytes in it, or gives up after two minutes. The export is
  /// held once the file is written, before it is renamed (`TestHold.write`, a file outside the
  /// folder), so the signal surely comes mid-write however fast the machine. Returns the process
  /// (not yet reaped) and the temporary file's size when signalled.
  private func exportSignalledMidWrite(
    _ scene: String, to out: String, signal: Int32
  ) throws -> (Process, Int) {
    let binary = try #require(Self.executable)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["export", scene, "-o", out, "--scale", "8"]
    let hold = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-hold-\(UUID().uuidString)")
    try Data().write(to: hold)
    defer { try? FileManager.default.removeItem(at: hold) }
    process.environment = ProcessInfo.processInfo.environment.merging([TestHold.write: hold.path]) {
      $1
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let prefix = "." + URL(fileURLWithPath: out).lastPathComponent
    var partialSize = 0
    let deadline = Date(timeIntervalSinceNow: 120)
    while process.isRunning && Date() < deadline {
      for name in listing(folder) where name.hasPrefix(prefix) {
        let attributes = try? FileManager.default.attributesOfItem(
          atPath: folder.appendingPathComponent(name).path)
        partialSize = attributes?[.size] as? Int ?? 0
      }
      if partialSize > 0 {
        kill(process.processIdentifier, signal)
        break
      }
      usleep(500)
    }
    // The hold is released only once a signalled process is gone, so that it cannot go on to
    // rename the file.
    if partialSize > 0 { process.waitUntilExit() }
    return (process, partialSize)
  }

  // MARK: Full disk

  @Test(
    "a full disk: exit 3 with the reason, the existing file intact, nothing left behind",
    .enabled(if: TmpfsMount.isAllowed, "mounting a tmpfs needs root"),
    arguments: AtomicWriteTests.writers)
  func fullDisk(_ writer: Writer) throws {
    let scene = try write(smallScene, "scene.json")
    let disk = try mountTmpfs(size: "1m")
    let out = try write("the previous version\n", writer.file, in: disk)
    // Fill what is left, so that even a one-block file cannot be written.
    let filler = disk.appendingPathComponent("filler").path
    let fd = open(filler, O_WRONLY | O_CREAT, 0o644)
    try #require(fd >= 0)
    let block = [UInt8](repeating: 0x55, count: 4096)
    while block.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) > 0 {}
    close(fd)

    let run = try Self.hitscope(writer.arguments(scene, out))
    #expect(run.code == 3, "\(writer.name): exit \(run.code), stderr: \(run.err)")
    #expect(!run.signaled)
    let lines = run.err.split(separator: "\n")
    #expect(lines.count == 1, "\(writer.name): \(run.err)")
    #expect(run.err.contains(out), "\(writer.name) does not name the file: \(run.err)")
    #expect(
      run.err.localizedCaseInsensitiveContains("space"),
      "\(writer.name) does not say the disk is full: \(run.err)")
    #expect(contents(out) == Data("the previous version\n".utf8), "\(writer.name)")
    #expect(listing(disk) == ["filler", writer.file].sorted(), "\(writer.name)")
  }

  // MARK: Read-only folder

  @Test(
    "a read-only folder: exit 3 with the reason, the existing file intact",
    .enabled(if: TmpfsMount.isAllowed, "mounting a tmpfs needs root"),
    arguments: AtomicWriteTests.writers)
  func readOnlyFolder(_ writer: Writer) throws {
    let scene = try write(smallScene, "scene.json")
    let disk = try mountTmpfs(size: "4m")
    let out = try write("the previous version\n", writer.file, in: disk)
    try #require(TmpfsMount.run("/bin/mount", ["-o", "remount,ro", disk.path]) == 0)

    let run = try Self.hitscope(writer.arguments(scene, out))
    #expect(run.code == 3, "\(writer.name): exit \(run.code), stderr: \(run.err)")
    #expect(!run.signaled)
    #expect(run.err.split(separator: "\n").count == 1, "\(writer.name): \(run.err)")
    #expect(run.err.contains(out), "\(writer.name) does not name the file: \(run.err)")
    #expect(
      run.err.localizedCaseInsensitiveContains("read-only")
        || run.err.localizedCaseInsensitiveContains("not writable"),
      "\(writer.name) does not say why: \(run.err)")
    #expect(contents(out) == Data("the previous version\n".utf8), "\(writer.name)")
    #expect(listing(disk) == [writer.file], "\(writer.name)")
  }
}
