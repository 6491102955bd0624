import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

struct BundledSceneTests {
  @Test func theDefaultSceneIsTheRingOverTheButtonByteForByte() throws {
    let scene = try #require(
      FileManager.default.contents(atPath: Repository.scene("ring-over-button.json")))
    let resource = try #require(
      FileManager.default.contents(
        atPath: Repository.root.appendingPathComponent("Resources/default-scene.json").path))
    #expect(scene == resource)
    #expect([UInt8](scene) == SceneLoader.defaultSceneBytes)
  }

  /// The counter line of the default scene after the three documented clicks.
  @Test func clickingTheThreeProbePointsCountsBelowTwiceAndRingOnce() throws {
    var scene = SceneLoader.defaultScene()
    for point in [Point(120, 120), Point(210, 120), Point(10, 10)] {
      scene = scene.deliver(.tap, at: point).scene
    }
    let counts = try #require(scene.indexByID["counts"])
    let label = try #require(scene.views[counts].label)
    #expect(label.text(counters: scene.counters) == "Below: 2 | Ring: 1")
  }

  /// Several tests run over `Repository.bundledScenes`, read from disk: an empty list would
  /// pass them vacuously.
  @Test func theBundledScenesAreFound() {
    let scenes = Repository.bundledScenes
    #expect(scenes.contains(Repository.scene("ring-over-button.json")))
    #expect(scenes.count > 1)
  }

  @Test(arguments: Repository.bundledScenes)
  func everyBundledSceneIsATeachingExampleWithProbes(_ path: String) throws {
    let scene = try SceneLoader.load(contentsOf: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("//"), "a bundled scene opens with a comment explaining it")
    #expect(scene.probes.count >= 3)
    #expect(scene.canvas.width <= 800 && scene.canvas.height <= 600)
    #expect(scene.views.contains { $0.label != nil }, "labels make the example readable")
  }
}
