import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// `viewsUnder`: what a tester sees under a point, frontmost first, whatever the hit-test says.
@Suite struct ViewsUnderPointTests {
  private func ids(_ s: Scene, _ x: Double, _ y: Double) -> [String] {
    s.viewsUnder(Point(x, y)).map { s.views[$0].id }
  }

  @Test func frontmostFirstWithFlagsIgnoredAndHiddenViewsLeftOut() {
    let s = scene(children: [
      view(
        "card", [20, 20, 100, 100],
        children: [
          view("button", type: "UIButton", [10, 10, 40, 40]) { $0.userInteractionEnabled = false },
          // Outside its parent, which does not stop the badge from being seen there.
          view("badge", [90, 90, 30, 30]),
        ]),
      view("overlay", [0, 0, 240, 240]) { $0.alpha = 0.005 },
      view("ghost", [0, 0, 240, 240]) { $0.isHidden = true },
      view("cover", [0, 0, 240, 240], children: [view("under-hidden", [0, 0, 240, 240])]) {
        $0.isHidden = true
      },
    ])
    #expect(ids(s, 40, 40) == ["overlay", "button", "card", "root"])
    #expect(ids(s, 130, 130) == ["overlay", "badge", "root"])
    // The hit-test stops at the overlay's alpha and the disabled button: the chooser does not.
    #expect(s.hitTest(Point(40, 40)).hit == s.index("card"))
  }

  @Test func swiftUIViewsCountWhatTheyPaintOrTheirContentShape() {
    let s = scene(
      semantics: .swiftui,
      children: [
        view("stack", [0, 0, 240, 240]),
        view("dot", [100, 100, 40, 40]) {
          $0.shape = .ellipse
          $0.fill = Palette.red
        },
        view("shaped", [0, 0, 60, 60]) { $0.contentShape = .rect },
      ])
    // The corner of the dot's frame is outside its ellipse; the stack paints nothing.
    #expect(ids(s, 102, 102) == [])
    #expect(ids(s, 120, 120) == ["dot"])
    #expect(ids(s, 30, 30) == ["shaped"])
  }

  @Test func rotatedAndOutsetViewsUseTheirOwnSpace() {
    let s = scene(children: [
      view("turned", [100, 100, 100, 20]) { $0.transform = .rotation(degrees: 90) },
      view("grown", [0, 0, 20, 20]) { $0.hitOutset = EdgeInsets(all: 10) },
    ])
    #expect(ids(s, 150, 140) == ["turned", "root"])
    #expect(ids(s, 180, 110) == ["root"])
    #expect(ids(s, 25, 25) == ["grown", "root"])
  }
}
