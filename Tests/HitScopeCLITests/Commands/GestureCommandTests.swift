import Foundation
import Testing

/// `hit --gesture`, `check` with the gesture keys, and `audit`'s gesture rules, through the
/// executable.
struct GestureCommandTests {
  static let scene = """
    {
      "canvas": {"width": 240, "height": 240},
      "counters": {"n": 0},
      "root": {"id": "root", "gestures": [{"id": "dismissTap", "kind": "tap"}], "children": [
        {"id": "table", "type": "UITableView", "frame": [0, 0, 240, 240], "children": [
          {"id": "cell", "type": "UITableViewCell", "frame": [0, 0, 240, 44],
           "onSelect": {"increment": "n"}}
        ]}
      ]},
      "probes": [
        {"at": [100, 20], "expect": "cell", "fires": [], "phases": []},
        {"name": "selects", "at": [100, 20], "expect": "cell", "fires": ["cell"]},
        {"name": "scrolls", "at": [100, 20], "expect": "cell",
         "gesture": {"kind": "drag", "to": [100, 200]}, "scrolls": "table", "phases": []}
      ]
    }
    """

  func write(_ text: String) -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gestures-\(UUID().uuidString).json").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    return path
  }

  @Test func hitPrintsOneLinePerRecognizerAndWhatDidNotFire() throws {
    let path = write(Self.scene)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = CLIRun(["hit", path, "100,20", "--gesture", "tap"])
    #expect(run.code == 0)
    let lines = run.stdout.lines
    let start = try #require(lines.firstIndex { $0.hasPrefix("  tap: ") })
    #expect(
      Array(lines[start...]) == [
        "  tap: the view receives nothing; nothing fires",
        "    table:pan on table failed: the touch ended before moving far enough to pan",
        "    table:touchDelay on table failed: the touch ended within the scroll touch delay",
        "    dismissTap on root recognized the tap and took cell's touch: cell's didSelect does not run",
        "    cell's didSelect does not run: dismissTap took the touch away from the view",
      ])
  }

  @Test func hitJSONCarriesTheDeliveryOfTheGesture() throws {
    let path = write(Self.scene)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = CLIRun(["hit", path, "100,20", "--gesture", "drag:100,200", "--json"])
    #expect(run.code == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
    let delivery = try #require(array.first?["delivery"] as? [String: Any])
    #expect(delivery["gesture"] as? String == "drag")
    #expect(delivery["scrolled"] as? String == "table")
    #expect(delivery["phases"] as? [String] == [])
    #expect(delivery["fires"] as? [String] == [])
    let recognizers = try #require(delivery["recognizers"] as? [[String: String]])
    #expect(recognizers.map { $0["id"] } == ["table:pan", "table:touchDelay", "dismissTap"])
    #expect(recognizers.map { $0["state"] } == ["ended", "failed", "failed"])
    let notFired = try #require(delivery["notFired"] as? [[String: String]])
    #expect(notFired == [["id": "cell", "reason": "table scrolled instead"]])
  }

  @Test(arguments: ["fling", "drag:", "drag:1", "longpress"])
  func aBadGestureIsAUsageError(_ gesture: String) {
    let run = CLIRun([
      "hit", Repository.scene("ring-over-button.json"), "1,1", "--gesture", gesture,
    ])
    #expect(run.code == 2)
    #expect(run.out == "")
    #expect(run.err.hasPrefix("hitscope: option '--gesture"))
  }

  @Test func checkEvaluatesFiresScrollsAndPhases() {
    let path = write(Self.scene)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = CLIRun(["check", path])
    #expect(run.code == 1)
    #expect(
      run.stdout.lines == [
        "\(path):12:5: probe \"selects\" at (100, 20): expected fires [cell], got []; trace: root:"
          + " descended > table: descended > cell: hit",
        "2 passed, 1 failed",
      ])
  }

  @Test func theBundledGestureSceneChecksAndAuditsEachBugOnce() {
    let check = CLIRun(["check", Repository.scene("gesture-conflicts.json")])
    #expect(check.code == 0)
    #expect(check.stdout.lines.last == "11 passed, 0 failed")
    let audit = CLIRun(["audit", Repository.scene("gesture-conflicts.json"), "--json"])
    let findings =
      (try? JSONSerialization.jsonObject(with: Data(audit.out.utf8)) as? [[String: Any]]) ?? []
    let named = findings.map { "\($0["rule"] ?? "") \($0["view"] ?? "")" }
    #expect(
      named == [
        "gesture-steals-tap rowBug", "gesture-steals-tap buyCustom", "tap-waits photoWait",
      ])
  }
}
