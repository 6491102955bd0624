import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// The gesture keys' validation: each rule of the gesture spec with its exact, positioned line.
let gestureViewCases: [ViewCase] = [
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tapp"}]"#,
    expected: [
      #"t.json:3:34: view "v": gestures[0].kind: unknown recognizer kind "tapp" (did you mean "tap"?)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "click"}]"#,
    expected: [
      #"t.json:3:34: view "v": gestures[0].kind: click is AppKit's NSClickGestureRecognizer, allowed only under appkit semantics (expected tap, longPress, pan or swipe under uikit)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap"}]"#, semantics: "appkit",
    expected: [
      #"t.json:3:34: view "v": gestures[0].kind: tap is not modelled under appkit semantics (expected click)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "requireToFail": ["nope"]}]"#,
    expected: [
      #"t.json:3:59: view "v": gestures[0].requireToFail[0]: no recognizer has id "nope""#
    ]),
  ViewCase(
    members:
      #""gestures": [{"id": "g", "kind": "tap", "requireToFail": ["h"]}, {"id": "h", "kind": "tap", "taps": 2, "requireToFail": ["g"]}]"#,
    expected: [
      #"t.json:3:59: view "v": gestures[0].requireToFail: a cycle of requireToFail: g -> h -> g (each waits for the next to fail, so none can ever recognize)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "requireToFail": ["g"]}]"#,
    expected: [
      #"t.json:3:59: view "v": gestures[0].requireToFail[0]: a recognizer cannot name itself (expected another recognizer's id)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "priority": "high"}]"#,
    expected: [
      #"t.json:3:41: view "v": gestures[0].priority: priority is SwiftUI's (.gesture, .highPriorityGesture, .simultaneousGesture), allowed only under swiftui semantics"#
    ]),
  ViewCase(
    members: #""onSelect": {"log": "x"}"#,
    expected: [
      #"t.json:3:1: view "v": onSelect: allowed only on cells (NSTableCellView, NSTableRowView, UICollectionViewCell, UITableViewCell, by type or baseClass), not on a UIView"#
    ]),
  ViewCase(
    members: #""type": "MyCell", "baseClass": "UITableViewCell", "onSelect": {"log": "x"}"#,
    expected: []),
  ViewCase(
    members: #""scrollsFromControls": true"#,
    expected: [
      #"t.json:3:1: view "v": scrollsFromControls: allowed only on scroll views (List, ScrollView, UICollectionView, UIScrollView, UITableView, UITextView, by type or baseClass), not on a UIView"#
    ]),
  ViewCase(
    members: #""type": "UIScrollView", "allowsSelection": false"#,
    expected: [
      #"t.json:3:25: view "v": allowsSelection: allowed only on tables and collections (List, NSTableView, UICollectionView, UITableView, by type or baseClass), not on a UIScrollView"#
    ]),
  ViewCase(
    members: #""gestures": [{"kind": "tap"}]"#,
    expected: [#"t.json:3:14: view "v": gestures[0].id: missing (expected a unique id)"#]),
  ViewCase(
    members: #""gestures": [{"id": "root", "kind": "tap"}]"#,
    expected: [
      #"t.json:3:21: view "v": gestures[0].id: "root" is already used by a view at line 2, column 17 (ids are unique among all views, controllers and recognizers)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "pan", "taps": 2}]"#,
    expected: [
      #"t.json:3:41: view "v": gestures[0].taps: only tap and click recognizers count taps (this one is a pan)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "taps": 3}]"#,
    expected: [#"t.json:3:49: view "v": gestures[0].taps: got 3 (expected 1 or 2)"#]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "cancelsTouchesInView": false}]"#,
    semantics: "swiftui",
    expected: [
      #"t.json:3:41: view "v": gestures[0].cancelsTouchesInView: a UIGestureRecognizer property, allowed only under uikit semantics"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "minimumDistance": 0}]"#,
    semantics: "swiftui",
    expected: [
      #"t.json:3:41: view "v": gestures[0].minimumDistance: DragGesture's minimum distance, allowed only on swiftui pan recognizers"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "delaysPrimaryMouseButtonEvents": false}]"#,
    expected: [
      #"t.json:3:41: view "v": gestures[0].delaysPrimaryMouseButtonEvents: NSGestureRecognizer's property, allowed only on appkit click recognizers"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "simultaneousWith": ["v"]}]"#,
    expected: [
      #"t.json:3:62: view "v": gestures[0].simultaneousWith[0]: "v" is not a gesture recognizer (expected a recognizer's id)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "ignoresTouchesIn": ["g"]}]"#,
    expected: [
      #"t.json:3:62: view "v": gestures[0].ignoresTouchesIn[0]: "g" is not a view (expected a view's id)"#
    ]),
  ViewCase(
    members: #""vetoesGestures": ["pan", "fling"]"#,
    expected: [
      #"t.json:3:27: view "v": vetoesGestures[1]: unknown recognizer kind "fling" (expected tap, longPress, pan, swipe or click)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "swipe", "direction": "sideways"}]"#,
    expected: [
      #"t.json:3:56: view "v": gestures[0].direction: unknown direction "sideways" (expected left, right, up or down)"#
    ]),
  ViewCase(
    members: #""gestures": [{"id": "g", "kind": "tap", "onRecognize": {"toggle": "v.hidden"}}]"#,
    expected: []),
]

@Test(arguments: gestureViewCases)
func gestureValidation(_ c: ViewCase) {
  #expect(problems(oneChild(c.members, semantics: c.semantics, top: c.top)) == c.expected)
}

/// A scene whose scroll view `v` carries recognizer `g`, with `probe` as its only probe.
private func probeScene(_ probe: String, top: String = "") -> String {
  """
  {"canvas": {"width": 100, "height": 100}\(top),
   "root": {"id": "root", "children": [{"id": "v", "type": "UIScrollView", "frame": [10, 10, 20, 20], "gestures": [{"id": "g", "kind": "tap"}]}]},
   "probes": [\(probe)]}
  """
}

@Test(arguments: [
  (
    #"{"at": [1, 1], "expect": null, "gesture": {"kind": "swipe"}}"#,
    #"t.json:3:64: probes[0]: gesture.kind: unknown gesture "swipe" (expected tap, doubleTap, longPress or drag)"#
  ),
  (
    #"{"at": [1, 1], "expect": null, "gesture": {"kind": "drag"}}"#,
    #"t.json:3:55: probes[0]: gesture.to: missing (expected [x, y] in window points, where the drag ends)"#
  ),
  (
    #"{"at": [1, 1], "expect": null, "gesture": {"kind": "tap", "hold": 1}}"#,
    #"t.json:3:71: probes[0]: gesture.hold: not a key of a tap gesture (expected kind)"#
  ),
  (
    #"{"at": [1, 1], "expect": null, "fires": ["nobody"]}"#,
    #"t.json:3:54: probes[0]: fires[0]: no view or recognizer has id "nobody""#
  ),
  (
    #"{"at": [1, 1], "expect": null, "scrolls": "root"}"#,
    #"t.json:3:55: probes[0]: scrolls: "root" is a UIWindow, not a scroll view (expected the id of a scroll view, or null)"#
  ),
  (
    #"{"at": [1, 1], "expect": null, "phases": ["began", "lifted"]}"#,
    #"t.json:3:64: probes[0]: phases[1]: unknown phase "lifted" (expected began, moved, ended or cancelled)"#
  ),
  (
    #"{"at": [1, 1], "expect": "g"}"#,
    #"t.json:3:38: probes[0]: expect: "g" is a gesture recognizer, which is never hit (expected a view id or null; check recognizers with fires)"#
  ),
])
func probeGestureValidation(probe: String, expected: String) {
  #expect(problems(probeScene(probe)) == [expected])
}

@Test func gestureTimingIsValidatedByName() {
  let source = probeScene(
    #"{"at": [1, 1], "expect": null}"#,
    top: #", "gestureTiming": {"doubleTapInterval": -1, "tapDuration": 1}"#)
  #expect(
    problems(source) == [
      #"t.json:1:82: gestureTiming.doubleTapInterval: -1 is out of range (expected a number >= 0 (seconds))"#,
      #"t.json:1:86: gestureTiming.tapDuration: unknown key (expected one of tapMaximumDuration, tapMaximumMovement, doubleTapInterval, panMinimumDistance, swipeMinimumDistance, swipeMaximumDuration, scrollTouchDelay, longPressAllowableMovement)"#,
    ])
}

@Test func probeGestureKeysDecode() throws {
  let s = try scene(
    probeScene(
      #"{"at": [1, 1], "expect": null, "fires": ["g", "v"], "scrolls": "v", "phases": [], "gesture": {"kind": "drag", "to": [5, 5], "holdBeforeMove": 0.2, "duration": 0.5}}"#,
      top: #", "gestureTiming": {"scrollTouchDelay": 0.3}"#))
  let probe = try #require(s.probes.first)
  #expect(probe.gesture == .drag(to: Point(5, 5), holdBeforeMove: 0.2, duration: 0.5))
  #expect(probe.fires == ["g", "v"])
  #expect(probe.scrolls == .named("v"))
  #expect(probe.phases == [])
  #expect(s.gestureTiming.scrollTouchDelay == 0.3)
  #expect(s.gestureTiming.doubleTapInterval == GestureTiming().doubleTapInterval)
}

/// Recognizer `g` of `kind` with the format's defaults, then `change`.
private func expected(_ kind: GestureKind, _ change: (inout GestureRecognizer) -> Void = { _ in })
  -> GestureRecognizer
{
  var r = GestureRecognizer(id: "g", kind: kind)
  change(&r)
  return r
}

/// Each recognizer key: its default (the first row), and the value written.
@Test(arguments: [
  (#""kind": "tap""#, "uikit", expected(.tap)),
  (#""kind": "tap", "taps": 2"#, "uikit", expected(.tap) { $0.taps = 2 }),
  (
    #""kind": "longPress", "minimumPressDuration": 1.5"#, "uikit",
    expected(.longPress) { $0.minimumPressDuration = 1.5 }
  ),
  (#""kind": "swipe", "direction": "up""#, "uikit", expected(.swipe) { $0.direction = .up }),
  (#""kind": "tap", "enabled": false"#, "uikit", expected(.tap) { $0.isEnabled = false }),
  (
    #""kind": "tap", "cancelsTouchesInView": false"#, "uikit",
    expected(.tap) { $0.cancelsTouchesInView = false }
  ),
  (
    #""kind": "tap", "delaysTouchesBegan": true"#, "uikit",
    expected(.tap) { $0.delaysTouchesBegan = true }
  ),
  (
    #""kind": "tap", "delaysTouchesEnded": false"#, "uikit",
    expected(.tap) { $0.delaysTouchesEnded = false }
  ),
  (
    #""kind": "tap", "simultaneousWith": "all""#, "uikit",
    expected(.tap) { $0.simultaneousWith = .all }
  ),
  (
    #""kind": "tap", "ignoresTouchesIn": ["v"]"#, "uikit",
    expected(.tap) { $0.ignoresTouchesIn = [1] }
  ),
  (
    #""kind": "pan", "priority": "high", "minimumDistance": 30"#, "swiftui",
    expected(.pan) {
      $0.priority = .high
      $0.minimumDistance = 30
    }
  ),
  (
    #""kind": "click", "delaysPrimaryMouseButtonEvents": false"#, "appkit",
    expected(.click) { $0.delaysPrimaryMouseButtonEvents = false }
  ),
  (
    #""kind": "tap", "onRecognize": {"log": "x"}"#, "uikit",
    expected(.tap) { $0.onRecognize = [.log("x")] }
  ),
])
func recognizerKeysDecode(members: String, semantics: String, recognizer: GestureRecognizer)
  throws
{
  let v = try child(#""gestures": [{"id": "g", \#(members)}]"#, semantics: semantics)
  #expect(v.gestures == [recognizer])
}

@Test func viewGestureKeysDecodeWithTheirDefaults() throws {
  let table = try child(
    #""type": "UITableView", "delaysContentTouches": false, "canCancelContentTouches": false, "scrollEnabled": false, "scrollsFromControls": true, "allowsSelection": false, "vetoesGestures": "all""#
  )
  #expect(!table.scroll.delaysContentTouches && !table.scroll.canCancelContentTouches)
  #expect(!table.scroll.scrollEnabled && table.scroll.scrollsFromControls)
  #expect(!table.scroll.allowsSelection)
  #expect(table.vetoesGestures == Set(GestureKind.allCases))
  let plain = try child(#""type": "UIScrollView""#)
  #expect(plain.scroll == ScrollBehavior())
  let cell = try child(#""type": "UITableViewCell", "onSelect": {"log": "picked"}"#)
  #expect(cell.onSelect == [.log("picked")])
  #expect(cell.handlesTouches)
}
