import Foundation
import Testing

struct AuditCommandTests {
  /// Each teaching scene triggers the finding it was written for.
  @Test(arguments: [
    ("delete-badge.json", "unreachable", "badgeA"),
    ("delete-badge.json", "outside-parent", "badgeB"),
    ("transparent-overlay.json", "unreachable", "leftButton"),
    ("transparent-overlay.json", "invisible-hit-area", "leftOverlay"),
    ("swiftui-stack.json", "dead-gap", "plainStack"),
    ("ring-over-button.json", "occluded", "below"),
  ])
  func bundledScenesTriggerTheFindingsTheyTeach(_ name: String, _ rule: String, _ view: String) {
    let path = Repository.scene(name)
    let run = CLIRun(["audit", path])
    let lines = run.out.split(separator: "\n").map(String.init)
    let prefix = "\(path): "
    let match = lines.first { $0.hasPrefix(prefix) && $0.contains(" \(rule) \(view): ") }
    #expect(match != nil, "\(run.out)")
    if let match {
      let severity = match.dropFirst(prefix.count).split(separator: " ").first.map(String.init)
      #expect(["error", "warning"].contains(severity ?? ""))
      #expect(match.hasSuffix("."))
    }
  }

  @Test func aCleanSceneHasNoFindingAndExitsZero() {
    let run = CLIRun(["audit", Repository.scene("event-delivery.json")])
    #expect(run.code == 0)
    #expect(run.out == "")
    #expect(run.err == "")
  }

  @Test func errorFindingsExitOneAndInvalidScenesTwo() {
    #expect(CLIRun(["audit", Repository.scene("delete-badge.json")]).code == 1)
    let folder = Repository.temporaryFolder()
    let invalid = CheckCommandTests.write(
      CheckCommandTests.invalidScene, named: "invalid.json", in: folder)
    let run = CLIRun(["audit", Repository.scene("delete-badge.json"), invalid])
    #expect(run.code == 2)
    #expect(run.err.hasPrefix("\(invalid):1:"))
    #expect(run.out.contains("badgeA"), "the valid scene is still audited")
  }

  @Test func jsonFindingsHaveTheDocumentedShape() throws {
    let path = Repository.scene("transparent-overlay.json")
    let run = CLIRun(["audit", path, "--json"])
    #expect(run.code == 1)
    let data = try #require(run.out.data(using: .utf8))
    let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(!array.isEmpty)
    for finding in array {
      #expect(Set(finding.keys) == ["scene", "rule", "severity", "view", "related", "message"])
      #expect(finding["scene"] as? String == path)
      #expect(["error", "warning"].contains(finding["severity"] as? String ?? ""))
      #expect(finding["related"] is [String])
    }
    let overlay = try #require(array.first { $0["rule"] as? String == "invisible-hit-area" })
    #expect(overlay["view"] as? String == "leftOverlay")
    #expect(overlay["related"] as? [String] == ["leftButton"])
    #expect(run.out.hasPrefix("[{\"scene\": "), "keys print in the documented order")
  }

  @Test func minTargetChangesTheSmallTargetRule() {
    let path = Repository.scene("appkit-flipped.json")
    let strict = CLIRun(["audit", path])
    let lenient = CLIRun(["audit", path, "--min-target", "20"])
    #expect(strict.out.contains(" small-target "))
    #expect(!lenient.out.contains(" small-target "))
    #expect(CLIRun(["audit", path, "--min-target", "zero"]).code == 2)
  }
}
