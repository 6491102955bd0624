import Foundation
import Glibc
import Testing

/// An output that would destroy an input, or another input's output, is bad usage (exit 2)
/// and nothing is written; devices and pipes are written in place.
@Suite("Outputs never destroy inputs")
final class OutputTargetsTests {
  let folder = Repository.temporaryFolder()
  deinit { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func copy(_ source: String, _ name: String) throws -> String {
    try? FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path(name)).deletingLastPathComponent().path,
      withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: source, toPath: path(name))
    return path(name)
  }

  static let ring = Repository.scene("ring-over-button.json")
  static let dump = Repository.scene("login-screen.dump.txt")

  @Test(
    "An output that is an input is refused and the input kept",
    arguments: [
      (["import", "@in", "-o", "@in"], dump, "in.dump.txt"),
      (["import", "@in", "-o", "@link"], dump, "in.dump.txt"),
      (["import", "@in", "-o", "@in.probes.json"], dump, "in.dump.txt"),
      (["check", "@in", "--junit", "@in"], ring, "in.json"),
      (["check", "@in", "--junit", "@link"], ring, "in.json"),
      (["report", "@in", "-o", "@in"], ring, "in.html"),
      // Inputs are recognised by content, so a scene may be called in.png.
      (["map", "@in", "-o", "@in"], ring, "in.png"),
      (["export", "@in", "-o", "@in"], ring, "in.png"),
    ])
  func inputAsOutput(template: [String], source: String, name: String) throws {
    let input = try copy(source, name)
    _ = symlink(input, path("link"))
    if template.contains("@in.probes.json") {
      try Data(#"{"probes": []}"#.utf8).write(to: URL(fileURLWithPath: input + ".probes.json"))
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    let arguments = template.map {
      $0.replacingOccurrences(of: "@in", with: input).replacingOccurrences(
        of: "@link", with: path("link"))
    }
    let run = CLIRun(arguments)
    #expect(run.code == 2, "\(run.err)")
    #expect(run.err.contains("refusing to write"), "\(run.err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
  }

  @Test("Two scenes with one output name are refused before either is written")
  func twoScenesOneOutput() throws {
    let a = try copy(Self.ring, "a/x.json")
    let b = try copy(Self.ring, "b/x.json")
    try FileManager.default.createDirectory(atPath: path("out"), withIntermediateDirectories: true)
    let run = CLIRun(["export", a, b, "-o", path("out")])
    #expect(run.code == 2)
    #expect(run.err.contains("it is the output of both '\(a)' and '\(b)'"), "\(run.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: path("out")).isEmpty)
  }

  @Test("check --junit onto a character device writes into it and keeps it a device")
  func junitDevice() throws {
    let node = path("null")
    // Major 1, minor 3: /dev/null's numbers; making a node needs root.
    try #require(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod needs root")
    let run = CLIRun(["check", Self.ring, "--junit", node])
    #expect(run.code == 0, "\(run.err)")
    var status = stat()
    #expect(lstat(node, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test("import -o onto a named pipe writes the scene to its reader", .timeLimit(.minutes(5)))
  func importIntoPipe() throws {
    let fifo = path("scene.fifo")
    try #require(mkfifo(fifo, 0o644) == 0)
    let received = path("received.json")
    let reader = Thread {
      // Read to the end: a reader that gave up early would end the writer with SIGPIPE.
      let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
      try? data.write(to: URL(fileURLWithPath: received), options: .atomic)
    }
    reader.start()
    let run = CLIRun(["import", Self.dump, "-o", fifo, "--quiet"])
    #expect(run.code == 0, "\(run.err)")
    while !FileManager.default.fileExists(atPath: received) { usleep(1000) }
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    let text = try String(contentsOfFile: received, encoding: .utf8)
    #expect(text.hasPrefix("// Imported by hitscope import"))
  }
}
