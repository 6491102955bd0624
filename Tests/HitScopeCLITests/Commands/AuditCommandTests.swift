import Foundation
import Testing

struct AuditCommandTests {
  /// Each teaching scene triggers the finding it was written for.
  @Test(arguments: [
    ("delete-badge.json", "unreachable", "badgeA"),
    ("delete-badge.json", "outside-parent", "badgeB"),
    ("transparent-overlay.json", "invisible-hit-area", "leftOverlay"),
    ("swiftui-stack.json", "dead-gap", "plainStack"),
    ("ring-over-button.json", "occluded", "below"),
  ])
  func bundledScenesTriggerTheFindingsTheyTeach(_ name: String, _ rule: String, _ view: String) {
    let path = Repository.scene(name)
    let run = CLIRun(["audit", path])
    let lines = run.out.split(separator: "\n").map(String.init)
    let match = lines.first { $0.hasPrefix("\(path):") && $0.contains(" \(rule) \(view): ") }
    #expect(match != nil, "\(run.out)")
    if let match {
      // FILE:LINE:COL: severity rule view: sentence
      let place = match.dropFirst(path.count + 1).split(separator: " ").first.map(String.init)
      let parts = place?.dropLast().split(separator: ":").compactMap { Int($0) } ?? []
      #expect(parts.count == 2 && parts.allSatisfy { $0 >= 1 }, "\(match)")
      let severity = match.dropFirst(path.count + 1).split(separator: " ").dropFirst().first
      #expect(["error", "warning"].contains(severity.map(String.init) ?? ""))
      #expect(match.hasSuffix("."))
    }
  }

  /// The three scenes of a user's report: each bug named exactly once, at the view's place in
  /// the file, and nothing for the rows a scroll view has scrolled out of sight.
  @Test func userScenesGetExactlyOneFindingPerBugAtTheViewsPlace() {
    let cell = Repository.userScene("product-cell.json")
    let feed = Repository.userScene("scrolled-feed.json")
    let zstack = Repository.userScene("zstack-overlay.json")
    let run = CLIRun(["audit", cell, feed, zstack])
    #expect(run.code == 1)
    #expect(run.err == "")
    #expect(
      run.stdout.lines == [
        "\(cell):29:15: error unreachable infoButton: No tap reaches infoButton: its parent priceTag has user interaction disabled (UILabel's default).",
        "\(cell):39:15: warning outside-parent addButton: 3380 pt² of addButton is drawn outside the hit region of its parent buttonStack, where no tap reaches it.",
        "\(feed):40:19: warning outside-parent sticker: 2322 pt² of sticker is drawn outside the hit region of its parent stickerBadge, where no tap reaches it.",
        "\(zstack):29:11: error invisible-hit-area clearOverlay: clearOverlay takes taps on 12000 pt² where it draws nothing visible, so buyButton loses those taps. Fix: put clearOverlay behind the views it covers (as their .background), so they take their own taps.",
      ])
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
      #expect(
        Set(finding.keys) == [
          "scene", "line", "column", "rule", "severity", "view", "related", "message",
        ])
      #expect(finding["scene"] as? String == path)
      #expect(["error", "warning"].contains(finding["severity"] as? String ?? ""))
      #expect(finding["related"] is [String])
    }
    let overlay = try #require(array.first { $0["rule"] as? String == "invisible-hit-area" })
    #expect(overlay["view"] as? String == "leftOverlay")
    #expect(overlay["related"] as? [String] == ["leftButton"])
    #expect(overlay["severity"] as? String == "error", "it takes leftButton's clicks")
    // The overlay's object starts on line 35, column 7 of the scene.
    #expect(overlay["line"] as? Int == 35)
    #expect(overlay["column"] as? Int == 7)
    #expect(run.out.hasPrefix("[{\"scene\": "), "keys print in the documented order")
  }

  @Test func minTargetChangesTheSmallTargetRule() {
    let path = Repository.scene("appkit-flipped.json")
    // A Mac scene is judged by macOS' 28-point default: its 30- and 32-point controls pass.
    let strict = CLIRun(["audit", path, "--min-target", "44"])
    let lenient = CLIRun(["audit", path])
    #expect(strict.out.contains(" small-target "))
    #expect(!lenient.out.contains(" small-target "))
    #expect(CLIRun(["audit", path, "--min-target", "zero"]).code == 2)
  }
}
