import Foundation
import Glibc
import HitScopeFormat
import Testing

/// The one reader: what it refuses, and how it names it.
@Suite("Reading an input file")
final class InputFileTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-input-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()
  deinit { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func write(_ bytes: [UInt8], _ name: String) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
    return path(name)
  }

  /// The one diagnostic reading `path` gives.
  func problem(_ path: String) -> String {
    do {
      _ = try InputFile.read(path)
      return "read"
    } catch {
      #expect(error.diagnostics.count == 1)
      return error.diagnostics.map(\.description).joined(separator: "\n")
    }
  }

  @Test("A file larger than the cap is refused by its size, without being read")
  func tooLarge() throws {
    let path = try write([], "huge.json")
    // Sparse: 3 GiB of zero bytes that take no disk and would take seconds to read.
    #expect(truncate(path, 3 << 30) == 0)
    #expect(
      problem(path)
        == "\(path):1:1: \"\(path)\" is 3072 MiB: HitScope reads inputs of at most 256 MiB, more"
        + " than any real screen's scene or dump needs (is it the right file?)")
  }

  @Test("A file just under the cap's size check is read; one byte over is refused")
  func capIsTheLimit() throws {
    let path = try write([], "edge.txt")
    #expect(truncate(path, off_t(InputFile.maximumBytes + 1)) == 0)
    #expect(problem(path).contains("is 257 MiB"))
  }

  @Test(
    "Binary data is refused at its first NUL byte, with its line and column",
    arguments: [
      (Array("<UIWindow: 0x1; frame = (0 0; 10 10)>\nab".utf8) + [0, 1, 2], "2:3"),
      ([0, 0, 0, 0], "1:1"),
      (Array(#"{"canvas": "#.utf8) + [0], "1:12"),
    ])
  func binary(bytes: [UInt8], place: String) throws {
    let path = try write(bytes, "binary.bin")
    #expect(
      problem(path)
        == "\(path):\(place): binary data: a NUL byte (expected a scene or a view dump, as UTF-8"
        + " text)")
  }

  @Test("A dump that is not UTF-8 is refused like a scene that is not")
  func invalidUTF8() throws {
    let dump = try write(
      Array("<UIWindow: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n<UIView: ".utf8)
        + [0xFF, 0x41], "dump.txt")
    #expect(
      problem(dump)
        == "\(dump):2:10: the file is not valid UTF-8: byte 0xFF cannot appear here (save the file"
        + " as UTF-8)")
  }

  @Test("A symbolic link loop is named as one")
  func linkLoop() throws {
    let loop = path("loop.json")
    #expect(symlink(loop, loop) == 0)
    #expect(InputFile.isPresent(loop))
    #expect(
      problem(loop).hasSuffix(
        "\"\(loop)\" is a symbolic link loop (its links lead back to themselves and never reach a file)."
      ))
  }

  @Test("A link to nothing is not 'does not exist' of the link")
  func danglingLink() throws {
    let link = path("dangling.json")
    #expect(symlink(path("nowhere.json"), link) == 0)
    #expect(
      problem(link).hasSuffix("\"\(link)\" is a symbolic link to a file that does not exist."))
  }

  @Test("A path through a file is named")
  func throughAFile() throws {
    let file = try write(Array("x".utf8), "plain")
    #expect(problem(file + "/scene.json").contains("a part of its path is not a folder"))
  }
}
