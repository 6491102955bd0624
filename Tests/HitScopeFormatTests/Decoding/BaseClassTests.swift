import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// The `baseClass` key: the framework class whose defaults a custom class gets.
@Suite struct BaseClassTests {
  @Test func defaultsToNone() throws {
    let v = try child(#""type": "MyApp.Card""#)
    #expect(v.baseClass == nil)
    #expect(v.defaultsClass == "MyApp.Card")
  }

  @Test(
    arguments: [
      // (members, interaction, handles touches)
      (#""type": "MyApp.BuyButton", "baseClass": "UIButton""#, true, true),
      (#""type": "MyApp.Avatar", "baseClass": "UIImageView""#, false, false),
      (
        #""type": "MyApp.Avatar", "baseClass": "UIImageView", "userInteractionEnabled": true"#,
        true, false
      ),
      (
        #""type": "MyApp.BuyButton", "baseClass": "UIButton", "handlesTouches": false"#, true, false
      ),
      (#""type": "MyApp.Card""#, true, false),
    ] as [(String, Bool, Bool)])
  func classDefaultsFollowIt(members: String, interaction: Bool, handles: Bool) throws {
    let v = try child(members)
    #expect(v.userInteractionEnabled == interaction)
    #expect(v.handlesTouches == handles)
  }

  @Test func appliesUnderEverySemantics() throws {
    let v = try child(#""type": "MyApp.Check", "baseClass": "NSButton""#, semantics: "appkit")
    #expect(v.baseClass == "NSButton")
    #expect(v.isControl && v.handlesTouches)
  }

  @Test(
    arguments: [
      (
        #""baseClass": """#,
        #"t.json:3:14: view "v": baseClass: empty class name (expected the framework class whose defaults apply, such as UIButton)"#
      ),
      (
        #""baseClass": 3"#,
        #"t.json:3:14: view "v": baseClass: got a number (expected a string)"#
      ),
      (
        #""baseClas": "UIButton""#,
        #"t.json:3:1: view "v": baseClas: unknown key (did you mean "baseClass"?)"#
      ),
    ])
  func invalidValuesArePositioned(members: String, expected: String) {
    #expect(problems(oneChild(members)) == [expected])
  }
}
