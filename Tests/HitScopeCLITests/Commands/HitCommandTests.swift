import Foundation
import Testing

struct HitCommandTests {
  @Test func jsonForTheRingOverTheButtonIsExactlyTheDocumentedShape() {
    let run = CLIRun([
      "hit", Repository.scene("ring-over-button.json"), "120,120", "210,120", "10,10", "--json",
    ])
    #expect(run.code == 0)
    #expect(run.err == "")
    // The SwiftUI Buttons' actions are taps of normal priority: they recognize and fire.
    func tapped(_ id: String) -> String {
      """
      , "delivery": {"gesture": "tap", "phases": ["began", "ended"], \
      "recognizers": [{"id": "\(id):onTap", "view": "\(id)", "kind": "tap", "state": "recognized", \
      "because": "recognized the tap"}], "fires": ["\(id)"], "scrolled": null, "notFired": []}
      """
    }
    let expected = """
      [{"point": [120, 120], "hit": "below", "handledBy": "below", \
      "chain": ["below", "root", "UIApplication"], \
      "trace": [{"view": "root", "point": [120, 120], "verdict": "descended"}, \
      {"view": "border", "point": [120, 120], "verdict": "hitTestingDisabled"}, \
      {"view": "ring", "point": [120, 120], "verdict": "outside"}, \
      {"view": "below", "point": [120, 120], "verdict": "hit"}], "missed": []\(tapped("below"))},
       {"point": [210, 120], "hit": "ring", "handledBy": "ring", \
      "chain": ["ring", "root", "UIApplication"], \
      "trace": [{"view": "root", "point": [210, 120], "verdict": "descended"}, \
      {"view": "border", "point": [210, 120], "verdict": "hitTestingDisabled"}, \
      {"view": "ring", "point": [210, 120], "verdict": "hit"}], \
      "missed": [{"view": "below", "blockedBy": "ring", "reason": "covered", \
      "message": "below contains (210, 120), but it is covered by ring, which takes the click."}]\
      \(tapped("ring"))},
       {"point": [10, 10], "hit": "below", "handledBy": "below", \
      "chain": ["below", "root", "UIApplication"], \
      "trace": [{"view": "root", "point": [10, 10], "verdict": "descended"}, \
      {"view": "border", "point": [10, 10], "verdict": "hitTestingDisabled"}, \
      {"view": "ring", "point": [10, 10], "verdict": "outside"}, \
      {"view": "below", "point": [10, 10], "verdict": "hit"}], "missed": []\(tapped("below"))}]

      """
    #expect(run.out == expected)
  }

  @Test func jsonParsesAsAnArrayWithOneObjectPerPoint() throws {
    let run = CLIRun([
      "hit", Repository.scene("swiftui-stack.json"), "110,136", "200,60", "12.5,-3", "--json",
    ])
    #expect(run.code == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
    #expect(array.count == 3)
    // The dead gap: nothing hit, nothing handles, an empty chain, and nulls rather than
    // missing keys.
    #expect(array[0]["hit"] is NSNull)
    #expect(array[0]["handledBy"] is NSNull)
    #expect((array[0]["chain"] as? [Any])?.isEmpty == true)
    #expect(array[1]["hit"] as? String == "plainBadge")
    #expect(array[2]["point"] as? [Double] == [12.5, -3])
    #expect(run.stdout.lines.count == 3)
  }

