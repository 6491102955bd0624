import HitScopeEngine
import HitScopeSynthetic
import Testing

/// Every reader of the one hit rule answers as the reference walk does, on seeded random scenes
/// mixing uikit, swiftui and appkit subtrees (`SyntheticScene`): the index's probe, the trace,
/// the traced transforms, the views under a point, missed views and the map.
@Suite struct HitRuleAgreementTests {
  static func scene(_ seed: UInt64) -> Scene {
    SyntheticScene.generate(
      viewCount: 40 + Int(seed % 4) * 40, seed: seed, canvas: Size(width: 240, height: 160))
  }

  /// Points on and around the canvas: a grid, plus random ones from the seed.
  static func points(_ seed: UInt64) -> [Point] {
    var rng = SplitMix64(seed: seed)
    var points: [Point] = []
    for j in stride(from: -10.0, through: 170, by: 15) {
      for i in stride(from: -10.0, through: 250, by: 15) { points.append(Point(i + 0.5, j + 0.25)) }
    }
    for _ in 0..<150 {
      points.append(
        Point(
          Double(rng.next() % 26_000) / 100 - 10, Double(rng.next() % 18_000) / 100 - 10))
    }
    return points
  }

  @Test(arguments: Array(UInt64(1)...16))
  func everyWalkAgreesWithTheReference(seed: UInt64) {
    let scene = Self.scene(seed)
    for p in Self.points(seed) {
      let reference = scene.referenceHitView(p)
      #expect(scene.hitView(p) == reference, "index probe, seed \(seed) at \(p)")
      let traced = scene.hitTest(p)
      #expect(traced.hit == reference, "trace, seed \(seed) at \(p)")
      for visit in traced.trace {
        // The transform kept in each visit maps the window point to the visit's point.
        guard let point = visit.point else {
          #expect(visit.fromWindow == nil)
          continue
        }
        let mapped = visit.fromWindow?.apply(p)
        #expect(
          mapped.map { abs($0.x - point.x) + abs($0.y - point.y) <= 1e-6 * (1 + abs(point.x)) }
            == true, "trace transform of \(scene.views[visit.view].id), seed \(seed) at \(p)")
      }
      if let hit = reference, traced.trace.first(where: { $0.view == hit })?.verdict == .hit {
        #expect(scene.viewsUnder(p).contains(hit), "viewsUnder, seed \(seed) at \(p)")
      }
      for missed in scene.missedViews(in: traced) {
        let visit = traced.trace.first { $0.view == missed.view }
        #expect(visit?.verdict.isPositive != true, "missed view took part, seed \(seed) at \(p)")
        #expect(scene.views[missed.view].isTouchTarget)
      }
    }
  }

  @Test func theSeedsMixAllThreeSemantics() {
    for semantics in Semantics.allCases {
      #expect(
        (UInt64(1)...16).contains { Self.scene($0).views.contains { $0.semantics == semantics } })
    }
  }

  @Test(arguments: Array(UInt64(1)...8))
  func theMapAgreesWithTheReference(seed: UInt64) {
    let scene = Self.scene(seed)
    let map = HitMap(scene: scene, scale: 1)
    let w = map.grid.width
    for (k, value) in map.pixels.enumerated() {
      let p = map.grid.centre(column: k % w, row: k / w)
      let expected = scene.referenceHitView(p).map(Int32.init) ?? -1
      if value != expected {
        Issue.record("map at \(p): \(value), reference \(expected), seed \(seed)")
        return
      }
    }
  }

  /// A toggle changes the rule's gate, and every walk follows it.
  @Test(arguments: Array(UInt64(1)...8))
  func togglesKeepTheRulesCurrent(seed: UInt64) {
    var scene = Self.scene(seed)
    var rng = SplitMix64(seed: seed)
    for _ in 0..<10 {
      let v = Int(rng.next() % UInt64(scene.views.count))
      let property = ToggleableProperty.allCases[Int(rng.next() % 3)]
      guard property != .userInteractionEnabled || scene.views[v].semantics == .uikit else {
        continue
      }
      scene.set(property, of: v, to: !scene.value(of: property, of: v))
      let rebuilt = Scene(
        title: scene.title, canvas: scene.canvas, counters: [], views: scene.views)
      #expect(scene.rules == rebuilt.rules)
      for p in Self.points(seed).prefix(100) {
        #expect(scene.hitView(p) == scene.referenceHitView(p), "seed \(seed) at \(p)")
        #expect(scene.hitTest(p).hit == rebuilt.referenceHitView(p), "seed \(seed) at \(p)")
      }
    }
  }

  /// The seeded scene with a recognizer on every seventh view (the root included).
  static func sceneWithRecognizers(_ seed: UInt64) -> Scene {
    let plain = scene(seed)
    var views = plain.views
    for v in stride(from: 0, to: views.count, by: 7) {
      views[v].gestures = [GestureRecognizer(id: "recognizer-\(v)", kind: .tap)]
    }
    return Scene(title: plain.title, canvas: plain.canvas, views: views)
  }

  /// The delivery's unreached recognizers are the missed views that carry a recognizer, in the
  /// same order with the same reasons, whether the touch's result has its trace or not.
  @Test(arguments: Array(UInt64(1)...8))
  func missedRecognizerViewsAreTheMissedViewsWithRecognizers(seed: UInt64) {
    let scene = Self.sceneWithRecognizers(seed)
    #expect(
      scene.recognizerViews == scene.views.indices.filter { !scene.views[$0].gestures.isEmpty })
    for p in Self.points(seed) {
      let traced = scene.hitTest(p, recordTrace: true)
      let expected = Self.missedWithRecognizers(scene, traced)
      #expect(scene.missedRecognizerViews(at: p, hit: traced) == expected, "seed \(seed) at \(p)")
      let untraced = scene.hitTest(p, recordTrace: false)
      #expect(
        scene.missedRecognizerViews(at: p, hit: untraced) == expected, "seed \(seed) at \(p)")
    }
  }

  /// The plain definition: missed views, kept to those with recognizers.
  static func missedWithRecognizers(_ scene: Scene, _ traced: HitTestResult) -> [MissedView] {
    scene.missedViews(in: traced).filter { !scene.views[$0.view].gestures.isEmpty }
  }

  /// The comparison above is not idle: the seeds miss views with recognizers.
  @Test func theSeedsMissViewsWithRecognizers() {
    let listed = (UInt64(1)...8).map { seed in
      let scene = Self.sceneWithRecognizers(seed)
      return Self.points(seed).reduce(0) {
        $0 + Self.missedWithRecognizers(scene, scene.hitTest($1, recordTrace: true)).count
      }
    }
    #expect(
      listed.filter { $0 > 0 }.count >= 4, "missed views with recognizers per seed: \(listed)")
  }
}
