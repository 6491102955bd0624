import HitScopeEngine
import HitScopeTestSupport
import Testing

/// A finding that rests on a view whose class overrides hit-testing says so: the framework's
/// default rule was applied to it, which the app's override may change.
@Suite struct AuditOverrideNotesTests {
  static let red: @Sendable (inout ViewNode) -> Void = { $0.fill = Color(r: 220, g: 40, b: 40) }

  /// A 20-point button (too small on iOS) in a card of class `Shop.Card`, beside a 60-point
  /// button; `card` and `button` say which classes override which methods.
  private func screen(card: Set<HitTestingMethod>, button: Set<HitTestingMethod> = [])
    -> Scene
  {
    scene(children: [
      view(
        "card", type: "Shop.Card", [10, 10, 200, 100],
        children: [
          view("small", type: "Shop.BuyButton", [10, 10, 20, 20]) {
            Self.red(&$0)
            $0.baseClass = "UIButton"
            $0.handlesTouches = true
            $0.overrides = button
          }
        ]
      ) { $0.overrides = card },
      view("big", type: "UIButton", [10, 150, 60, 60], Self.red),
    ])
  }

  @Test(
    arguments: [
      // (card's overrides, button's overrides, notes of the small-target finding)
      ([], [], []),
      (
        [HitTestingMethod.pointInside], [],
        ["Shop.Card overrides point(inside:with:): UIKit's default shown"]
      ),
      (
        [.hitTest], [.pointInside],
        [
          "Shop.BuyButton overrides point(inside:with:): UIKit's default shown",
          "Shop.Card overrides hitTest(_:with:): UIKit's default shown",
        ]
      ),
    ] as [(Set<HitTestingMethod>, Set<HitTestingMethod>, [String])])
  func aFindingNamesTheOverridesItRestsOn(
    card: Set<HitTestingMethod>, button: Set<HitTestingMethod>, notes: [String]
  ) throws {
    let s = screen(card: card, button: button)
    let findings = Audit.run(s)
    let small = try #require(findings.first { s.views[$0.view].id == "small" })
    #expect(small.rule == .smallTarget)
    #expect(small.overrideNotes == notes)
    // The big button's verdicts rest on no overriding view.
    let big = findings.filter { s.views[$0.view].id == "big" }
    #expect(big.allSatisfy { $0.overrideNotes.isEmpty })
  }
}
