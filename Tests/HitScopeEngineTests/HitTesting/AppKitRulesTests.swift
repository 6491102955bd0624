import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// `NSView.hitTest(_:)`: y-up bounds unless flipped, `NSMouseInRect` edges, alpha ignored.
@Suite struct AppKitRulesTests {
  /// An unflipped 200 x 200 window holding `child` at [20, 30, 50, 40] of its y-up space.
  private func window(childFlipped: Bool) -> Scene {
    scene(
      width: 200, height: 200, semantics: .appkit,
      children: [
        view("child", [20, 30, 50, 40]) { $0.isFlipped = childFlipped }
      ])
  }

  @Test func rootIsConvertedFromTheYDownWindow() {
    let s = window(childFlipped: false)
    #expect(s.trace(at: 10, 10).first?.point == Point(10, 190))
    #expect(s.views[0].type == "NSWindow")
    #expect(s.chainNames(10, 10) == ["root", "NSApplication"])
  }

  @Test(arguments: [
    // (window point, root verdict): max y (the top on screen) in, min y (the bottom) out.
    (Point(10, 0), Verdict.hit), (Point(10, 199.999), .hit), (Point(10, 200), .outside),
    (Point(0, 10), .hit),
    (Point(200, 10), .outside),
  ])
  func unflippedRootUsesNSMouseInRect(p: Point, verdict: Verdict) {
    #expect(window(childFlipped: false).verdict(of: "root", at: p.x, p.y) == verdict)
  }

  @Test(arguments: [
    // The child spans window x 20..70 and y 130..170 (y-up 30..70 under a 200-high root).
    // (flipped, window point, expected point in the child's bounds space, hit?)
    (false, Point(20, 130), Point(0, 40), true),
    (false, Point(20, 170), Point(0, 0), false),
    (false, Point(70, 150), Point(50, 20), false),
    (false, Point(45, 140), Point(25, 30), true),
    (true, Point(20, 130), Point(0, 0), true),
    (true, Point(20, 170), Point(0, 40), false),
    (true, Point(69, 169), Point(49, 39), true),
    (true, Point(45, 140), Point(25, 10), true),
  ])
  func flippedAndUnflippedChildren(flipped: Bool, p: Point, local: Point, hit: Bool) {
    let s = window(childFlipped: flipped)
    let visit = s.trace(at: p.x, p.y).first { $0.id == "child" }
    #expect(visit?.point == local)
    #expect(s.hitID(p.x, p.y) == (hit ? "child" : "root"))
    // Whichever orientation, the edge on top of the screen is inside and the bottom one outside.
  }

  @Test func alphaAndInteractionFlagsDoNotMatterOnlyHidden() {
    var s = scene(
      semantics: .appkit,
      children: [
        view("v", [0, 0, 100, 100]) {
          $0.alpha = 0
          $0.userInteractionEnabled = false
        }
      ])
    #expect(s.hitID(50, 150) == "v")
    s.set(.hidden, of: s.index("v"), to: true)
    #expect(s.hitID(50, 150) == "root")
    #expect(s.verdict(of: "v", at: 50, 150) == .hidden)
  }

  @Test func appKitOverridesMatchUIKit() {
    let s = scene(
      semantics: .appkit,
      children: [
        view("below", type: "NSButton", [0, 0, 240, 240]),
        view("overlay", [0, 0, 100, 100]) { $0.hitTestOverride = .passthrough },
      ])
    // The overlay covers window y 140..240 (y-up 0..100).
    #expect(s.hitID(50, 200) == "below")
    #expect(s.verdict(of: "overlay", at: 50, 200) == .passthrough)
    #expect(s.handlerName(50, 200) == "below")
  }

  @Test func appKitRedirectAndOutsideBounds() {
    let s = scene(
      semantics: .appkit,
      children: [
        view("target", [200, 200, 20, 20]) { $0.isHidden = true },
        view("box", [0, 0, 100, 100], children: [view("poke", [90, 90, 40, 40])]) {
          $0.hitTestOverride = .outsideBounds
        },
        view("redirector", [120, 0, 50, 50]) { $0.hitTestOverride = .redirect(1) },
      ])
    // poke covers y-up 90..130, x 90..130: window y 110..150; the part above y 140 is outside box.
    #expect(s.hitID(120, 115) == "poke")
    #expect(s.verdict(of: "box", at: 120, 115) == .descended)
    #expect(s.hitID(140, 215) == "target")
    #expect(s.verdict(of: "redirector", at: 140, 215) == .redirected)
  }

  @Test func hitOutsetFollowsTheScreenSides() {
    // top on screen is max y in this y-up view: 10 points above its top edge still hit.
    let s = scene(
      width: 200, height: 200, semantics: .appkit,
      children: [
        view("v", [50, 50, 100, 100]) {
          $0.hitOutset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        }
      ])
    // The view covers window y 50..150; its top edge on screen is at window y 50.
    #expect(s.hitID(100, 45) == "v")
    #expect(s.hitID(100, 155) == "root")
  }

  @Test(arguments: [
    // A uikit root with an unflipped appkit child at [10, 10, 100, 50]: the child's y-up space
    // runs 0 at the bottom of its frame (window y 60) to 50 at its top (window y 10).
    (Point(10, 10), Point(0, 50), true), (Point(10, 60), Point(0, 0), false),
    (Point(60, 20), Point(50, 40), true), (Point(109.5, 59.5), Point(99.5, 0.5), true),
  ])
  func mixedUIKitParentAppKitChildFlipsOrientation(p: Point, local: Point, hit: Bool) {
    let s = scene(
      semantics: .uikit,
      children: [
        view(
          "mac", [10, 10, 100, 50], semantics: .appkit,
          children: [
            view("inner", [0, 0, 50, 25]) { $0.isFlipped = true }
          ])
      ])
    #expect(s.trace(at: p.x, p.y).first { $0.id == "mac" }?.point == local)
    let expected: String =
      hit ? (local.x < 50 && local.y <= 25 && local.y > 0 ? "inner" : "mac") : "root"
    #expect(s.hitID(p.x, p.y) == expected)
    #expect(s.chainNames(p.x, p.y).last == "UIApplication")
  }

  @Test func flippedGrandchildOfYUpParentLandsAtTheBottomOnScreen() {
    let s = scene(
      semantics: .uikit,
      children: [
        view(
          "mac", [10, 10, 100, 50], semantics: .appkit,
          children: [
            view("inner", [0, 0, 50, 25]) { $0.isFlipped = true }
          ])
      ])
    // inner occupies y-up 0..25 of mac: the lower half on screen, window y 35..60.
    #expect(s.hitID(20, 40) == "inner")
    #expect(s.hitID(20, 30) == "mac")
    #expect(close(s.trace(at: 20, 40).first { $0.id == "inner" }?.point, Point(10, 5)))
  }
}