  @Test func textReportShowsOutcomeChainAndIndentedTrace() {
    let run = CLIRun(["hit", Repository.scene("event-delivery.json"), "270,327"])
    #expect(run.code == 0)
    #expect(
      run.stdout.lines == [
        "(270, 327): hit yellow, handled by yellow",
        "  chain: yellow > blue > orange > white > RootViewController > window > UIApplication",
        "  trace:",
        "    window [UIWindow] at (270, 327): descended",
        "      white [UIView] at (270, 327): descended",
        "        orange [UIView] at (250, 137): descended",
        "          blue [UIView] at (60, 122): descended",
        "            yellow [UIView] at (50, 22): hit",
      ])
  }

  @Test func jsonListsTheTargetsUnderThePointThatMissedTheClick() throws {
    let run = CLIRun(["hit", Repository.scene("delete-badge.json"), "130,80", "290,80", "--json"])
    #expect(run.code == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
    let missed = array.map { $0["missed"] as? [[String: Any]] ?? [] }
    #expect(missed.map(\.count) == [1, 1])
    #expect(missed[0].first?["view"] as? String == "badgeA")
    #expect(missed[0].first?["blockedBy"] as? String == "photoA")
    #expect(missed[0].first?["reason"] as? String == "interactionDisabled")
    #expect(
      missed[0].first?["message"] as? String
        == "badgeA contains (130, 80), but its parent photoA has user interaction disabled (UIImageView's default)."
    )
    #expect(missed[1].first?["view"] as? String == "badgeB")
    #expect(missed[1].first?["reason"] as? String == "outside")
  }

  /// The user's three scenes: the button half outside its stack, the info button under a
  /// label, the sticker outside its badge and the button under a clear overlay.
  @Test(arguments: [
    (
      "product-cell.json", "200,170", "cell", "addButton", "buttonStack", "outside",
      "addButton contains (200, 170), but its parent buttonStack (40 pt tall) does not, so UIKit never asks it."
    ),
    (
      "product-cell.json", "238,93", "cell", "infoButton", "priceTag", "interactionDisabled",
      "infoButton contains (238, 93), but its parent priceTag has user interaction disabled (UILabel's default)."
    ),
    (
      "scrolled-feed.json", "335,70", "row3", "sticker", "stickerBadge", "outside",
      "sticker contains (335, 70), but its parent stickerBadge (60 pt wide) does not, so UIKit never asks it."
    ),
    (
      "zstack-overlay.json", "160,155", "clearOverlay", "buyButton", "clearOverlay", "covered",
      "buyButton contains (160, 155), but it is covered by clearOverlay, which takes the click."
    ),
  ])
  func userScenesExplainTheMiss(
    _ name: String, _ point: String, _ hit: String, _ view: String, _ blockedBy: String,
    _ reason: String, _ message: String
  ) throws {
    let run = CLIRun(["hit", Repository.userScene(name), point, "--json"])
    #expect(run.code == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
    #expect(array.first?["hit"] as? String == hit)
    let missed = try #require(array.first?["missed"] as? [[String: Any]])
    #expect(missed.count == 1)
    #expect(missed.first?["view"] as? String == view)
    #expect(missed.first?["blockedBy"] as? String == blockedBy)
    #expect(missed.first?["reason"] as? String == reason)
    #expect(missed.first?["message"] as? String == message)
  }

  @Test func textPrintsEachMissedTargetUnderTheResult() {
    let run = CLIRun(["hit", Repository.scene("transparent-overlay.json"), "100,100"])
    #expect(
      Array(run.stdout.lines.prefix(3)) == [
        "(100, 100): hit leftOverlay, handled by nobody (the touch falls off the responder chain)",
        "  missed: leftButton contains (100, 100), but it is covered by leftOverlay, which takes the click.",
        "  chain: leftOverlay > window > UIApplication",
      ])
  }

  @Test func offCanvasPointsSaySo() throws {
    let run = CLIRun([
      "hit", Repository.scene("ring-over-button.json"), "-5,10", "300,10", "239.5,0",
    ])
    let results = run.stdout.lines.filter { $0.hasPrefix("(") }
    #expect(
      results == [
        "(-5, 10): off the canvas (240x280 pt); no view is hit",
        "(300, 10): off the canvas (240x280 pt); no view is hit",
        "(239.5, 0): hit below, handled by below",
      ])
  }

  @Test func textRoundsCoordinatesToTwoDecimals() {
    let run = CLIRun(["hit", Repository.scene("ring-over-button.json"), "33.333333333333336,10"])
    #expect(run.stdout.lines.first?.hasPrefix("(33.33, 10): ") == true)
    #expect(!run.out.contains("33.333"))
  }

  @Test func textReportSaysWhenNothingIsHit() {
    let run = CLIRun(["hit", Repository.scene("swiftui-stack.json"), "110,136"])
    #expect(run.stdout.lines.first == "(110, 136): no view is hit")
    #expect(!run.out.contains("chain:"))
  }

  @Test(arguments: ["12", "1,2,3", "a,b", "1;2", "nan,1", ""])
  func badPointsAreUsageErrors(_ point: String) {
    let run = CLIRun(["hit", Repository.scene("ring-over-button.json"), point])
    #expect(run.code == 2)
    #expect(run.out == "")
    #expect(run.err.hasPrefix("hitscope: a point needs two finite numbers"))
  }

  @Test func aMissingPointIsAUsageError() {
    let run = CLIRun(["hit", Repository.scene("ring-over-button.json")])
    #expect(run.code == 2)
    #expect(run.stderr.lines.first == "hitscope: missing X,Y for 'hitscope hit'")
    #expect(
      run.stderr.lines.last
        == "usage: hitscope hit SCENE X,Y... [--json] [--gesture GESTURE] [--quiet]")
  }

  @Test func aMissingSceneIsReportedWithItsPositionAndExits2() {
    let run = CLIRun(["hit", "/nonexistent/scene.json", "1,1"])
    #expect(run.code == 2)
    #expect(run.out == "")
    #expect(run.err.hasPrefix("/nonexistent/scene.json:1:1: "))
  }
}
