import HitScopeEngine
import HitScopeTestSupport
import Testing

@testable import HitScopeReport

struct TracePathTests {
  /// root > card (interaction off) > button; root > cover (front-most, over the button).
  static func scene() -> Scene {
    HitScopeTestSupport.scene(
      width: 200, height: 200,
      children: [
        view(
          "card", [0, 0, 100, 100],
          children: [view("button", type: "UIButton", [10, 10, 40, 40])]
        ) { $0.userInteractionEnabled = false },
        view("cover", [100, 0, 100, 100]),
      ])
  }

  @Test func theTurningPointIsTheAncestorThatTurnedTheClickAway() throws {
    let scene = Self.scene()
    let button = try #require(scene.indexByID["button"])
    let result = scene.hitTest(Point(20, 20))
    let path = TracePath(to: button, in: result, scene: scene)
    #expect(path.steps.map { scene.views[$0.view].id } == ["root", "card", "button"])
    #expect(path.steps.map(\.verdict) == [.hit, .interactionDisabled, nil])
    #expect(path.turningPoint?.view == scene.indexByID["card"])
  }
}
