import Foundation
import Testing

struct HitCommandTests {
  @Test func jsonForTheRingOverTheButtonIsExactlyTheDocumentedShape() {
    let run = CLIRun([
      "hit", Repository.scene("ring-over-button.json"), "120,120", "210,120", "10,10", "--json",
    ])
    #expect(run.code == 0)
    #expect(run.err == "")
    let expected = """
      [{"point": [120, 120], "hit": "below", "handledBy": "below", \
      "chain": ["below", "root", "UIApplication"], \
      "trace": [{"view": "root", "point": [120, 120], "verdict": "descended"}, \
      {"view": "border", "point": [120, 120], "verdict": "hitTestingDisabled"}, \
      {"view": "ring", "point": [120, 120], "verdict": "outside"}, \
      {"view": "below", "point": [120, 120], "verdict": "hit"}]},
       {"point": [210, 120], "hit": "ring", "handledBy": "ring", \
      "chain": ["ring", "root", "UIApplication"], \
      "trace": [{"view": "root", "point": [210, 120], "verdict": "descended"}, \
      {"view": "border", "point": [210, 120], "verdict": "hitTestingDisabled"}, \
      {"view": "ring", "point": [210, 120], "verdict": "hit"}]},
       {"point": [10, 10], "hit": "below", "handledBy": "below", \
      "chain": ["below", "root", "UIApplication"], \
      "trace": [{"view": "root", "point": [10, 10], "verdict": "descended"}, \
      {"view": "border", "point": [10, 10], "verdict": "hitTestingDisabled"}, \
      {"view": "ring", "point": [10, 10], "verdict": "outside"}, \
      {"view": "below", "point": [10, 10], "verdict": "hit"}]}]

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
    #expect(run.stderr.lines.last == "usage: hitscope hit SCENE X,Y... [--json]")
  }

  @Test func aMissingSceneIsReportedWithItsPositionAndExits2() {
    let run = CLIRun(["hit", "/nonexistent/scene.json", "1,1"])
    #expect(run.code == 2)
    #expect(run.out == "")
    #expect(run.err.hasPrefix("/nonexistent/scene.json:1:1: "))
  }
}
