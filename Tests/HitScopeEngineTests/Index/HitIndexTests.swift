import HitScopeEngine
import HitScopeTestSupport
import Testing

/// A scene's index takes no part in its equality: it is derived from the views and geometry
/// that equality compares, so scenes built separately from the same views are equal and any
/// change of a view makes them unequal.
struct HitIndexTests {
  static func build(buttonX: Double = 20) -> Scene {
    scene(children: [
      view(
        "panel", [10, 10, 200, 120],
        children: [
          view("button", type: "UIButton", [buttonX, 20, 80, 44])
        ])
    ])
  }

  @Test func scenesBuiltSeparatelyFromTheSameViewsAreEqual() {
    let a = Self.build()
    let b = Self.build()
    #expect(a.index !== b.index)
    #expect(a == b)
  }

  @Test func aMovedViewOrAToggledFlagMakesThemUnequal() throws {
    let a = Self.build()
    #expect(a != Self.build(buttonX: 21))
    var toggled = Self.build()
    toggled.set(.hidden, of: try #require(toggled.indexByID["button"]), to: true)
    #expect(a != toggled)
  }
}
