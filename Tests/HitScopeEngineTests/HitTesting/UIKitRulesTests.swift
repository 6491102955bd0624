import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// `UIView.hitTest(_:with:)` as the scene format pins it: gates, regions, outsets, overrides.
@Suite struct UIKitRulesTests {
  /// A 100 x 100 target at (50, 50) over a full-canvas root.
  private func single(_ configure: @escaping (inout ViewNode) -> Void) -> Scene {
    scene(children: [view("target", [50, 50, 100, 100], configure)])
  }

  // MARK: Step 1: gates, in order

  @Test(arguments: [
    // (hidden, interaction, alpha, allowsHitTesting, verdict of the target)
    (false, true, 1.0, true, Verdict.hit),
    (true, true, 1.0, true, .hidden),
    (true, false, 0.0, false, .hidden),
    (false, false, 0.0, false, .interactionDisabled),
    (false, false, 1.0, true, .interactionDisabled),
    (false, true, 0.0, false, .transparent),
    (false, true, 0.005, true, .transparent),
    (false, true, 1.0, false, .hitTestingDisabled),
  ])
  func gatesApplyInTheSpecOrder(
    hidden: Bool, interaction: Bool, alpha: Double, allows: Bool, verdict: Verdict
  ) {
    let s = single {
      $0.isHidden = hidden
      $0.userInteractionEnabled = interaction
      $0.alpha = alpha
      $0.allowsHitTesting = allows
    }
    #expect(s.verdict(of: "target", at: 100, 100) == verdict)
    #expect(s.hitID(100, 100) == (verdict == .hit ? "target" : "root"))
  }

  @Test(arguments: [
    // CALayer.opacity is a Float: Float(0.01) < 0.01, so 0.01 itself is transparent.
    (0.0099, false), (0.01, false), (0.0101, true), (0.0100001, true), (1.0, true),
  ])
  func alphaThresholdIsOneHundredthAsAFloat(alpha: Double, hit: Bool) {
    let s = single { $0.alpha = alpha }
    #expect(s.hitID(100, 100) == (hit ? "target" : "root"))
    #expect(s.verdict(of: "target", at: 100, 100) == (hit ? .hit : .transparent))
  }

  @Test func gatedViewsHideTheirWholeSubtree() {
    let s = scene(children: [
      view("parent", [0, 0, 200, 200], children: [view("child", [10, 10, 50, 50])]) {
        $0.isHidden = true
      }
    ])
    #expect(s.hitID(20, 20) == "root")
    #expect(s.trace(at: 20, 20).map(\.id) == ["root", "parent"])
  }

  @Test func ancestorAlphaIsNotMultipliedIn() {
    let s = scene(children: [
      view("parent", [0, 0, 200, 200], children: [view("child", [10, 10, 50, 50])]) {
        $0.alpha = 0.05
      }
    ])
    // 0.05 * 0.05 would be below the cut-off; each view is judged by its own alpha.
    let t = scene(children: [
      view(
        "parent", [0, 0, 200, 200], children: [view("child", [10, 10, 50, 50]) { $0.alpha = 0.05 }]
      ) {
        $0.alpha = 0.05
      }
    ])
    #expect(s.hitID(20, 20) == "child")
    #expect(t.hitID(20, 20) == "child")
  }

  @Test(arguments: ["UILabel", "UIImageView"])
  func labelsAndImageViewsIgnoreTouchesByDefault(type: String) {
    let s = scene(children: [view("v", type: type, [0, 0, 100, 100])])
    #expect(s.hitID(50, 50) == "root")
    #expect(s.verdict(of: "v", at: 50, 50) == .interactionDisabled)
  }

  // MARK: Step 2: region

  @Test(arguments: [
    (50.0, 50.0, "target"), (149.999, 149.999, "target"), (150.0, 100.0, "root"),
    (100.0, 150.0, "root"),
    (49.999, 100.0, "root"),
  ])
  func boundsAreHalfOpen(x: Double, y: Double, expected: String) {
    #expect(single { _ in }.hitID(x, y) == expected)
  }

  @Test func childrenOutsideTheParentAreUnreachableThere() {
    let s = scene(children: [
      view("parent", [0, 0, 100, 100], children: [view("child", [80, 80, 50, 50])])
    ])
    #expect(s.hitID(90, 90) == "child")
    #expect(s.hitID(110, 110) == "root")
    #expect(s.trace(at: 110, 110).map(\.id) == ["root", "parent"])
  }

  @Test(arguments: [
    // A view at [100, 100, 40, 40] with hitOutset 20, probed left of its frame.
    (85.0, true), (80.0, true), (79.999, false), (75.0, false), (160.0, false), (159.999, true),
  ])
  func extendedBoundsReachTwentyPointsOut(x: Double, hit: Bool) {
    let s = scene(children: [
      view("small", [100, 100, 40, 40]) { $0.hitOutset = EdgeInsets(all: 20) }
    ])
    #expect(s.hitID(x, 120) == (hit ? "small" : "root"))
  }

  @Test func hitOutsetPerSide() {
    let s = scene(children: [
      view("v", [100, 100, 40, 40]) {
        $0.hitOutset = EdgeInsets(top: 10, left: 0, bottom: 30, right: -20)
      }
    ])
    #expect(s.hitID(110, 91) == "v")
    #expect(s.hitID(110, 89) == "root")
    #expect(s.hitID(110, 169) == "v")
    #expect(s.hitID(99, 120) == "root")
    #expect(s.hitID(119, 120) == "v")
    #expect(s.hitID(121, 120) == "root")
  }

