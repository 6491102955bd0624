import Testing

@testable import HitScopeReport

struct HTMLEscapingTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("a & b", "a &amp; b"),
    ("<script>", "&lt;script&gt;"),
    ("\"quoted\"", "&quot;quoted&quot;"),
    ("it's", "it&#39;s"),
    ("&amp;", "&amp;amp;"),
    ("ü → ✓ 日本", "ü → ✓ 日本"),
    ("", ""),
  ])
  func escapesTheFiveSpecialCharactersOnly(text: String, escaped: String) {
    #expect(HTMLEscaping.escape(text) == escaped)
  }
}
