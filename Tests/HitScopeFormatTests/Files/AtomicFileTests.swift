import Foundation
import Glibc
import Testing

@testable import HitScopeFormat

/// What the one writer does with each kind of target: devices and pipes in place, links
/// followed, long names, permission bits.
@Suite("The one writer and its targets")
final class AtomicFileTests {
  let folder: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-writer-\(UUID().uuidString)"
    ).path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()
  deinit { try? FileManager.default.removeItem(atPath: folder) }

  func kind(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  @Test("A character device is written in place, never replaced by a file")
  func characterDevice() throws {
    let node = folder + "/null"
    // Major 1, minor 3: /dev/null's numbers; making a node needs root.
    try #require(mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod needs root")
    try AtomicFile.write(bytes: Array("report".utf8), to: node)
    #expect(kind(node) == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["null"])
  }

  @Test("A named pipe is written in place, for its reader", .timeLimit(.minutes(5)))
  func namedPipe() throws {
    let fifo = folder + "/pipe"
    try #require(mkfifo(fifo, 0o644) == 0)
    let read = folder + "/read"
    let reader = Thread {
      // Read to the end: a reader that gave up early would end the writer with SIGPIPE.
      let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
      try? data.write(to: URL(fileURLWithPath: read), options: .atomic)
    }
    reader.start()
    try AtomicFile.write(bytes: Array("through the pipe".utf8), to: fifo)
    while !FileManager.default.fileExists(atPath: folder + "/read") { usleep(1000) }
    #expect(kind(fifo) == S_IFIFO)
    #expect(try String(contentsOfFile: folder + "/read", encoding: .utf8) == "through the pipe")
  }

  @Test("A symbolic link is followed: its target is replaced and the link stays")
  func link() throws {
    try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/target.json"))
    #expect(symlink("target.json", folder + "/link.json") == 0)
    try AtomicFile.write(bytes: Array("new".utf8), to: folder + "/link.json")
    #expect(kind(folder + "/link.json") == S_IFLNK)
    #expect(try String(contentsOfFile: folder + "/target.json", encoding: .utf8) == "new")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "link.json", "target.json",
      ])
  }

  @Test("A link to a file not written yet creates that file")
  func danglingLink() throws {
    #expect(symlink(folder + "/later.png", folder + "/link.png") == 0)
    try AtomicFile.write(bytes: [1, 2, 3], to: folder + "/link.png")
    #expect(kind(folder + "/link.png") == S_IFLNK)
    #expect(FileManager.default.contents(atPath: folder + "/later.png") == Data([1, 2, 3]))
  }

  @Test("A link loop is refused with its name")
  func linkLoop() throws {
    let loop = folder + "/loop.png"
    #expect(symlink(loop, loop) == 0)
    #expect {
      try AtomicFile.write(bytes: [1], to: loop)
    } throws: { error in
      (error as? FileWriteError)?.message.contains("symbolic link loop") == true
    }
  }

  @Test(
    "Names of 236 to 255 bytes are written; the temporary name fits",
    arguments: [236, 245, 250, 255])
  func longNames(length: Int) throws {
    let name = String(repeating: "n", count: length - 4) + ".png"
    try AtomicFile.write(bytes: [7], to: folder + "/" + name)
    #expect(FileManager.default.contents(atPath: folder + "/" + name) == Data([7]))
    #expect(AtomicFile.temporaryName(for: name).utf8.count <= 255)
    let accented = String(repeating: "é", count: 126)
    #expect(AtomicFile.temporaryName(for: accented).utf8.count <= 255)
  }

  @Test("A replaced file keeps its permission bits")
  func keepsMode() throws {
    let path = folder + "/script.json"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    #expect(chmod(path, 0o640) == 0)
    try AtomicFile.write(bytes: Array("new".utf8), to: path)
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o640)
  }

  @Test("A failed write keeps the existing file and removes the temporary")
  func failedWrite() throws {
    let path = folder + "/picture.png"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    var temporaryPath = ""
    #expect {
      try AtomicFile.write(to: path) { temporary in
        temporaryPath = temporary
        try Data("half".utf8).write(to: URL(fileURLWithPath: temporary))
        throw FileWriteError("Cannot write the PNG: disk full.", reason: "disk full")
      }
    } throws: { error in
      (error as? FileWriteError)?.message == "Cannot write \"\(path)\": disk full."
    }
    #expect(!temporaryPath.isEmpty && !FileManager.default.fileExists(atPath: temporaryPath))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["picture.png"])
  }
}