  @Test func outsetShrunkPastZeroIsNeverHit() {
    let s = scene(children: [view("v", [100, 100, 40, 40]) { $0.hitOutset = EdgeInsets(all: -25) }])
    #expect(s.hitID(120, 120) == "root")
  }

  @Test func contentShapeReplacesTheBoundsUnderUIKit() {
    let s = scene(children: [view("round", [0, 0, 100, 100]) { $0.contentShape = .ellipse }])
    #expect(s.hitID(50, 50) == "round")
    #expect(s.hitID(5, 5) == "root")
  }

  @Test func pointsOffTheCanvasAreEvaluatedNormally() {
    let s = scene(children: [view("overhang", [-50, -50, 60, 60])]) {
      $0.hitTestOverride = .outsideBounds
    }
    #expect(s.hitID(-10, -10) == "overhang")
    #expect(s.hitID(-60, -60) == nil)
    #expect(s.hitID(300, 300) == nil)
  }

  // MARK: The delete badge

  /// A 100 x 100 image at (50, 50) with a 30 x 30 delete button half outside its top-right corner.
  private func badgeScene(interaction: Bool, override: HitTestOverride) -> Scene {
    scene(children: [
      view(
        "image", type: "UIImageView", [50, 50, 100, 100],
        children: [
          view("delete", type: "UIButton", [85, -15, 30, 30])
        ]
      ) {
        if interaction { $0.userInteractionEnabled = true }
        $0.hitTestOverride = override
      }
    ])
  }

  @Test(arguments: [
    // (interaction, override, point, expected)
    (true, HitTestOverride.standard, Point(155, 45), "root"),
    (true, .standard, Point(140, 60), "delete"),
    (true, .standard, Point(100, 100), "image"),
    (true, .outsideBounds, Point(155, 45), "delete"),
    (true, .outsideBounds, Point(140, 60), "delete"),
    (true, .outsideBounds, Point(100, 100), "image"),
    (true, .outsideBounds, Point(170, 45), "root"),
    (false, .standard, Point(155, 45), "root"),
    (false, .standard, Point(140, 60), "root"),
    (false, .outsideBounds, Point(155, 45), "root"),
    (false, .outsideBounds, Point(140, 60), "root"),
  ])
  func deleteBadgeHalfOutsideAnImage(
    interaction: Bool, override: HitTestOverride, p: Point, expected: String
  ) {
    #expect(badgeScene(interaction: interaction, override: override).hitID(p.x, p.y) == expected)
  }

  @Test func outsideBoundsWithNoChildThereGivesOutside() {
    let s = badgeScene(interaction: true, override: .outsideBounds)
    #expect(s.verdict(of: "image", at: 170, 45) == .outside)
    #expect(s.verdict(of: "image", at: 155, 45) == .descended)
  }

  // MARK: Step 5: overrides

  /// A full-canvas button below an overlay at [0, 0, 200, 200] holding a child at [20, 20, 40, 40].
  private func overlayScene(_ override: HitTestOverride, hiddenTarget: Bool = false) -> Scene {
    scene(children: [
      view("below", type: "UIButton", [0, 0, 240, 240]),
      view("overlay", [0, 0, 200, 200], children: [view("inner", [20, 20, 40, 40])]) {
        $0.hitTestOverride = override
      },
      view("target", [210, 210, 20, 20]) { $0.isHidden = hiddenTarget },
    ])
  }

  @Test func passthroughGivesNilOnlyWhereItWouldPickItself() {
    let s = overlayScene(.passthrough)
    #expect(s.hitID(100, 100) == "below")
    #expect(s.verdict(of: "overlay", at: 100, 100) == .passthrough)
    #expect(s.hitID(30, 30) == "inner")
    #expect(s.verdict(of: "overlay", at: 30, 30) == .descended)
    #expect(s.hitID(220, 100) == "below")
    #expect(s.verdict(of: "overlay", at: 220, 100) == .outside)
  }

  @Test(arguments: [false, true])
  func redirectReturnsItsTargetUntested(hiddenTarget: Bool) {
    var s = overlayScene(.redirect(4), hiddenTarget: hiddenTarget)
    #expect(s.index("target") == 4)
    #expect(s.hitID(100, 100) == "target")
    #expect(s.verdict(of: "overlay", at: 100, 100) == .redirected)
    // The target was not visited through the overlay: it answers as it is.
    #expect(s.trace(at: 100, 100).map(\.id) == ["root", "target", "overlay", "inner"])
    #expect(s.chainNames(100, 100) == ["target", "root", "UIApplication"])
    // Children still come first; outside the overlay nothing is redirected.
    #expect(s.hitID(30, 30) == "inner")
    #expect(s.hitID(220, 100) == "below")
    s.set(.userInteractionEnabled, of: s.index("target"), to: false)
    #expect(s.hitID(100, 100) == "target")
  }

  @Test func redirectOnTheRootStillNeedsThePointInside() {
    let s = scene(width: 100, height: 100, children: [view("t", [0, 0, 10, 10])]) {
      $0.hitTestOverride = .redirect(1)
    }
    #expect(s.hitID(50, 50) == "t")
    #expect(s.hitID(150, 50) == nil)
    #expect(s.verdict(of: "root", at: 150, 50) == .outside)
  }
}
