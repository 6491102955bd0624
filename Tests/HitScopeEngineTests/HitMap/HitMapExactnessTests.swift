import HitScopeEngine
import HitScopeSynthetic
import Testing

/// The region-based map must equal the plain recursion at every pixel centre.
@Suite struct HitMapExactnessTests {
  /// The first pixel where the two maps differ, described for the failure message.
  static func firstDifference(_ fast: HitMap, _ slow: HitMap, in scene: Scene) -> String? {
    let w = fast.grid.width
    for (k, (a, b)) in zip(fast.pixels, slow.pixels).enumerated() where a != b {
      let name = { (v: Int32) in v < 0 ? "nil" : scene.views[Int(v)].id }
      let p = fast.grid.centre(column: k % w, row: k / w)
      return "pixel (\(k % w), \(k / w)) at \(p): map \(name(a)), hitTest \(name(b))"
    }
    return nil
  }

  @Test(arguments: Array(UInt64(1)...32), [1.0, 2.0])
  func generatedScenesMatchPerPixelHitTest(seed: UInt64, scale: Double) {
    let scene = SyntheticScene.generate(
      viewCount: 30 + Int(seed % 5) * 30, seed: seed, canvas: Size(width: 240, height: 160))
    let fast = HitMap(scene: scene, scale: scale)
    let slow = HitMap.perPixel(scene: scene, scale: scale)
    #expect(fast.grid == slow.grid)
    #expect(
      HitMapExactnessTests.firstDifference(fast, slow, in: scene) == nil,
      "seed \(seed) scale \(scale)")
  }

  @Test func oddScaleAndDeepScene() {
    let scene = SyntheticScene.generate(
      viewCount: 200, seed: 99, canvas: Size(width: 123, height: 97), maxDepth: 12)
    for scale in [0.5, 1.5, 3.0] {
      let fast = HitMap(scene: scene, scale: scale)
      let slow = HitMap.perPixel(scene: scene, scale: scale)
      #expect(HitMapExactnessTests.firstDifference(fast, slow, in: scene) == nil, "scale \(scale)")
    }
  }
}
