import Foundation
import Testing

@testable import HitScopeFormat

/// The broken files of `Corpus/` and, for each, every line `hitscope validate` must print.
let corpus: [(file: String, expected: [String])] = [
  (
    "ring.json",
    [
      #"ring.json:12:17: view "ring": fill: unknown colour "ornage" (did you mean "orange"?)"#,
      #"ring.json:13:9: view "ring": contentShpe: unknown key (did you mean "contentShape"?)"#,
      #"ring.json:14:9: view "ring": contentShape: unknown shape "elipse" (expected rect, ellipse, roundedRect, path or compound)"#,
    ]
  ),
  (
    "semantics.json",
    [
      #"semantics.json:6:51: view "legacy": flipped: not allowed under uikit semantics (flipped is appkit only; uikit bounds spaces are always y-down)"#,
      #"semantics.json:6:69: view "legacy": hitOutset: cannot be combined with contentShape (grow the contentShape instead, or drop it)"#,
      #"semantics.json:9:28: view "host": onTap.toggle: view "host" follows swiftui semantics, which has no userInteractionEnabled (expected one of hidden, allowsHitTesting)"#,
      #"semantics.json:11:50: view "card": userInteractionEnabled: not allowed under swiftui semantics (use allowsHitTesting)"#,
      #"semantics.json:12:11: view "card": hitOutset: not allowed under swiftui semantics (use contentShape to shape the hit region)"#,
      #"semantics.json:12:28: view "card": hitTest: not allowed under swiftui semantics (SwiftUI has no hitTest overrides; use allowsHitTesting or contentShape)"#,
      #"semantics.json:15:8: view "mac": allowsHitTesting: not allowed under appkit semantics (AppKit views have neither; use hitTest "passthrough" or hidden)"#,
    ]
  ),
  (
    "references.json",
    [
      #"references.json:7:68: view "a": hitTest.redirect: a view cannot redirect to itself (expected another view's id)"#,
      #"references.json:8:68: view "b": hitTest.redirect: "main" is a controller (expected the id of another view)"#,
      #"references.json:9:68: view "c": hitTest.redirect: no view has id "d""#,
      #"references.json:10:14: view "a": id: "a" is already used by a view at line 7, column 14 (ids are unique among all views, controllers and recognizers)"#,
      #"references.json:10:58: view "a": controller: "b" is already used by a view at line 8, column 14 (ids are unique among all views, controllers and recognizers)"#,
      #"references.json:11:14: view "main": id: "main" is already used by a controller at line 5, column 33 (ids are unique among all views, controllers and recognizers)"#,
      #"references.json:12:53: view "e": label: unknown counter "tap" (did you mean "taps"?)"#,
      #"references.json:13:32: view "e": onTap[0].increment: unknown counter "tap" (did you mean "taps"?)"#,
      #"references.json:13:51: view "e": onTap[1].toggle: no view has id "zz""#,
      #"references.json:13:76: view "e": onTap[2].toggle: cannot toggle "visible" (expected hidden, userInteractionEnabled or allowsHitTesting)"#,
      #"references.json:17:30: probes[0]: expect: no view has id "f""#,
      #"references.json:17:48: probes[0]: handledBy: no view or controller has id "mian" (did you mean "main"?)"#,
      #"references.json:18:30: probes[1]: expect: "main" is a controller, which is never hit (expected a view id or null; check controllers with handledBy)"#,
    ]
  ),
  (
    "numbers.json",
    [
      "numbers.json:2:23: canvas.width: 20000 is out of range (expected a number from 1 to 16384)",
      "numbers.json:2:40: canvas.height: 0.5 is out of range (expected a number from 1 to 16384)",
      #"numbers.json:6:35: view "a": frame[2]: w is -10 (expected a size >= 0)"#,
      #"numbers.json:6:54: view "a": alpha: 1.01 is out of range (expected a number from 0 to 1)"#,
      #"numbers.json:6:73: view "a": lineWidth: -2 is out of range (expected a number >= 0)"#,
      "numbers.json:7:29: number 1e400 is too large (expected a finite number, at most about 1.8e308)",
      #"numbers.json:7:60: view "b": fontSize: -1 is out of range (expected a number > 0)"#,
      #"numbers.json:7:84: view "b": boundsOrigin[1]: got a string (expected a number)"#,
      #"numbers.json:8:28: view "c": frame: got 3 numbers (expected [x, y, w, h])"#,
      #"numbers.json:8:53: view "c": hitOutset: got 3 numbers (expected a number or [top, left, bottom, right])"#,
    ]
  ),
  (
    "shapes.json",
    [
      #"shapes.json:6:62: view "a": shape.path: invalid SVG path data: expected a number after "L" at offset 11, found "Q""#,
      #"shapes.json:7:76: view "b": shape.fillRule: only applies to path or compound shapes (this one is rect)"#,
      #"shapes.json:9:62: view "c": contentShape.compound[1].roundedRect: got 4 numbers (expected [x, y, w, h, r])"#,
      #"shapes.json:9:78: view "c": contentShape.compound[2].circle: unknown key (expected one of rect, ellipse, roundedRect, path, compound, fillRule)"#,
      #"shapes.json:10:79: view "d": shape.rect: a shape has exactly one kind, and this one already is ellipse (use compound to join shapes)"#,
      #"shapes.json:11:69: view "e": transform[0].rotate: got a string (expected degrees)"#,
      #"shapes.json:11:80: view "e": transform[1].skew: unknown key (expected one of rotate, scale, translate, matrix)"#,
    ]
  ),
  (
    "duplicates.json",
    [
      "duplicates.json:2:43: canvas.width: duplicate key (first given at line 2, column 14; each key may appear once per object)",
      #"duplicates.json:6:62: view "twin": fill: duplicate key (first given at line 6, column 47; each key may appear once per object)"#,
      #"duplicates.json:7:14: view "twin": id: "twin" is already used by a view at line 6, column 14 (ids are unique among all views, controllers and recognizers)"#,
      "duplicates.json:10:3: root: duplicate key (first given at line 3, column 3; each key may appear once per object)",
    ]
  ),
  (
    "bom-crlf.json",
    [#"bom-crlf.json:3:34: view "root": fill: unknown colour "silvr" (did you mean "silver"?)"#]
  ),
  (
    "latin1.json",
    [
      "latin1.json:3:39: the file is not valid UTF-8: byte 0xE9 cannot appear here (save the file as UTF-8)"
    ]
  ),
  ("empty.json", ["empty.json:1:1: the file is empty (expected a JSON object describing a scene)"]),
  // A syntax error ends the report: the canvas width of 0 is not reported.
  (
    "syntax-nan.json",
    [
      #"syntax-nan.json:3:35: unexpected "NaN" (numbers must be finite; NaN and Infinity are not JSON) (expected a value: an object, array, string, number, true, false or null)"#
    ]
  ),
  (
    "syntax-single-quotes.json",
    [#"syntax-single-quotes.json:3:12: unexpected "'" (expected a key in double quotes or "}")"#]
  ),
  (
    "syntax-truncated.json",
    ["syntax-truncated.json:5:1: the file ends inside an array (expected a value)"]
  ),
]

let corpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Corpus")

@Test(arguments: corpus)
func corpusDiagnostics(_ file: String, _ expected: [String]) {
  let path = corpusDirectory.appendingPathComponent(file).path
  do {
    _ = try SceneLoader.load(contentsOf: path)
    Issue.record("\(file) loaded, but it is broken")
  } catch {
    let directory = corpusDirectory.path + "/"
    let lines = error.diagnostics.map { String($0.description.dropFirst(directory.count)) }
    #expect(error.diagnostics.allSatisfy { $0.file == path })
    #expect(lines == expected)
    #expect(error.description == error.diagnostics.map(\.description).joined(separator: "\n"))
  }
}

@Test func everyCorpusFileHasExpectations() throws {
  let files = try FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)
  #expect(Set(files) == Set(corpus.map(\.file)))
}
