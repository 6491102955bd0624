import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// A scene that uses most of the format, for truncation and mutation.
let richScene = """
  {"title": "Rich", "canvas": {"width": 240, "height": 240, "background": "#eee"},
   "counters": {"taps": 0},
   "root": {"id": "root", "controller": {"name": "vc", "handlesTouches": false}, "children": [
     {"id": "below", "type": "UIButton", "frame": [20, 20, 200, 200], "fill": "teal",
      "label": "{taps} taps", "onTap": [{"increment": "taps"}, {"toggle": "ring.hidden"}]},
     {"id": "ring", "frame": [0, 0, 240, 240], "fill": "#ff000080", "transform": [{"rotate": 15}],
      "contentShape": {"compound": [{"ellipse": [0, 0, 240, 240]}, {"ellipse": [72, 72, 96, 96]}],
                       "fillRule": "evenodd"}, "hitTest": {"redirect": "below"}},
     {"id": "ui", "frame": [0, 0, 50, 50], "semantics": "swiftui", "allowsHitTesting": false,
      "shape": {"path": "M 0 0 L 50 0 L 25 50 Z"}}]},
   "probes": [{"at": [120, 120], "expect": "below", "handledBy": "below", "name": "hole"}]}

  """

@Test func richSceneLoads() throws {
  let s = try scene(richScene)
  #expect(s.views.map(\.id) == ["root", "below", "ring", "ui"])
  #expect(s.hitView(Point(120, 120)) == 1)
}

@Test func everyTruncationIsACleanSyntaxError() {
  let bytes = Array(richScene.utf8)
  let end = bytes.lastIndex(of: UInt8(ascii: "}"))!
  for length in 0...end {
    let p = problems(bytes: Array(bytes[..<length]))
    #expect(p.count == 1, "prefix of \(length) bytes gave \(p)")
  }
  #expect(problems(bytes: Array(bytes[...end])).isEmpty)
}

@Test func mutatedScenesNeverCrash() {
  let original = Array(richScene.utf8)
  let alphabet = Array(#"{}[]",:0123456789.-eE/*\ ntrufalsNIy"#.utf8) + [0x00, 0xC3, 0xFF, 0x0A]
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  var failures = 0
  for _ in 0..<3000 {
    var bytes = original
    for _ in 0..<(1 + next(3)) {
      let at = next(bytes.count)
      switch next(3) {
      case 0: bytes[at] = alphabet[next(alphabet.count)]
      case 1: bytes.remove(at: at)
      default: bytes.insert(alphabet[next(alphabet.count)], at: at)
      }
    }
    let p = problems(bytes: bytes)
    failures += p.isEmpty ? 0 : 1
    for line in p {
      #expect(line.hasPrefix("t.json:"), "\(line)")
      #expect(!line.hasPrefix("t.json:0:"), "\(line)")
    }
  }
  #expect(failures > 1000)
}

@Test func hostileNesting() {
  #expect(
    problems(String(repeating: "[", count: 100_000)) == [
      "t.json:1:\(JSONParser.maximumDepth + 1): arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep"
    ])
  let deepShape = oneChild(
    #""shape": "# + String(repeating: #"{"compound": ["#, count: 100_000))
  #expect(problems(deepShape).count == 1)
}

@Test func hostileNumbers() {
  #expect(problems(oneChild(#""alpha": NaN"#)).count == 1)
  #expect(
    problems(oneChild(#""alpha": 1e308"#)) == [
      #"t.json:3:10: view "v": alpha: 1e+308 is out of range (expected a number from 0 to 1)"#
    ])
  #expect(problems(oneChild(#""boundsOrigin": [1e308, -1e308]"#)).isEmpty)
  #expect(
    problems(oneChild(#""boundsOrigin": [1e400, 0]"#)) == [
      "t.json:3:18: number 1e400 is too large (expected a finite number, at most about 1.8e308)"
    ])
}

@Test func byteOrderMarkedSceneLoads() throws {
  let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(oneChild(#""fill": "pinkish""#).utf8)
  #expect(
    problems(bytes: bytes) == [
      #"t.json:3:9: view "v": fill: unknown colour "pinkish" (did you mean "pink"?)"#
    ])
  let ok = try SceneLoader.load(
    bytes: [0xEF, 0xBB, 0xBF] + Array(oneChild("").utf8), fileName: "t.json")
  #expect(ok.views.count == 2)
}

@Test func emptyAndBinaryFiles() {
  #expect(
    problems("") == ["t.json:1:1: the file is empty (expected a JSON object describing a scene)"])
  #expect(
    problems(bytes: [0x89, 0x50, 0x4E, 0x47]) == [
      "t.json:1:1: the file is not valid UTF-8: byte 0x89 cannot appear here (save the file as UTF-8)"
    ])
}

@Test func filesThatCannotBeRead() throws {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "hitscope-format-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  func loadProblems(_ path: String) -> [String] {
    do {
      _ = try SceneLoader.load(contentsOf: path)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }
  let missing = dir.path + "/missing.json"
  #expect(loadProblems(missing) == ["\(missing):1:1: The file \"\(missing)\" does not exist."])
  #expect(
    loadProblems(dir.path) == [
      "\(dir.path):1:1: \"\(dir.path)\" is a directory, not a scene file (expected a .json file)."
    ])
  let good = dir.path + "/good.scene.json"
  try Data(oneChild("").utf8).write(to: URL(fileURLWithPath: good))
  let s = try SceneLoader.load(contentsOf: good)
  #expect(s.title == "good.scene")
  let bad = dir.path + "/bad.json"
  try Data(oneChild(#""hidden": 0"#).utf8).write(to: URL(fileURLWithPath: bad))
  #expect(
    loadProblems(bad) == [#"\#(bad):3:11: view "v": hidden: got a number (expected true or false)"#]
  )
}
