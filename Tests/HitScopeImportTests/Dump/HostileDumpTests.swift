import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeSynthetic
import Testing

@testable import HitScopeImport

/// Dumps built to break the importer: the scene limits hold, early and with the line.
@Suite struct HostileDumpTests {
  func nested(_ depth: Int, windows: Int = 1) -> String {
    var lines: [String] = []
    for w in 0..<windows {
      for d in 0..<depth {
        lines.append(
          String(repeating: "   | ", count: d)
            + "<UIView: 0x\(w)\(d); frame = (0 0; 10 10); layer = <CALayer: 0x1>>")
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func depth256Imports() throws {
    #expect(try imported(nested(256)).views.count == 256)
  }

  @Test func depth257IsRefusedAtItsLine() {
    #expect(
      importProblems(nested(257)) == [
        "t.txt:257:1281: views are nested more than 256 deep (the scene format's limit)"
      ])
  }

  @Test func depth256UnderASyntheticRootIsRefused() {
    #expect(
      importProblems(nested(256, windows: 2)) == [
        "t.txt:256:1276: views are nested more than 256 deep once the windows share the root"
          + " \"screen\" (the scene format's limit)"
      ])
  }

  @Test func theViewLimitIsCheckedWhileReading() {
    var limits = DumpImporter.Limits()
    limits.maximumViews = 100
    let text = (0..<150).map { "<UIView: 0x\($0); frame = (0 0; 1 1)>" }.joined(separator: "\n")
    #expect(
      importProblems(text, limits: limits) == [
        "t.txt:101:1: the dump has more than 100 views (the scene format's limit)"
      ])
  }

  @Test func thousandsOfPipesAreADepthJump() {
    let text =
      "<UIView: 0x1; frame = (0 0; 1 1)>\n" + String(repeating: "|", count: 100_000)
      + "<UIView: 0x2; frame = (0 0; 1 1)>"
    #expect(
      importProblems(text) == [
        "t.txt:2:100001: the depth jumps from 0 to 100000 (expected at most one level deeper"
          + " than the line before: 1 \"|\")"
      ])
  }

  @Test func aHugeLabelKeepsItsTextAndAShortID() throws {
    let text = String(repeating: "ab ", count: 1_000_000)
    let s = try imported("<UILabel: 0x1; frame = (0 0; 5 5); text = '\(text)'>")
    #expect(s.views[0].label?.text(counters: [:]).count == text.count)
    #expect(s.views[0].id == "label-ab-ab-ab-ab-ab-ab-ab-ab")
  }

  /// The time limit only catches a hang or a quadratic scan (the import's speed is the
  /// `import.50k.ms` figure of `hitscope bench`).
  @Test(.timeLimit(.minutes(10)), arguments: ["junk", "line", "text", "brackets"])
  func tenMegabytesAreRefusedOrReadInLinearTime(kind: String) {
    var rng = SplitMix64(seed: 7)
    let size = 10_000_000
    let bytes: [UInt8]
    switch kind {
    case "junk": bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &rng) }
    case "line": bytes = Array(repeating: UInt8(ascii: "x"), count: size)
    case "text":
      bytes =
        Array("<UIView: 0x1; frame = (0 0; 5 5); text = '".utf8)
        + (0..<size).map { $0 % 80 == 79 ? UInt8(ascii: "\n") : UInt8(ascii: "'") }
    default: bytes = Array(repeating: UInt8(ascii: "<"), count: size)
    }
    let result = Result { () throws(SceneLoadError) in
      try SceneInput.load(bytes: bytes, fileName: "big.txt", sidecar: nil)
    }
    switch result {
    case .success(let loaded): #expect(kind == "text" && loaded.scene.views.count == 1)
    case .failure(let error): #expect(error.diagnostics.count == 1)
    }
  }
}
