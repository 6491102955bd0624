import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// A whole file and the exact lines it must produce.
struct FileCase: CustomTestStringConvertible, Sendable {
  var source: String
  var expected: [String]

  var testDescription: String { source }
}

let topLevelCases: [FileCase] = [
  FileCase(
    source: "[]",
    expected: [
      #"t.json:1:1: the scene must be a JSON object, got an array (expected {"canvas": ..., "root": ...})"#
    ]),
  FileCase(
    source: "{}",
    expected: [
      #"t.json:1:1: canvas: missing (expected {"width": 1...16384, "height": 1...16384})"#,
      #"t.json:1:1: root: missing (expected the window's root view object)"#,
    ]),
  FileCase(
    source: #"{"canvas": {"width": 0, "height": 16385}, "root": {"id": "r"}}"#,
    expected: [
      #"t.json:1:22: canvas.width: 0 is out of range (expected a number from 1 to 16384)"#,
      #"t.json:1:35: canvas.height: 16385 is out of range (expected a number from 1 to 16384)"#,
    ]),
  FileCase(
    source: ##"{"canvas": {"width": 10, "background": "#fff0"}, "root": {"id": "r"}}"##,
    expected: [
      #"t.json:1:12: canvas.height: missing (expected a number from 1 to 16384)"#,
      ##"t.json:1:40: canvas.background: unknown colour "#fff0" (expected #rgb, #rrggbb, #rrggbbaa, a CSS colour name in lower case, an Apple system colour such as systemBlue, or clear)"##,
    ]),
  FileCase(
    source: #"{"canvas": {"width": 10, "height": 10, "colour": "red"}, "root": {"id": "r"}}"#,
    expected: [
      #"t.json:1:40: canvas.colour: unknown key (expected one of width, height, background)"#
    ]),
  FileCase(
    source: #"{"canvas": {"width": 10, "height": 10}, "probe": [], "root": {"id": "r"}}"#,
    expected: [#"t.json:1:41: probe: unknown key (did you mean "probes"?)"#]),
  FileCase(
    source: #"{"canvas": {"width": 10, "height": 10}, "root": {"id": "r"}, "title": 5}"#,
    expected: [#"t.json:1:71: title: got a number (expected a string)"#]),
  FileCase(
    source: #"{"canvas": {"width": 10, "height": 10}, "root": [], "semantics": "AppKit"}"#,
    expected: [
      #"t.json:1:49: root: got an array (expected a view object)"#,
      #"t.json:1:66: semantics: unknown semantics "AppKit" (did you mean "appkit"? expected uikit, swiftui or appkit)"#,
    ]),
  // Counters: 64-bit integers.
  FileCase(
    source:
      #"{"canvas": {"width": 10, "height": 10}, "root": {"id": "r"}, "counters": {"a": 1.5, "b": 9223372036854775808, "c": "1", "{d}": 0}}"#,
    expected: [
      #"t.json:1:80: counters.a: 1.5 is not an integer (expected an integer from -9223372036854775808 to 9223372036854775807)"#,
      #"t.json:1:90: counters.b: 9.223372036854776e+18 does not fit in 64 bits (expected an integer from -9223372036854775808 to 9223372036854775807)"#,
      #"t.json:1:116: counters.c: got a string (expected an integer from -9223372036854775808 to 9223372036854775807)"#,
      #"t.json:1:121: counters.{d}: invalid counter name (expected a non-empty name without braces)"#,
    ]),
  // Probes: ids must exist; expect names views only, handledBy views or controllers.
  FileCase(
    source: """
      {"canvas": {"width": 10, "height": 10},
       "root": {"id": "root", "controller": "vc", "children": [{"id": "button", "frame": [0, 0, 5, 5]}]},
       "probes": [
         {"at": [1, 1], "expect": "buton"},
         {"at": [1, 1], "expect": "vc"},
         {"at": [1, 1], "expect": null, "handledBy": "app"},
         {"at": [1], "expect": null, "nme": "x"},
         {"expect": null},
         {"at": [1, 1]},
         "button"
       ]}
      """,
    expected: [
      #"t.json:4:29: probes[0]: expect: no view has id "buton" (did you mean "button"?)"#,
      #"t.json:5:29: probes[1]: expect: "vc" is a controller, which is never hit (expected a view id or null; check controllers with handledBy)"#,
      #"t.json:6:48: probes[2]: handledBy: no view or controller has id "app""#,
      #"t.json:7:11: probes[3]: at: got 1 number (expected [x, y] in window points)"#,
      #"t.json:7:32: probes[3]: nme: unknown key (did you mean "name"?)"#,
      #"t.json:8:4: probes[4]: at: missing (expected [x, y] in window points)"#,
      #"t.json:9:4: probes[5]: expect: missing (expected a view id, or null for no view)"#,
      #"t.json:10:4: probes[6]: got a string (expected a probe such as {"at": [x, y], "expect": "button"})"#,
    ]),
  // Views without ids are named by their place in the tree.
  FileCase(
    source:
      #"{"canvas": {"width": 10, "height": 10}, "root": {"children": [{"frame": [0, 0, 1, 1], "hidden": 1}]}}"#,
    expected: [
      #"t.json:1:49: view root: id: missing (expected a unique id of letters, digits, "_", "." or "-")"#,
      #"t.json:1:63: view root.children[0]: id: missing (expected a unique id of letters, digits, "_", "." or "-")"#,
      #"t.json:1:97: view root.children[0]: hidden: got a number (expected true or false)"#,
    ]),
  // The same controller name twice.
  FileCase(
    source: """
      {"canvas": {"width": 10, "height": 10},
       "root": {"id": "root", "controller": {"name": "vc"}, "children": [
         {"id": "a", "frame": [0, 0, 5, 5], "controller": "vc"}]}}
      """,
    expected: [
      #"t.json:3:53: view "a": controller: "vc" is already used by a controller at line 2, column 48 (ids are unique among all views, controllers and recognizers)"#
    ]),
]

@Test(arguments: topLevelCases)
func sceneValidation(_ c: FileCase) {
  #expect(problems(c.source) == c.expected)
}

/// A chain of `depth` views, each the only child of the previous one.
func nestedViews(depth: Int) -> String {
  var s = #"{"canvas": {"width": 10, "height": 10}, "root": {"id": "v1""#
  for level in 2...depth {
    s += #", "children": [{"id": "v\#(level)", "frame": [0, 0, 1, 1]"#
  }
  s += String(repeating: "}]", count: depth - 1) + "}}"
  return s
}

@Test func viewsMayNestExactly256Deep() throws {
  let s = try scene(nestedViews(depth: 256))
  #expect(s.views.count == 256)
  #expect(s.views[255].id == "v256")
  #expect(s.views[255].parent == 254)
}

@Test func view257IsTooDeep() {
  let p = problems(nestedViews(depth: 260))
  #expect(p.count == 1)
  #expect(
    p.first?.hasSuffix(
      #"view "v256": children[0]: views are nested more than 256 deep (the root is depth 1)"#)
      == true)
}

/// Generates a root with `count` leaf children.
func flatViews(count: Int) -> String {
  var s = #"{"canvas": {"width": 1000, "height": 1000}, "root": {"id": "root", "children": ["#
  s.reserveCapacity(count * 60)
  for i in 0..<count {
    if i > 0 { s += ",\n" }
    s += #"{"id": "v\#(i)", "frame": [\#(i % 100 * 10), \#(i / 100 % 100 * 10), 8, 8]}"#
  }
  return s + "]}}"
}

@Test func viewCountLimitIsEnforced() throws {
  var limits = SceneDecoder.Limits()
  limits.maximumViews = 10
  let exactly = try SceneLoader.load(
    bytes: Array(flatViews(count: 9).utf8), fileName: "t.json", limits: limits)
  #expect(exactly.views.count == 10)
  do {
    _ = try SceneLoader.load(
      bytes: Array(flatViews(count: 12).utf8), fileName: "t.json", limits: limits)
    Issue.record("11 views loaded past a limit of 10")
  } catch {
    #expect(
      error.diagnostics.map(\.description) == [
        "t.json:10:1: the scene has more than 10 views (the format's limit)"
      ])
  }
  #expect(SceneDecoder.Limits().maximumViews == 1_000_000)
  #expect(SceneDecoder.Limits().maximumDepth == 256)
}
