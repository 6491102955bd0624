import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeFormat

private let scenesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("scenes")

private func bundledSceneFiles() -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory.path)) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted()
}

/// The list the test below runs over is read from disk: an empty one would pass it vacuously.
@Test func theBundledScenesAreFound() {
  let files = bundledSceneFiles()
  #expect(files.contains("ring-over-button.json"), "scenes/ read from \(scenesDirectory.path)")
  #expect(files.count > 1)
}

@Test(arguments: bundledSceneFiles())
func bundledSceneLoads(_ file: String) throws {
  let path = scenesDirectory.appendingPathComponent(file).path
  do {
    let s = try SceneLoader.load(contentsOf: path)
    #expect(s.views.count > 1)
  } catch {
    Issue.record("\(file) does not load:\n\(error)")
  }
}

@Test func defaultSceneIsTheRingOverTheButton() throws {
  let bytes = SceneLoader.defaultSceneBytes
  #expect(!bytes.isEmpty)
  let s = SceneLoader.defaultScene()
  #expect(s.indexByID["ring"] != nil)
  #expect(s.views.count > 2)
  #expect(!s.probes.isEmpty)
}
