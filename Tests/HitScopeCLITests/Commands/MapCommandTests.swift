import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

struct MapCommandTests {
  @Test(arguments: [1.0, 2.0])
  func writesThePNGAndPrintsFiguresThatAddUp(scale: Double) throws {
    let folder = Repository.temporaryFolder()
    let out = folder.appendingPathComponent("map.png").path
    let scene = Repository.scene("ring-over-button.json")
    let run = CLIRun(["map", scene, "-o", out, "--json", "--scale", scale.shortDescription])
    #expect(run.code == 0)
    #expect(run.err == "")
    let png = try #require(FileManager.default.contents(atPath: out))
    #expect(ExportCommandTests.pngSize(png) != nil)
    let data = try #require(run.out.data(using: .utf8))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["scene", "width", "height", "scale", "views", "unreached"])
    #expect(object["scene"] as? String == "Ring over button")
    #expect(object["width"] as? Double == 240 && object["height"] as? Double == 280)
    #expect(object["scale"] as? Double == scale)
    let views = try #require(object["views"] as? [[String: Any]])
    let keys: Set<String> = [
      "id", "reachableArea", "visibleArea", "reachableFraction", "bbox", "largestSquare",
    ]
    for v in views { #expect(Set(v.keys) == keys) }
    let reachable = views.compactMap { $0["reachableArea"] as? Double }.reduce(0, +)
    let unreached = try #require(object["unreached"] as? Double)
    #expect(reachable + unreached == 240 * 280)
    let ring = try #require(views.first { $0["id"] as? String == "ring" })
    let below = try #require(views.first { $0["id"] as? String == "below" })
    // The band takes clicks, the hole passes them to the button below.
    #expect((ring["reachableArea"] as? Double ?? 0) > 20000)
    #expect((below["reachableArea"] as? Double ?? 0) > 5000)
    #expect(ring["bbox"] as? [Double] == [0, 0, 240, 240])
    #expect(run.out.hasPrefix("{\"scene\": \"Ring over button\", \"width\": 240, "))
  }

  /// The printed figures are those of the engine's exact map of the loaded scene.
  @Test func figuresMatchTheEngine() throws {
    let path = Repository.scene("swiftui-stack.json")
    let folder = Repository.temporaryFolder()
    let run = CLIRun(["map", path, "-o", folder.appendingPathComponent("m.png").path, "--json"])
    let scene = try SceneLoader.load(contentsOf: path)
    let map = HitMap(scene: scene, scale: 1)
    #expect(map.pixels == HitMap.perPixel(scene: scene, scale: 1).pixels)
    let stats = HitMapStatistics(map: map, scene: scene)
    let data = try #require(run.out.data(using: .utf8))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.map { $0["id"] as? String ?? "" } == stats.views.map(\.id))
    #expect(views.map { $0["largestSquare"] as? Double ?? -1 } == stats.views.map(\.largestSquare))
  }

  /// The region-based map equals per-pixel hit-testing on every bundled scene.
  @Test(arguments: Repository.bundledScenes, [1.0, 2.0])
  func mapIsExactOnEveryBundledScene(_ path: String, scale: Double) throws {
    let scene = try SceneLoader.load(contentsOf: path)
    let fast = HitMap(scene: scene, scale: scale)
    let slow = HitMap.perPixel(scene: scene, scale: scale)
    let first = fast.pixels.indices.first { fast.pixels[$0] != slow.pixels[$0] }
    #expect(
      first == nil,
      "\(path) differs at pixel \(first.map { ($0 % fast.grid.width, $0 / fast.grid.width) } as Any)"
    )
  }

  @Test func withoutJSONNothingIsPrintedAndBadUsageExitsTwo() {
    let folder = Repository.temporaryFolder()
    let scene = Repository.scene("ring-over-button.json")
    let ok = CLIRun(["map", scene, "-o", folder.appendingPathComponent("a.png").path])
    #expect(ok.code == 0 && ok.out == "")
    #expect(CLIRun(["map", scene, "-o", folder.appendingPathComponent("a.svg").path]).code == 2)
    #expect(CLIRun(["map", scene]).code == 2)
    let unwritable = CLIRun(["map", scene, "-o", "/nonexistent-dir/a.png"])
    #expect(unwritable.code == 3)
  }
}
