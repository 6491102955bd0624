import HitScopeSynthetic
import Testing

@testable import HitScopeEngine

/// What the audit believes each touch target receives (`AuditContext.reaches`, `reachCount`,
/// `reachBoxes`) is what the reference walk answers at each pixel centre, on seeded random scenes
/// mixing uikit, swiftui and appkit subtrees: a target that handles touches gets the pixels whose
/// hit view's responder chain stops at it; any other target, the pixels hit on it or inside it.
@Suite struct AuditReachAgreementTests {
  /// A synthetic scene where every fifth view that does not handle touches carries a tap
  /// recognizer: a target reached by landing on it or inside it.
  static func scene(_ seed: UInt64) -> Scene {
    let generated = SyntheticScene.generate(
      viewCount: 40 + Int(seed % 4) * 40, seed: seed, canvas: Size(width: 240, height: 160))
    var views = generated.views
    for v in stride(from: 1, to: views.count, by: 5) where !views[v].handlesTouches {
      views[v].gestures = [GestureRecognizer(id: "tap\(v)", kind: .tap)]
    }
    return Scene(title: generated.title, canvas: generated.canvas, views: views)
  }

  @Test func theSeedsMixAllThreeSemanticsAndHaveTargetsOfBothKinds() {
    let scenes = (UInt64(1)...12).map(Self.scene)
    for semantics in Semantics.allCases {
      #expect(scenes.contains { $0.views.contains { $0.semantics == semantics } })
    }
    let contexts = scenes.map { AuditContext(scene: $0, options: Audit.Options()) }
    #expect(contexts.contains { c in c.targets.contains { c.reachesAsHandler($0) } })
    #expect(contexts.contains { c in c.targets.contains { !c.reachesAsHandler($0) } })
  }

  /// Seeds and map scales.
  static let cases: [(UInt64, Double)] = (UInt64(1)...10).map { ($0, 1) } + [(11, 2), (12, 2)]

  @Test(arguments: cases)
  func reachAgreesWithTheReferenceWalk(seed: UInt64, scale: Double) {
    let scene = Self.scene(seed)
    let context = AuditContext(scene: scene, options: Audit.Options(scale: scale))
    let grid = context.grid
    var counts = [Int](repeating: 0, count: scene.views.count)
    for k in 0..<grid.width * grid.height {
      let (i, j) = (k % grid.width, k / grid.width)
      let p = grid.centre(column: i, row: j)
      let hit = scene.referenceHitView(p)
      let handler = hit.flatMap { scene.handler(in: scene.responderChain(from: $0)) }
      var lineage: [ViewIndex] = []
      var up = hit
      while let v = up {
        lineage.append(v)
        up = scene.views[v].parent
      }
      for v in context.targets {
        let expected = context.reachesAsHandler(v) ? handler == .view(v) : lineage.contains(v)
        guard context.reaches(v, k) == expected else {
          Issue.record(
            "seed \(seed) at \(scale)x, \(p): the audit says \(scene.views[v].id) is \(expected ? "not " : "")reached; the reference walk hits \(hit.map { scene.views[$0].id } ?? "nothing")"
          )
          return
        }
        guard expected else { continue }
        counts[v] += 1
        let box = context.reachBoxes[v]
        #expect(
          box.map { i >= $0.c0 && i < $0.c1 && j >= $0.r0 && j < $0.r1 } == true,
          "seed \(seed) at \(scale)x: \(scene.views[v].id)'s reach box leaves out \(p)")
      }
    }
    for v in context.targets {
      #expect(
        context.reachCount(v) == counts[v],
        "seed \(seed) at \(scale)x: reach count of \(scene.views[v].id)")
    }
  }
}
