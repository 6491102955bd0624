import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// One rule of the format's validation: members of view `v` (on line 3) and the exact lines
/// they must produce.
struct ViewCase: CustomTestStringConvertible, Sendable {
  var members: String
  var semantics = "uikit"
  var top = ""
  var expected: [String]

  var testDescription: String { members }
}

let viewCases: [ViewCase] = [
  // Unknown keys, with and without a close match.
  ViewCase(
    members: #""contentShpe": "rect""#,
    expected: [#"t.json:3:1: view "v": contentShpe: unknown key (did you mean "contentShape"?)"#]),
  ViewCase(
    members: #""wibble": 1"#,
    expected: [
      #"t.json:3:1: view "v": wibble: unknown key (expected one of id, type, baseClass, frame, boundsOrigin, transform, hidden, alpha, userInteractionEnabled, allowsHitTesting, clipsToBounds, shape, fill, stroke, lineWidth, label, textColor, fontSize, textAlignment, numberOfLines, contentShape, hitOutset, hitTest, overrides, controller, onTap, handlesTouches, semantics, flipped, editable, selectable, gestures, onSelect, delaysContentTouches, canCancelContentTouches, scrollEnabled, scrollsFromControls, allowsSelection, vetoesGestures, children)"#
    ]),
  // Duplicate keys: reported at the repeat, the first one is used.
  ViewCase(
    members: #""hidden": true, "hidden": false"#,
    expected: [
      #"t.json:3:17: view "v": hidden: duplicate key (first given at line 3, column 1; each key may appear once per object)"#
    ]),
  // Wrong types.
  ViewCase(
    members: #""hidden": "yes""#,
    expected: [#"t.json:3:11: view "v": hidden: got a string (expected true or false)"#]),
  ViewCase(
    members: #""label": 12"#,
    expected: [#"t.json:3:10: view "v": label: got a number (expected a string)"#]),
  ViewCase(
    members: #""children": {}"#,
    expected: [#"t.json:3:13: view "v": children: got an object (expected an array of views)"#]),
  ViewCase(
    members: #""children": [7]"#,
    expected: [#"t.json:3:14: view "v": children[0]: got a number (expected a view object)"#]),
  ViewCase(
    members: #""boundsOrigin": [1]"#,
    expected: [#"t.json:3:17: view "v": boundsOrigin: got 1 number (expected [x, y])"#]),
  ViewCase(
    members: #""boundsOrigin": [1, null]"#,
    expected: [#"t.json:3:21: view "v": boundsOrigin[1]: got null (expected a number)"#]),
  // Ranges.
  ViewCase(
    members: #""alpha": 1.5"#,
    expected: [
      #"t.json:3:10: view "v": alpha: 1.5 is out of range (expected a number from 0 to 1)"#
    ]),
  ViewCase(
    members: #""alpha": -0.1"#,
    expected: [
      #"t.json:3:10: view "v": alpha: -0.1 is out of range (expected a number from 0 to 1)"#
    ]),
  ViewCase(
    members: #""lineWidth": -1"#,
    expected: [#"t.json:3:14: view "v": lineWidth: -1 is out of range (expected a number >= 0)"#]),
  ViewCase(
    members: #""fontSize": 0"#,
    expected: [#"t.json:3:13: view "v": fontSize: 0 is out of range (expected a number > 0)"#]),
  ViewCase(
    members: #""textAlignment": "middle""#,
    expected: [
      #"t.json:3:18: view "v": textAlignment: unknown text alignment "middle" (expected leading, center or trailing)"#
    ]),
  ViewCase(
    members: #""textAlignment": 1"#,
    expected: [#"t.json:3:18: view "v": textAlignment: got a number (expected a string)"#]),
  ViewCase(
    members: #""numberOfLines": 1.5"#,
    expected: [
      #"t.json:3:18: view "v": numberOfLines: 1.5 is not whole (expected a whole number from 0 to 1000)"#
    ]),
  ViewCase(
    members: #""numberOfLines": -1"#,
    expected: [
      #"t.json:3:18: view "v": numberOfLines: -1 is out of range (expected a whole number from 0 to 1000)"#
    ]),
  ViewCase(
    members: #""numberOfLines": "one""#,
    expected: [
      #"t.json:3:18: view "v": numberOfLines: got a string (expected a whole number from 0 to 1000)"#
    ]),
  // Colours.
  ViewCase(
    members: #""fill": "silvr""#,
    expected: [#"t.json:3:9: view "v": fill: unknown colour "silvr" (did you mean "silver"?)"#]),
  ViewCase(
    members: ##""stroke": "#12345""##,
    expected: [
      ##"t.json:3:11: view "v": stroke: unknown colour "#12345" (expected #rgb, #rrggbb, #rrggbbaa, a CSS colour name in lower case, an Apple system colour such as systemBlue, or clear)"##
    ]),
  ViewCase(
    members: #""textColor": "Red""#,
    expected: [#"t.json:3:14: view "v": textColor: unknown colour "Red" (did you mean "red"?)"#]),
  ViewCase(
    members: #""fill": 0"#,
    expected: [
      ##"t.json:3:9: view "v": fill: got a number (expected a colour: #rgb, #rrggbb, #rrggbbaa, a CSS colour name in lower case, an Apple system colour such as systemBlue, or clear)"##
    ]),
  // Keys foreign to the view's semantics, whatever their value.
  ViewCase(
    members: #""userInteractionEnabled": true"#, semantics: "swiftui",
    expected: [
      #"t.json:3:1: view "v": userInteractionEnabled: not allowed under swiftui semantics (use allowsHitTesting)"#
    ]),
  ViewCase(
    members: #""userInteractionEnabled": false"#, semantics: "appkit",
    expected: [
      #"t.json:3:1: view "v": userInteractionEnabled: not allowed under appkit semantics (AppKit views have neither; use hitTest "passthrough" or hidden)"#
    ]),
  ViewCase(
    members: #""allowsHitTesting": true"#, semantics: "appkit",
    expected: [
      #"t.json:3:1: view "v": allowsHitTesting: not allowed under appkit semantics (AppKit views have neither; use hitTest "passthrough" or hidden)"#
    ]),
  ViewCase(
    members: #""hitOutset": 4"#, semantics: "swiftui",
    expected: [
      #"t.json:3:1: view "v": hitOutset: not allowed under swiftui semantics (use contentShape to shape the hit region)"#
    ]),
  ViewCase(
    members: #""hitTest": "default""#, semantics: "swiftui",
    expected: [
      #"t.json:3:1: view "v": hitTest: not allowed under swiftui semantics (SwiftUI has no hitTest overrides; use allowsHitTesting or contentShape)"#
    ]),
  ViewCase(
    members: #""flipped": false"#,
    expected: [
      #"t.json:3:1: view "v": flipped: not allowed under uikit semantics (flipped is appkit only; uikit bounds spaces are always y-down)"#
    ]),
  ViewCase(
    members: #""flipped": true"#, semantics: "swiftui",
    expected: [
      #"t.json:3:1: view "v": flipped: not allowed under swiftui semantics (flipped is appkit only; swiftui bounds spaces are always y-down)"#
    ]),
  ViewCase(
    members: #""editable": false"#,
    expected: [
      #"t.json:3:1: view "v": editable: not allowed under uikit semantics (editable is appkit only (NSTextField); use userInteractionEnabled or handlesTouches)"#
    ]),
  ViewCase(
    members: #""selectable": true"#, semantics: "swiftui",
    expected: [
      #"t.json:3:1: view "v": selectable: not allowed under swiftui semantics (selectable is appkit only (NSTextField); use userInteractionEnabled or handlesTouches)"#
    ]),
  ViewCase(
    members: #""editable": 0"#, semantics: "appkit",
    expected: [#"t.json:3:13: view "v": editable: got a number (expected true or false)"#]),
  // A view's own semantics key decides, not its parent's.
  ViewCase(
    members: #""semantics": "swiftui", "userInteractionEnabled": true"#,
    expected: [
      #"t.json:3:25: view "v": userInteractionEnabled: not allowed under swiftui semantics (use allowsHitTesting)"#
    ]),
  ViewCase(
    members: #""semantics": "swiftUI""#,
    expected: [
      #"t.json:3:14: view "v": semantics: unknown semantics "swiftUI" (did you mean "swiftui"? expected uikit, swiftui or appkit)"#
    ]),
  // hitOutset.
  ViewCase(
    members: #""hitOutset": 4, "contentShape": "rect""#,
    expected: [
      #"t.json:3:1: view "v": hitOutset: cannot be combined with contentShape (grow the contentShape instead, or drop it)"#
    ]),
  ViewCase(
    members: #""hitOutset": [1, 2]"#,
    expected: [
      #"t.json:3:14: view "v": hitOutset: got 2 numbers (expected a number or [top, left, bottom, right])"#
    ]),
  ViewCase(
    members: #""hitOutset": "big""#,
    expected: [
      #"t.json:3:14: view "v": hitOutset: got a string (expected a number or [top, left, bottom, right])"#
    ]),
  // hitTest overrides and redirects.
  ViewCase(
    members: #""hitTest": "passthru""#,
    expected: [
      #"t.json:3:12: view "v": hitTest: unknown hitTest "passthru" (did you mean "passthrough"?)"#
    ]),
  ViewCase(
    members: #""hitTest": {"redirect": "v"}"#,
    expected: [
      #"t.json:3:25: view "v": hitTest.redirect: a view cannot redirect to itself (expected another view's id)"#
    ]),
  ViewCase(
    members: #""hitTest": {"redirect": "rot"}"#,
    expected: [
      #"t.json:3:25: view "v": hitTest.redirect: no view has id "rot" (did you mean "root"?)"#
    ]),
  ViewCase(
    members: #""controller": "vc", "hitTest": {"redirect": "vc"}"#,
    expected: [
      #"t.json:3:45: view "v": hitTest.redirect: "vc" is a controller (expected the id of another view)"#
    ]),
  ViewCase(
    members: #""hitTest": {"redirct": "root"}"#,
    expected: [#"t.json:3:13: view "v": hitTest.redirct: unknown key (did you mean "redirect"?)"#]),
  // Controllers share the id namespace with views.
  ViewCase(
    members: #""controller": "root""#,
    expected: [
      #"t.json:3:15: view "v": controller: "root" is already used by a view at line 2, column 17 (ids are unique among all views, controllers and recognizers)"#
    ]),
  ViewCase(
    members: #""controller": {"handlesTouches": true}"#,
    expected: [#"t.json:3:15: view "v": controller.name: missing (expected the controller's name)"#]
  ),
  ViewCase(
    members: #""controller": {"name": "vc", "handlesTouch": true}"#,
    expected: [
      #"t.json:3:30: view "v": controller.handlesTouch: unknown key (did you mean "handlesTouches"?)"#
    ]),
  // Actions.
  ViewCase(
    members: #""onTap": {"increment": "tap"}"#, top: #", "counters": {"taps": 0}"#,
    expected: [
      #"t.json:3:24: view "v": onTap.increment: unknown counter "tap" (did you mean "taps"?)"#
    ]),
  ViewCase(
    members: #""onTap": [{"log": "a"}, {"increment": "n"}]"#,
    expected: [
      #"t.json:3:39: view "v": onTap[1].increment: unknown counter "n" (no counters are declared; add it to "counters")"#
    ]),
  ViewCase(
    members: #""onTap": {"toggle": "root"}"#,
    expected: [
      #"t.json:3:21: view "v": onTap.toggle: "root" is not ID.property (expected such as "panel.hidden")"#
    ]),
  ViewCase(
    members: #""onTap": {"toggle": "root.hiden"}"#,
    expected: [
      #"t.json:3:21: view "v": onTap.toggle: cannot toggle "hiden" (did you mean "hidden"?)"#
    ]),
  ViewCase(
    members: #""onTap": {"toggle": "nope.hidden"}"#,
    expected: [#"t.json:3:21: view "v": onTap.toggle: no view has id "nope""#]),
  ViewCase(
    members: #""semantics": "swiftui", "onTap": {"toggle": "v.userInteractionEnabled"}"#,
    expected: [
      #"t.json:3:45: view "v": onTap.toggle: view "v" follows swiftui semantics, which has no userInteractionEnabled (expected one of hidden, allowsHitTesting)"#
    ]),
  ViewCase(
    members: #""onTap": {"toggle": "root.hidden", "log": "x"}"#,
    expected: [
      #"t.json:3:10: view "v": onTap: got 2 keys (expected exactly one of increment, toggle or log)"#
    ]),
  ViewCase(
    members: #""onTap": {"tap": "x"}"#,
    expected: [
      #"t.json:3:11: view "v": onTap.tap: unknown key (expected one of increment, toggle, log)"#
    ]),
  ViewCase(
    members: #""onTap": "log""#,
    expected: [
      #"t.json:3:10: view "v": onTap: got a string (expected an action such as {"increment": "taps"} or an array of actions)"#
    ]),
  // Labels.
  ViewCase(
    members: #""label": "{count} taps""#, top: #", "counters": {"taps": 0}"#,
    expected: [#"t.json:3:10: view "v": label: unknown counter "count" (expected one of taps)"#]),
  ViewCase(
    members: #""label": "a {b""#,
    expected: [
      #"t.json:3:10: view "v": label: "{" at character 2 is never closed (write {{ for a literal brace)"#
    ]),
  ViewCase(
    members: #""label": "a } b""#,
    expected: [
      #"t.json:3:10: view "v": label: "}" at character 2 closes nothing (write }} for a literal brace)"#
    ]),
  ViewCase(
    members: #""label": "{}""#,
    expected: [
      #"t.json:3:10: view "v": label: "{" at character 0 does not start a counter name (expected {counter}; write {{ for a literal brace)"#
    ]),
  // Shapes.
  ViewCase(
    members: #""contentShape": "elipse""#,
    expected: [
      #"t.json:3:17: view "v": contentShape: unknown shape "elipse" (expected rect, ellipse, roundedRect, path or compound)"#
    ]),
  ViewCase(
    members: #""shape": {}"#,
    expected: [
      #"t.json:3:10: view "v": shape: empty shape (expected one of rect, ellipse, roundedRect, path or compound)"#
    ]),
  ViewCase(
    members: #""shape": {"rect": [0, 0, 1, 1], "ellipse": [0, 0, 1, 1]}"#,
    expected: [
      #"t.json:3:33: view "v": shape.ellipse: a shape has exactly one kind, and this one already is rect (use compound to join shapes)"#
    ]),
  ViewCase(
    members: #""shape": {"ellipse": [0, 0, 1, 1], "fillRule": "evenodd"}"#,
    expected: [
      #"t.json:3:36: view "v": shape.fillRule: only applies to path or compound shapes (this one is ellipse)"#
    ]),
  ViewCase(
    members: #""shape": {"compound": [], "fillRule": "even-odd"}"#,
    expected: [
      #"t.json:3:39: view "v": shape.fillRule: unknown fill rule "even-odd" (expected nonzero or evenodd)"#
    ]),
  ViewCase(
    members: #""shape": {"rect": [0, 0, -1, 1]}"#,
    expected: [#"t.json:3:26: view "v": shape.rect[2]: w is -1 (expected a size >= 0)"#]),
  ViewCase(
    members: #""shape": {"roundedRect": -2}"#,
    expected: [
      #"t.json:3:26: view "v": shape.roundedRect: -2 is out of range (expected a radius >= 0)"#
    ]),
  ViewCase(
    members: #""shape": {"roundedRect": [0, 0, 10, 10]}"#,
    expected: [
      #"t.json:3:26: view "v": shape.roundedRect: got 4 numbers (expected [x, y, w, h, r])"#
    ]),
  ViewCase(
    members: #""shape": {"compound": ["rect", {"elipse": [0, 0, 1, 1]}]}"#,
    expected: [
      #"t.json:3:33: view "v": shape.compound[1].elipse: unknown key (did you mean "ellipse"?)"#
    ]),
  ViewCase(
    members: #""shape": 3"#,
    expected: [
      #"t.json:3:10: view "v": shape: got a number (expected a shape: "rect", "ellipse" or an object such as {"roundedRect": 8})"#
    ]),
  // Transforms.
  ViewCase(
    members: #""transform": [{"rotat": 45}]"#,
    expected: [#"t.json:3:16: view "v": transform[0].rotat: unknown key (did you mean "rotate"?)"#]),
  ViewCase(
    members: #""transform": [{"rotate": 45, "scale": 2}]"#,
    expected: [
      #"t.json:3:15: view "v": transform[0]: got 2 keys (expected exactly one of rotate, scale, translate or matrix)"#
    ]),
  ViewCase(
    members: #""transform": [{"scale": [1, 2, 3]}]"#,
    expected: [
      #"t.json:3:25: view "v": transform[0].scale: got 3 numbers (expected a number or [sx, sy])"#
    ]),
  ViewCase(
    members: #""transform": [{"matrix": [1, 0, 0, 1]}]"#,
    expected: [
      #"t.json:3:26: view "v": transform[0].matrix: got 4 numbers (expected [a, b, c, d, tx, ty])"#
    ]),
  ViewCase(
    members: #""transform": {"rotate": 45}"#,
    expected: [
      #"t.json:3:14: view "v": transform: got an object (expected an array of {"rotate"}, {"scale"}, {"translate"} or {"matrix"} objects)"#
    ]),
  // Ids.
  ViewCase(
    members: #""children": [{"id": "a b", "frame": [0, 0, 1, 1]}]"#,
    expected: [
      #"t.json:3:21: view "a b": id: invalid id "a b" (expected letters A-Z a-z, digits, "_", "." or "-", at least one)"#
    ]),
  ViewCase(
    members: #""children": [{"id": "root", "frame": [0, 0, 1, 1]}]"#,
    expected: [
      #"t.json:3:21: view "root": id: "root" is already used by a view at line 2, column 17 (ids are unique among all views, controllers and recognizers)"#
    ]),
  ViewCase(
    members: #""children": [{"frame": [0, 0, 1, 1]}]"#,
    expected: [
      #"t.json:3:14: view "v".children[0]: id: missing (expected a unique id of letters, digits, "_", "." or "-")"#
    ]),
  ViewCase(
    members: #""children": [{"id": "c"}]"#,
    expected: [
      #"t.json:3:14: view "c": frame: missing (expected [x, y, w, h] in the parent's bounds space)"#
    ]),
  ViewCase(
    members: #""children": [{"id": "c", "frame": [0, 0, 5, -5]}]"#,
    expected: [#"t.json:3:45: view "c": frame[3]: h is -5 (expected a size >= 0)"#]),
  ViewCase(
    members: #""type": """#,
    expected: [#"t.json:3:9: view "v": type: empty class name (expected a name such as UIButton)"#]),
  // Numbers too large for a double are reported once, beside every other problem.
  ViewCase(
    members: #""alpha": 1e400, "hidden": 1"#,
    expected: [
      #"t.json:3:10: number 1e400 is too large (expected a finite number, at most about 1.8e308)"#,
      #"t.json:3:27: view "v": hidden: got a number (expected true or false)"#,
    ]),
]

@Test(arguments: viewCases)
func viewValidation(_ c: ViewCase) {
  #expect(problems(oneChild(c.members, semantics: c.semantics, top: c.top)) == c.expected)
}

@Test func everyProblemIsReportedInFileOrder() {
  let p = problems(
    oneChild(#""alpha": 2, "fill": "silvr", "zap": 1, "children": [{"id": "c", "hidden": 0}]"#))
  #expect(
    p == [
      #"t.json:3:10: view "v": alpha: 2 is out of range (expected a number from 0 to 1)"#,
      #"t.json:3:21: view "v": fill: unknown colour "silvr" (did you mean "silver"?)"#,
      #"t.json:3:30: view "v": zap: unknown key (expected one of id, type, baseClass, frame, boundsOrigin, transform, hidden, alpha, userInteractionEnabled, allowsHitTesting, clipsToBounds, shape, fill, stroke, lineWidth, label, textColor, fontSize, textAlignment, numberOfLines, contentShape, hitOutset, hitTest, overrides, controller, onTap, handlesTouches, semantics, flipped, editable, selectable, gestures, onSelect, delaysContentTouches, canCancelContentTouches, scrollEnabled, scrollsFromControls, allowsSelection, vetoesGestures, children)"#,
      #"t.json:3:53: view "c": frame: missing (expected [x, y, w, h] in the parent's bounds space)"#,
      #"t.json:3:75: view "c": hidden: got a number (expected true or false)"#,
    ])
}
