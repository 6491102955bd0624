import Foundation
import FoundationXML
import HitScopeFormat
import Testing

struct CheckCommandTests {
  /// A scene with one probe that holds and two that do not.
  static let failingScene = """
    {
      "canvas": {"width": 100, "height": 100},
      "root": {"id": "root", "children": [
        {"id": "button", "type": "UIButton", "frame": [10, 10, 40, 40]}
      ]},
      "probes": [
        {"at": [20, 20], "expect": "button"},
        {"name": "wrong view", "at": [80, 80], "expect": "button"},
        {"at": [20, 20], "expect": "button", "handledBy": null}
      ]
    }
    """

  static let invalidScene = """
    {"canvas": {"width": 100, "height": 100}, "root": {"id": "root", "hiden": true}}
    """

  static func write(_ text: String, named name: String, in folder: URL) -> String {
    let path = folder.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    return path
  }

  @Test func everyBundledScenePasses() throws {
    let scenes = Repository.bundledScenes
    #expect(scenes.count == 9)
    let probes = try scenes.reduce(0) { $0 + (try SceneLoader.load(contentsOf: $1)).probes.count }
    #expect(probes > 0)
    let run = CLIRun(["check"] + scenes)
    #expect(run.code == 0)
    #expect(run.err == "")
    #expect(run.stdout.lines == ["\(probes) passed, 0 failed"])
  }

  @Test func failedProbesAreReportedOneLineEachAndExit1() {
    let folder = Repository.temporaryFolder()
    let path = Self.write(Self.failingScene, named: "failing.json", in: folder)
    let run = CLIRun(["check", path])
    #expect(run.code == 1)
    #expect(
      run.stdout.lines == [
        "\(path):8:5: probe \"wrong view\" at (80, 80): expected hit button, got root; "
          + "trace: root: hit > button: outside",
        "\(path):9:5: probe #3 at (20, 20): expected handledBy nothing, got button; "
          + "trace: root: descended > button: hit",
        "1 passed, 2 failed",
      ])
  }

  @Test func aNameEndingWithItsPointDoesNotRepeatIt() throws {
    let folder = Repository.temporaryFolder()
    let text = Self.failingScene.replacingOccurrences(
      of: #""name": "wrong view""#, with: #""name": "button at (80, 80)""#)
    let path = Self.write(text, named: "recorded.json", in: folder)
    let junit = folder.appendingPathComponent("report.xml").path
    let run = CLIRun(["check", path, "--junit", junit])
    #expect(
      run.stdout.lines.first
        == "\(path):8:5: probe \"button at (80, 80)\": expected hit button, got root; "
        + "trace: root: hit > button: outside")
    let report = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(report.contains(#"name="button at (80, 80)""#), "\(report)")
  }

  @Test func invalidScenesCountNoProbesAndTheLargestExitCodeWins() {
    let folder = Repository.temporaryFolder()
    let failing = Self.write(Self.failingScene, named: "failing.json", in: folder)
    let invalid = Self.write(Self.invalidScene, named: "invalid.json", in: folder)
    let run = CLIRun(["check", invalid, failing, Repository.scene("ring-over-button.json")])
    #expect(run.code == 2)
    #expect(run.stdout.lines.last == "5 passed, 2 failed")
    #expect(run.stderr.lines.count == 1)
    #expect(run.err.hasPrefix("\(invalid):1:"))
    #expect(run.err.contains("hiden"))
  }

  @Test func junitXMLParsesAndCountsEveryProbe() throws {
    let folder = Repository.temporaryFolder()
    let failing = Self.write(Self.failingScene, named: "failing.json", in: folder)
    let invalid = Self.write(Self.invalidScene, named: "invalid.json", in: folder)
    let junit = folder.appendingPathComponent("report.xml").path
    let run = CLIRun([
      "check", failing, invalid, Repository.scene("ring-over-button.json"), "--junit", junit,
    ])
    #expect(run.code == 2)
    let data = try #require(FileManager.default.contents(atPath: junit))
    let collector = XMLCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector
    #expect(parser.parse())
    #expect(collector.elements.first?.name == "testsuites")
    let root = try #require(collector.elements.first)
    #expect(root.attributes["tests"] == "8")
    #expect(root.attributes["failures"] == "2")
    #expect(root.attributes["errors"] == "1")
    #expect(collector.elements.filter { $0.name == "testsuite" }.count == 3)
    #expect(collector.elements.filter { $0.name == "testcase" }.count == 8)
    #expect(collector.elements.filter { $0.name == "failure" }.count == 2)
    #expect(collector.elements.filter { $0.name == "error" }.count == 1)
    let names = collector.elements.filter { $0.name == "testcase" }.compactMap {
      $0.attributes["name"]
    }
    #expect(names.contains("hole reaches the button at (120, 120)"))
    #expect(names.contains("#3 at (20, 20)"))
    // Nothing but the report is left behind in the folder: the temporary file was renamed.
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == ["failing.json", "invalid.json", "report.xml"])
  }

  @Test func anUnwritableJUnitFileExits3AfterReporting() {
    let run = CLIRun([
      "check", Repository.scene("ring-over-button.json"), "--junit", "/nonexistent/dir/r.xml",
    ])
    #expect(run.code == 3)
    #expect(run.stdout.lines.last == "4 passed, 0 failed")
    #expect(run.err.hasPrefix("hitscope: Cannot write \"/nonexistent/dir/r.xml\""))
  }
}

/// Records every element start of an XML document.
final class XMLCollector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append((elementName, attributes))
  }
}
