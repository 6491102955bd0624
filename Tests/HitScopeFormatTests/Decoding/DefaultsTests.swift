import HitScopeEngine
import Testing

@testable import HitScopeFormat

@Test func sceneDefaults() throws {
  let s = try scene(
    #"{"canvas": {"width": 320, "height": 200}, "root": {"id": "root"}}"#, file: "dir/my.scene.json"
  )
  #expect(s.title == "my.scene")
  #expect(s.canvas == Size(width: 320, height: 200))
  #expect(s.background == .white)
  #expect(s.counterNames.isEmpty)
  #expect(s.probes.isEmpty)
  #expect(s.rootSemantics == .uikit)
  let root = s.root
  #expect(root.type == "UIWindow")
  #expect(root.frame == Rect(x: 0, y: 0, width: 320, height: 200))
  #expect(root.parent == nil)
  #expect(root.handlesTouches == false)
}

@Test func titleWithoutDirectoryOrExtension() throws {
  #expect(
    try scene(#"{"canvas": {"width": 1, "height": 1}, "root": {"id": "r"}}"#, file: "ring").title
      == "ring")
  let titled = try scene(
    #"{"title": "Ring", "canvas": {"width": 1, "height": 1, "background": "navy"}, "root": {"id": "r", "frame": [1, 2, 3, 4]}}"#
  )
  #expect(titled.title == "Ring")
  #expect(titled.background == Color(r: 0, g: 0, b: 0x80))
  #expect(titled.root.frame == Rect(x: 1, y: 2, width: 3, height: 4))
}

@Test func viewDefaults() throws {
  let v = try child("")
  #expect(v.type == "UIView")
  #expect(v.frame == Rect(x: 10, y: 10, width: 20, height: 20))
  #expect(v.boundsOrigin == .zero)
  #expect(v.transform == nil)
  #expect(v.isHidden == false)
  #expect(v.alpha == 1)
  #expect(v.userInteractionEnabled == true)
  #expect(v.allowsHitTesting == true)
  #expect(v.clipsToBounds == false)
  #expect(v.shape == nil)
  #expect(v.fill == nil)
  #expect(v.stroke == nil)
  #expect(v.lineWidth == 1)
  #expect(v.label == nil)
  #expect(v.textColor == .black)
  #expect(v.fontSize == 14)
  #expect(v.contentShape == nil)
  #expect(v.hitOutset == nil)
  #expect(v.hitTestOverride == .standard)
  #expect(v.controller == nil)
  #expect(v.onTap.isEmpty)
  #expect(v.handlesTouches == false)
  #expect(v.semantics == .uikit)
  #expect(v.isFlipped == false)
  #expect(v.children.isEmpty)
  #expect(v.parent == 0)
}

@Test func appkitDefaultTypes() throws {
  let s = try scene(
    #"{"canvas": {"width": 10, "height": 10}, "semantics": "appkit", "root": {"id": "r", "children": [{"id": "a", "frame": [0, 0, 1, 1]}]}}"#
  )
  #expect(s.root.type == "NSWindow")
  #expect(s.views[1].type == "NSView")
  #expect(s.views[1].semantics == .appkit)
  #expect(s.views[1].isYUp)
}

@Test func rootSemanticsDecidesWindowType() throws {
  let s = try scene(
    #"{"canvas": {"width": 10, "height": 10}, "root": {"id": "r", "semantics": "appkit", "children": [{"id": "a", "frame": [0, 0, 1, 1], "flipped": true}]}}"#
  )
  #expect(s.root.type == "NSWindow")
  #expect(s.rootSemantics == .appkit)
  #expect(s.views[1].isFlipped)
  #expect(!s.views[1].isYUp)
}

@Test func semanticsApplyToTheSubtree() throws {
  let s = try scene(
    """
    {"canvas": {"width": 10, "height": 10}, "root": {"id": "r", "children": [
      {"id": "host", "frame": [0, 0, 5, 5], "semantics": "swiftui", "children": [
        {"id": "inner", "frame": [0, 0, 1, 1], "children": [
          {"id": "deep", "frame": [0, 0, 1, 1], "semantics": "appkit"}]}]},
      {"id": "sibling", "frame": [0, 0, 1, 1]}]}}
    """)
  #expect(s.views.map(\.id) == ["r", "host", "inner", "deep", "sibling"])
  #expect(s.views.map(\.semantics) == [.uikit, .swiftui, .swiftui, .appkit, .uikit])
  #expect(s.views.map(\.type) == ["UIWindow", "UIView", "UIView", "NSView", "UIView"])
  #expect(s.views.map(\.parent) == [nil, 0, 1, 2, 0])
  #expect(s.views[0].children == [1, 4])
}

