import HitScopeTestSupport
import Testing

@testable import HitScopeEngine

/// Defaults that class names and semantics give a view, and the toggleable flags of a scene.
@Suite struct ViewNodeTests {
  @Test(
    arguments: [
      // (type, semantics, resolved type, interaction, handles touches)
      (nil, Semantics.uikit, "UIView", true, false),
      (nil, .appkit, "NSView", true, false),
      (nil, .swiftui, "UIView", true, false),
      ("UILabel", .uikit, "UILabel", false, false),
      ("UIImageView", .swiftui, "UIImageView", false, false),
      ("UIButton", .uikit, "UIButton", true, true),
      ("Button", .swiftui, "Button", true, true),
      ("NSButton", .appkit, "NSButton", true, true),
      ("UITextField", .uikit, "UITextField", true, true),
    ] as [(String?, Semantics, String, Bool, Bool)])
  func classDefaults(
    type: String?, semantics: Semantics, resolved: String, interaction: Bool, handles: Bool
  ) {
    let v = ViewNode(
      id: "v", type: type, frame: Rect(x: 0, y: 0, width: 10, height: 10), semantics: semantics)
    #expect(v.type == resolved)
    #expect(v.userInteractionEnabled == interaction)
    #expect(v.handlesTouches == handles)
    #expect(v.alpha == 1 && !v.isHidden && v.allowsHitTesting && !v.clipsToBounds)
    #expect(v.lineWidth == 1 && v.fontSize == 14)
    #expect(v.hitTestOverride == .standard)
  }

  @Test(
    arguments: [
      // (type, baseClass, interaction, handles touches, control)
      ("MyApp.BuyButton", "UIButton", true, true, true),
      ("MyApp.Title", "UILabel", false, false, false),
      ("MyApp.Photo", "UIImageView", false, false, false),
      ("MyApp.Panel", nil, true, false, false),
      ("MyApp.Toggle", "NSButton", true, true, true),
      ("UIButton", "UIView", true, true, true),
    ] as [(String, String?, Bool, Bool, Bool)])
  func baseClassDefaults(
    type: String, baseClass: String?, interaction: Bool, handles: Bool, control: Bool
  ) {
    let v = ViewNode(id: "v", type: type, baseClass: baseClass, frame: .zero)
    #expect(v.type == type)
    #expect(v.defaultsClass == baseClass ?? type)
    #expect(v.userInteractionEnabled == interaction)
    #expect(v.handlesTouches == handles)
    #expect(v.isControl == control)
  }

  /// A custom class with a UIButton base tracks a touch 70 points outside, as a button does;
  /// the same class without it does not.
  @Test(arguments: [("UIButton", true), (nil, false)] as [(String?, Bool)])
  func baseClassGivesTouchUpSlop(baseClass: String?, slop: Bool) {
    let buy = view("buy", type: "MyApp.BuyButton", [100, 100, 50, 30]) { $0.baseClass = baseClass }
    let s = scene(semantics: .uikit, children: [buy])
    let v = s.index("buy")
    #expect(s.tapArea(of: v, contains: Point(125, 115)))
    #expect(s.tapArea(of: v, contains: Point(125, 190)) == slop)
  }

  @Test(arguments: [
    (Semantics.uikit, false, false), (.swiftui, false, false), (.appkit, false, true),
    (.appkit, true, false),
  ])
  func orientation(semantics: Semantics, flipped: Bool, yUp: Bool) {
    var v = ViewNode(id: "v", frame: .zero, semantics: semantics)
    v.isFlipped = flipped
    #expect(v.isYUp == yUp)
  }

  @Test func boundsCombineOriginAndFrameSize() {
    var v = ViewNode(id: "v", frame: Rect(x: 5, y: 6, width: 30, height: 40))
    v.boundsOrigin = Point(-2, 3)
    #expect(v.bounds == Rect(x: -2, y: 3, width: 30, height: 40))
  }

  @Test(arguments: ToggleableProperty.allCases)
  func togglesChangeHitTestingAtOnce(property: ToggleableProperty) {
    var s = scene(semantics: .uikit, children: [view("v", [0, 0, 100, 100])])
    let v = s.index("v")
    let original = s.value(of: property, of: v)
    #expect(s.hitID(50, 50) == "v")
    s.set(property, of: v, to: !original)
    #expect(s.value(of: property, of: v) == !original)
    #expect(s.hitID(50, 50) == "root")
    s.set(property, of: v, to: original)
    #expect(s.hitID(50, 50) == "v")
  }
}
