import HitScopeEngine
import HitScopeTestSupport
import Testing

/// A scene's equality compares its declaration only: the derivation (geometry, rules, window
/// transforms, the index) is computed from the declared views, so scenes built separately from
/// the same views are equal, and any change of a declared value makes them unequal.
struct SceneTests {
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
    #expect(a.declaration == b.declaration)
  }

  @Test func aMovedViewOrAToggledFlagMakesThemUnequal() throws {
    let a = Self.build()
    #expect(a != Self.build(buttonX: 21))
    var toggled = Self.build()
    let button = try #require(toggled.indexByID["button"])
    toggled.set(.hidden, of: button, to: true)
    #expect(a != toggled)
    toggled.set(.hidden, of: button, to: false)
    #expect(a == toggled)
    var counted = Self.build()
    counted.counters["taps", default: 0] += 1
    #expect(a != counted)
  }
}
