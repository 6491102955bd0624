import Foundation
import FoundationXML
import HitScopeEngine
import Testing

/// Hostile text in files reaches the terminal as one escaped line per problem: stderr
/// diagnostics, import warnings, sidecar problems, `check`'s and `hit`'s stdout; the report
/// stays well-formed XML.
@Suite("Text from files is terminal-safe")
final class TerminalSafetyTests {
  let folder = Repository.temporaryFolder()
  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Written with JSON escapes: the parsed string holds a newline with a forged diagnostic
  /// after it, an OSC sequence that would set the terminal's title, and a right-to-left override.
  static let hostileJSON = #"x\nscenes/fake.json:9:9: error: forged\u001b]0;owned\u0007\u202eabc"#

  func write(_ text: String, _ name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// No raw control character, no bidirectional override, no forged line.
  func expectSafe(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let scalars = text.unicodeScalars
    #expect(
      !scalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x202E },
      "raw control in \(text.debugDescription)", sourceLocation: sourceLocation)
    #expect(
      !text.split(separator: "\n").contains { $0.hasPrefix("scenes/fake.json") },
      "forged line in \(text)", sourceLocation: sourceLocation)
  }

  @Test("An unknown key with controls is one escaped diagnostic line")
  func unknownKey() throws {
    let path = try write(
      #"{"canvas": {"width": 10, "height": 10}, "root": {"id": "r", "\#(Self.hostileJSON)": 1}}"#,
      "key.json")
    let run = CLIRun(["validate", path])
    #expect(run.code == 2)
    #expect(run.stderr.lines.count == 1, "\(run.err)")
    expectSafe(run.err)
    #expect(
      run.err.contains(#"x\u{a}scenes/fake.json:9:9: error: forged\u{1b}]0;owned\u{7}\u{202e}abc"#))
  }

  @Test("A 100,000-digit number and a 2 MB unknown key are cut to a short line each")
  func longValues() throws {
    let number = String(repeating: "7", count: 100_000)
    let key = String(repeating: "q", count: 2_000_000)
    let path = try write(
      #"{"canvas": {"width": \#(number), "height": 10}, "root": {"id": "r", "\#(key)": 1}}"#,
      "long.json")
    let run = CLIRun(["validate", path])
    #expect(run.code == 2)
    #expect(!run.stderr.lines.isEmpty)
    #expect(run.stderr.lines.count == 2, "\(run.err.prefix(600))")
    for line in run.stderr.lines {
      #expect(line.utf8.count < TerminalText.untouchedLength, "\(line.prefix(300))")
      #expect(!line.contains(String(repeating: "7", count: 100)))
      #expect(!line.contains(String(repeating: "q", count: 100)))
    }
  }

  @Test("check's failure line keeps a hostile probe name on one line")
  func checkStdout() throws {
    let path = try write(
      #"""
      {"canvas": {"width": 100, "height": 100},
       "root": {"id": "root", "children": [{"id": "a", "frame": [0, 0, 50, 50]}]},
       "probes": [{"name": "\#(Self.hostileJSON)", "at": [10, 10], "expect": "root"}]}
      """#, "probe.json")
    let run = CLIRun(["check", path])
    #expect(run.code == 1)
    #expect(run.stdout.lines.count == 2, "\(run.out)")
    expectSafe(run.out)
  }

  @Test("check's JUnit file names a hostile probe in well-formed XML")
  func junitParses() throws {
    let path = try write(
      #"""
      {"canvas": {"width": 100, "height": 100},
       "root": {"id": "root", "children": [{"id": "a", "frame": [0, 0, 50, 50]}]},
       "probes": [{"name": "\#(Self.hostileJSON)", "at": [10, 10], "expect": "root"}]}
      """#, "junit.json")
    let junit = folder.appendingPathComponent("junit.xml").path
    let run = CLIRun(["check", path, "--junit", junit])
    #expect(run.code == 1)
    let xml = try Data(contentsOf: URL(fileURLWithPath: junit))
    #expect(String(decoding: xml, as: UTF8.self).contains(#"\u{1b}]0;owned\u{7}"#))
    let parser = XMLParser(data: xml)
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
  }

  @Test("hit's report escapes a hostile type")
  func hitStdout() throws {
    let path = try write(
      #"""
      {"canvas": {"width": 100, "height": 100},
       "root": {"id": "root", "children": [
         {"id": "a", "type": "\#(Self.hostileJSON)", "frame": [0, 0, 50, 50]}]}}
      """#, "hit.json")
    let run = CLIRun(["hit", path, "10,10"])
    #expect(run.code == 0)
    #expect(run.out.contains(#"\u{1b}]0;owned\u{7}"#))
    expectSafe(run.out)
  }

  @Test("An import warning naming a hostile class is one escaped line")
  func importWarning() throws {
    let dump =
      "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>\n"
      + "   | <Evil\u{1B}]0;owned\u{07}View: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>\n"
    let path = try write(dump, "evil.dump.txt")
    let run = CLIRun(["validate", path])
    #expect(run.code == 0)
    #expect(run.err.contains(#"Evil\u{1b}]0;owned\u{7}View"#), "\(run.err)")
    expectSafe(run.err)
  }

  @Test("A sidecar naming a hostile id is reported on one escaped line")
  func sidecarMessage() throws {
    let dump = "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>\n"
    let path = try write(dump, "side.dump.txt")
    _ = try write(
      #"{"probes": [{"at": [1, 1], "expect": "\#(Self.hostileJSON)"}]}"#,
      "side.dump.txt.probes.json")
    let run = CLIRun(["validate", path])
    #expect(run.code == 2)
    #expect(run.stderr.lines.count == 1, "\(run.err)")
    expectSafe(run.err)
  }

  @Test("The report of a scene with hostile names still parses as XML")
  func reportParses() throws {
    let path = try write(
      #"""
      {"title": "\#(Self.hostileJSON)", "canvas": {"width": 100, "height": 100},
       "root": {"id": "root", "children": [
         {"id": "a", "type": "\#(Self.hostileJSON)", "frame": [0, 0, 50, 50]}]},
       "probes": [{"name": "\#(Self.hostileJSON)", "at": [10, 10], "expect": "root"}]}
      """#, "report.json")
    let output = folder.appendingPathComponent("report.html").path
    let run = CLIRun(["report", path, "-o", output])
    #expect(run.code == 1, "\(run.err)")
    let html = try String(contentsOfFile: output, encoding: .utf8)
    #expect(html.contains(#"\u{1b}]0;owned\u{7}"#))
    _ = try ReportOutline(html: html)
  }
}
