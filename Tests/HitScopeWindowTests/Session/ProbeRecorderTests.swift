import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeWindow

/// The recorder's file handling without a window: undo refuses when the file changed around a
/// probe, a sidecar it created goes away again, a symbolic link stays a link.
final class ProbeRecorderTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-recorder-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  let probe = Probe(
    point: Point(1, 2), expect: .nothing, handledBy: .nothing, name: "nothing at (1, 2)")

  func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  @Test func undoRefusesWhenTheFileChangedAroundTheProbe() throws {
    let path = folder.appendingPathComponent("scene.json").path
    try #"{"probes": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let recorder = ProbeRecorder()
    _ = try recorder.record(probe, into: path, createsWhenAbsent: false)
    let recorded = try #require(bytes(path))
    try ("// edited\n" + String(decoding: recorded, as: UTF8.self)).write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: SceneEditError.self) { try recorder.undo() }
    #expect(recorder.recorded.count == 1, "the probe stays on the list to undo by hand")
    #expect(bytes(path) == Array("// edited\n".utf8) + recorded, "the file is left alone")
  }

  @Test func aSidecarTheRecorderCreatedIsRemovedByTheUndoOfItsFirstProbe() throws {
    let path = folder.appendingPathComponent("login.txt.probes.json").path
    let recorder = ProbeRecorder()
    let entry = try recorder.record(probe, into: path, createsWhenAbsent: true)
    #expect(entry.createdFile)
    let text = String(decoding: try #require(bytes(path)), as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"probes\": [\n    {\"at\": [1, 2]"))
    _ = try recorder.undo()
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try recorder.undo() == nil)
  }

  @Test func aMissingSceneFileIsAnErrorNotANewFile() {
    let path = folder.appendingPathComponent("gone.json").path
    #expect(throws: SceneEditError("Cannot record the probe: \"\(path)\" could not be read.")) {
      try ProbeRecorder().record(probe, into: path, createsWhenAbsent: false)
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aSymbolicLinkToTheSceneStaysALink() throws {
    let target = folder.appendingPathComponent("real.json").path
    let link = folder.appendingPathComponent("link.json").path
    try #"{"probes": []}"#.write(toFile: target, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    _ = try ProbeRecorder().record(probe, into: link, createsWhenAbsent: false)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(
      String(decoding: try #require(bytes(target)), as: UTF8.self).contains("nothing at (1, 2)"))
  }
}