@Test(arguments: ["UILabel", "UIImageView"])
func nonInteractiveTypes(_ type: String) throws {
  #expect(try child(#""type": "\#(type)""#).userInteractionEnabled == false)
  #expect(try child(#""type": "\#(type)", "userInteractionEnabled": true"#).userInteractionEnabled)
  // Type-based defaults hold whatever the semantics.
  #expect(try child(#""type": "\#(type)""#, semantics: "swiftui").userInteractionEnabled == false)
}

@Test(arguments: [
  "UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl",
  "UITextField", "NSControl", "NSButton", "NSSlider", "NSTextField", "Button", "Toggle",
  "Slider", "TextField",
])
func controlTypesHandleTouches(_ type: String) throws {
  let v = try child(#""type": "\#(type)""#)
  #expect(v.handlesTouches)
  #expect(v.userInteractionEnabled)
  #expect(try child(#""type": "\#(type)", "handlesTouches": false"#).handlesTouches == false)
}

@Test func onTapImpliesHandlesTouches() throws {
  #expect(try child(#""onTap": {"log": "hi"}"#).handlesTouches)
  #expect(try child(#""onTap": {"log": "hi"}, "handlesTouches": false"#).handlesTouches == false)
  #expect(try child(#""handlesTouches": true"#).handlesTouches)
  #expect(try child(#""type": "UILabel""#).handlesTouches == false)
}

@Test func everyViewKeyIsRead() throws {
  let v = try child(
    """
    "type": "UIButton", "boundsOrigin": [3, -4], "hidden": true, "alpha": 0.5,
    "userInteractionEnabled": false, "allowsHitTesting": false, "clipsToBounds": true,
    "shape": "ellipse", "fill": "#f00", "stroke": "#00ff0080", "lineWidth": 2.5,
    "label": "{n} taps", "textColor": "white", "fontSize": 9, "textAlignment": "trailing",
    "numberOfLines": 2, "contentShape": "shape",
    "hitTest": "passthrough", "controller": {"name": "vc", "handlesTouches": true},
    "onTap": [{"increment": "n"}, {"log": "tapped"}]
    """, top: #", "counters": {"n": 3}"#)
  #expect(v.type == "UIButton")
  #expect(v.boundsOrigin == Point(3, -4))
  #expect(v.bounds == Rect(x: 3, y: -4, width: 20, height: 20))
  #expect(v.isHidden)
  #expect(v.alpha == 0.5)
  #expect(!v.userInteractionEnabled)
  #expect(!v.allowsHitTesting)
  #expect(v.clipsToBounds)
  #expect(v.shape == .ellipse)
  #expect(v.fill == Color(r: 255, g: 0, b: 0))
  #expect(v.stroke == Color(r: 0, g: 255, b: 0, a: 0x80))
  #expect(v.lineWidth == 2.5)
  #expect(v.label == LabelTemplate(segments: [.counter("n"), .text(" taps")]))
  #expect(v.textColor == .white)
  #expect(v.fontSize == 9)
  #expect(v.textAlignment == .trailing)
  #expect(v.numberOfLines == 2)
  #expect(v.contentShape == .ellipse)
  #expect(v.hitTestOverride == .passthrough)
  #expect(v.controller == Controller(name: "vc", handlesTouches: true))
  #expect(v.onTap == [.increment(counter: "n"), .log("tapped")])
  #expect(v.handlesTouches)
}

@Test func contentShapeShapeWithoutShapeIsTheBounds() throws {
  #expect(try child(#""contentShape": "shape""#).contentShape == .rect)
  #expect(
    try child(#""shape": {"roundedRect": 4}, "contentShape": "shape""#).contentShape
      == .roundedRect(radius: 4))
}

@Test(arguments: [
  ("#abc", Color(r: 0xAA, g: 0xBB, b: 0xCC)),
  ("#A1b2C3", Color(r: 0xA1, g: 0xB2, b: 0xC3)),
  ("#01020304", Color(r: 1, g: 2, b: 3, a: 4)),
  ("clear", Color.clear),
  ("black", Color(r: 0, g: 0, b: 0)), ("silver", Color(r: 0xC0, g: 0xC0, b: 0xC0)),
  ("gray", Color(r: 0x80, g: 0x80, b: 0x80)), ("white", Color(r: 255, g: 255, b: 255)),
  ("maroon", Color(r: 0x80, g: 0, b: 0)), ("red", Color(r: 255, g: 0, b: 0)),
  ("purple", Color(r: 0x80, g: 0, b: 0x80)), ("fuchsia", Color(r: 255, g: 0, b: 255)),
  ("green", Color(r: 0, g: 0x80, b: 0)), ("lime", Color(r: 0, g: 255, b: 0)),
  ("olive", Color(r: 0x80, g: 0x80, b: 0)), ("yellow", Color(r: 255, g: 255, b: 0)),
  ("navy", Color(r: 0, g: 0, b: 0x80)), ("blue", Color(r: 0, g: 0, b: 255)),
  ("teal", Color(r: 0, g: 0x80, b: 0x80)), ("aqua", Color(r: 0, g: 255, b: 255)),
])
func colours(_ text: String, _ colour: Color) throws {
  #expect(try child(#""fill": "\#(text)""#).fill == colour)
}

@Test func transformOpsApplyInOrder() throws {
  let v = try child(#""transform": [{"translate": [10, 0]}, {"rotate": 90}, {"scale": [2, 3]}]"#)
  let t = try #require(v.transform)
  // (1, 0) -> translate (11, 0) -> rotate 90 (clockwise on y-down) (0, 11) -> scale (0, 33).
  let p = t.apply(Point(1, 0))
  #expect(abs(p.x) < 1e-12 && abs(p.y - 33) < 1e-12)
  let m = try #require(
    try child(#""transform": [{"matrix": [1, 2, 3, 4, 5, 6]}, {"scale": 2}]"#).transform)
  #expect(m == AffineTransform(a: 2, b: 4, c: 6, d: 8, tx: 10, ty: 12))
  #expect(try child(#""transform": []"#).transform == nil)
}

@Test func hitOutsetForms() throws {
  #expect(try child(#""hitOutset": 8"#).hitOutset == EdgeInsets(all: 8))
  #expect(
    try child(#""hitOutset": [1, 2, -3, 4]"#).hitOutset
      == EdgeInsets(top: 1, left: 2, bottom: -3, right: 4))
  #expect(try child(#""hitOutset": 2"#, semantics: "appkit").hitOutset == EdgeInsets(all: 2))
}

@Test func shapeForms() throws {
  #expect(try child(#""shape": "rect""#).shape == .rect)
  #expect(try child(#""shape": {"roundedRect": 5}"#).shape == .roundedRect(radius: 5))
  #expect(
    try child(#""shape": {"rect": [1, 2, 3, 4]}"#).shape
      == .rectIn(Rect(x: 1, y: 2, width: 3, height: 4)))
  #expect(
    try child(#""shape": {"ellipse": [1, 2, 3, 4]}"#).shape
      == .ellipseIn(Rect(x: 1, y: 2, width: 3, height: 4)))
  #expect(
    try child(#""shape": {"roundedRect": [1, 2, 3, 4, 1]}"#).shape
      == .roundedRectIn(Rect(x: 1, y: 2, width: 3, height: 4), radius: 1))
  let ring = try child(
    #""shape": {"compound": [{"ellipse": [0,0,20,20]}, {"compound": ["ellipse"], "fillRule": "nonzero"}], "fillRule": "evenodd"}"#
  ).shape
  #expect(
    ring
      == .compound(
        [.ellipseIn(Rect(x: 0, y: 0, width: 20, height: 20)), .compound([.ellipse], .nonzero)],
        .evenodd))
  let path = try child(#""shape": {"path": "M 0 0 H 10 V 10 Z", "fillRule": "evenodd"}"#).shape
  guard case .path(let p) = path else {
    Issue.record("expected a path shape, got \(String(describing: path))")
    return
  }
  #expect(p.fillRule == .evenodd)
  #expect(p.elements.first == .move(Point(0, 0)))
  #expect(p.contains(Point(8, 2)))
  #expect(!p.contains(Point(2, 8)))
}

@Test func invalidPathDataPointsAtTheString() {
  let p = problems(oneChild(#""shape": {"path": "M 0 0 L 10 x"}"#))
  #expect(p.count == 1)
  #expect(
    p.first?.hasPrefix(#"t.json:3:19: view "v": shape.path: invalid SVG path data: "#) == true)
}

@Test func labelTemplates() throws {
  let v = try child(#""label": "{{a}} {n}}} x{{""#, top: #", "counters": {"n": 1}"#)
  #expect(
    v.label == LabelTemplate(segments: [.text("{a} "), .counter("n"), .text("} x{")]))
  #expect(v.label?.text(counters: ["n": 42]) == "{a} 42} x{")
  #expect(try child(#""label": """#).label == LabelTemplate(segments: [.text("")]))
}

@Test func countersKeepFileOrderAndRange() throws {
  let s = try scene(
    #"{"canvas": {"width": 1, "height": 1}, "root": {"id": "r"}, "counters": {"z": -9223372036854775808, "a": 9223372036854775807, "m": 1e3}}"#
  )
  #expect(s.counterNames == ["z", "a", "m"])
  #expect(s.counters == ["z": Int64.min, "a": Int64.max, "m": 1000])
}

@Test func referencesResolveToIndices() throws {
  let s = try scene(
    """
    {"canvas": {"width": 10, "height": 10}, "root": {"id": "root", "children": [
      {"id": "a", "frame": [0, 0, 5, 5], "hitTest": {"redirect": "b.c"},
       "onTap": [{"toggle": "b.c.hidden"}, {"toggle": "a.allowsHitTesting"}]},
      {"id": "b.c", "frame": [0, 0, 5, 5], "controller": "vc"}]},
     "probes": [{"at": [1, 2], "expect": "a", "handledBy": "vc", "name": "p"},
                {"at": [-5, 1e3], "expect": null, "handledBy": null}]}
    """)
  #expect(s.views[1].hitTestOverride == .redirect(2))
  #expect(
    s.views[1].onTap == [
      .toggle(view: 2, property: .hidden), .toggle(view: 1, property: .allowsHitTesting),
    ])
  #expect(
    s.probes == [
      Probe(point: Point(1, 2), expect: .named("a"), handledBy: .named("vc"), name: "p"),
      Probe(point: Point(-5, 1000), expect: .nothing, handledBy: .nothing),
    ])
}

@Test func commentsAndTrailingCommasAreAccepted() throws {
  let s = try scene(
    """
    // A scene with comments.
    {
      "canvas": {"width": 10, "height": 10,}, /* trailing comma above */
      "root": {"id": "r", "children": [{"id": "a", "frame": [0, 0, 1, 1,],},],},
    }
    """)
  #expect(s.views.count == 2)
}

/// An AppKit text field is editable and selectable unless the scene says otherwise; one that is
/// neither does not handle the mouse, and an explicit `handlesTouches` still wins.
@Test func textFieldEditabilityDecidesWhetherItHandlesTheMouse() throws {
  let s = try scene(
    """
    {"canvas": {"width": 10, "height": 10}, "semantics": "appkit", "root": {"id": "r", "children": [
      {"id": "field", "type": "NSTextField", "frame": [0, 0, 1, 1]},
      {"id": "label", "type": "NSTextField", "frame": [0, 0, 1, 1], "editable": false, "selectable": false},
      {"id": "copyable", "type": "NSTextField", "frame": [0, 0, 1, 1], "editable": false},
      {"id": "forced", "type": "NSSearchField", "frame": [0, 0, 1, 1], "editable": false, "selectable": false, "handlesTouches": true},
      {"id": "clip", "type": "_NSKeyboardFocusClipView", "frame": [0, 0, 1, 1]},
      {"id": "unclipped", "type": "NSClipView", "frame": [0, 0, 1, 1], "clipsToBounds": false}]}}
    """)
  #expect(s.views[1].isEditable && s.views[1].isSelectable && s.views[1].handlesTouches)
  #expect(!s.views[2].isEditable && !s.views[2].isSelectable && !s.views[2].handlesTouches)
  #expect(s.views[3].handlesTouches)
  #expect(s.views[4].handlesTouches)
  #expect(s.views[5].clipsToBounds && !s.views[6].clipsToBounds)
}
