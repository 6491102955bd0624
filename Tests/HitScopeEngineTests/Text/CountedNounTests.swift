import HitScopeEngine
import Testing

struct CountedNounTests {
  @Test(
    "one takes the singular, every other count the plural",
    arguments: [
      (0, "view", nil, "0 views"), (1, "view", nil, "1 view"), (2, "view", nil, "2 views"),
      (1, "text field", nil, "1 text field"), (12, "text field", nil, "12 text fields"),
      (1, "match", "matches", "1 match"), (3, "match", "matches", "3 matches"),
      (-1, "view", nil, "-1 views"),
    ] as [(Int, String, String?, String)])
  func counts(_ n: Int, _ singular: String, _ plural: String?, _ expected: String) {
    #expect(CountedNoun.text(n, singular, plural: plural) == expected)
  }
}
