import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// The trace: pre-order, front to back among siblings, each visit with its final verdict.
@Suite struct TraceTests {
  @Test func traceIsPreOrderFrontToBackWithFinalVerdicts() {
    let s = scene(children: [
      view(
        "a", [0, 0, 100, 100],
        children: [view("a1", [0, 0, 50, 50]), view("a2", [50, 50, 50, 50])]),
      view("b", [150, 0, 50, 50], children: [view("b1", [0, 0, 10, 10])]),
      view("c", [0, 0, 240, 240]) { $0.isHidden = true },
    ])
    let t = s.trace(at: 25, 25)
    #expect(t.map(\.id) == ["root", "c", "b", "a", "a2", "a1"])
    #expect(t.map(\.verdict) == [.descended, .hidden, .outside, .descended, .outside, .hit])
    #expect(
      t.map(\.point) == [
        Point(25, 25), Point(25, 25), Point(-125, 25), Point(25, 25), Point(-25, -25),
        Point(25, 25),
      ])
    // Views after the hit are never visited.
    #expect(!t.contains { $0.id == "b1" })
  }

  @Test func deepestAllowedHierarchy() {
    // 256 levels, the root being level 1, each child inset by a quarter point.
    var leaf = view("v255", [0.25, 0.25, 100, 100])
    for depth in stride(from: 254, through: 1, by: -1) {
      leaf = view("v\(depth)", [0.25, 0.25, 170, 170], children: [leaf])
    }
    let s = scene(children: [leaf])
    #expect(s.views.count == 256)
    let t = s.trace(at: 100, 100)
    #expect(t.count == 256)
    #expect(t.last?.id == "v255")
    #expect(t.last?.verdict == .hit)
    #expect(close(t.last?.point, Point(100 - 255 * 0.25, 100 - 255 * 0.25)))
    #expect(s.chainNames(100, 100).count == 257)
  }

  @Test func recordingCanBeSkipped() {
    let s = scene(children: [view("a", [0, 0, 100, 100])])
    let quiet = s.hitTest(Point(10, 10), recordTrace: false)
    #expect(quiet.trace.isEmpty)
    #expect(quiet.hit == s.index("a"))
    #expect(quiet.point == Point(10, 10))
  }

  /// A scene in which `verdict` is the final verdict of the view "subject" at (50, 50).
  private static func sceneProducing(_ verdict: Verdict) -> Scene {
    switch verdict {
    case .hit:
      return scene(children: [view("subject", [0, 0, 100, 100])])
    case .descended:
      return scene(children: [
        view("subject", [0, 0, 100, 100], children: [view("c", [0, 0, 100, 100])])
      ])
    case .hidden:
      return scene(children: [view("subject", [0, 0, 100, 100]) { $0.isHidden = true }])
    case .interactionDisabled:
      return scene(children: [view("subject", type: "UILabel", [0, 0, 100, 100])])
    case .transparent:
      return scene(children: [view("subject", [0, 0, 100, 100]) { $0.alpha = 0 }])
    case .hitTestingDisabled:
      return scene(
        semantics: .swiftui,
        children: [view("subject", [0, 0, 100, 100]) { $0.allowsHitTesting = false }])
    case .outside:
      return scene(children: [view("subject", [60, 60, 100, 100])])
    case .noRegion:
      return scene(semantics: .swiftui, children: [view("subject", [0, 0, 100, 100])])
    case .passthrough:
      return scene(children: [
        view("subject", [0, 0, 100, 100]) { $0.hitTestOverride = .passthrough }
      ])
    case .redirected:
      return scene(children: [
        view("t", [200, 200, 10, 10]),
        view("subject", [0, 0, 100, 100]) { $0.hitTestOverride = .redirect(1) },
      ])
    }
  }

  @Test(arguments: Verdict.allCases)
  func everyVerdictKindAppears(verdict: Verdict) {
    let s = Self.sceneProducing(verdict)
    #expect(s.verdict(of: "subject", at: 50, 50) == verdict)
    let hit = s.hitID(50, 50)
    switch verdict {
    case .hit: #expect(hit == "subject")
    case .descended: #expect(hit == "c")
    case .redirected: #expect(hit == "t")
    case .noRegion, .hitTestingDisabled: #expect(hit == nil)
    default: #expect(hit == "root")
    }
    #expect(
      verdict.isPositive == (verdict == .hit || verdict == .descended || verdict == .redirected))
  }
}
