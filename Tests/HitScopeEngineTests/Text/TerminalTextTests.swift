import HitScopeEngine
import Testing

@Suite("Text that meets a terminal")
struct TerminalTextTests {
  @Test(
    "Controls and bidirectional marks are escaped, other characters kept",
    arguments: [
      ("a\u{1B}[31mb", "a\\u{1b}[31mb"),
      ("bell\u{07}", "bell\\u{7}"),
      ("one\ntwo\rthree", "one\\u{a}two\\u{d}three"),
      ("del\u{7F}", "del\\u{7f}"),
      ("c1\u{85}\u{9B}", "c1\\u{85}\\u{9b}"),
      ("abc\u{202E}fed", "abc\\u{202e}fed"),
      ("\u{2066}iso\u{2069}\u{200F}\u{61C}", "\\u{2066}iso\\u{2069}\\u{200f}\\u{61c}"),
      ("sep\u{2028}\u{2029}", "sep\\u{2028}\\u{2029}"),
      ("tab\tkept, é, 日本, \u{1F600}", "tab\tkept, é, 日本, \u{1F600}"),
    ])
  func escaping(text: String, expected: String) {
    #expect(TerminalText.escaped(text) == expected)
  }

  @Test("A short message is not shortened, whatever its values")
  func shortUntouched() {
    let message = "key \"\(String(repeating: "k", count: 200))\" is unknown"
    #expect(TerminalText.bounded(message) == message)
  }

  @Test("A long quoted value, a long number and a long word are cut; the rest is kept")
  func longValuesCut() {
    let key = String(repeating: "k", count: 2_000_000)
    let number = String(repeating: "9", count: 100_000)
    let message = "unknown key \"\(key)\"; the number \(number) is too large (expected a number)"
    let bounded = TerminalText.bounded(message)
    #expect(bounded.utf8.count < 300)
    #expect(bounded.hasPrefix("unknown key \"" + String(repeating: "k", count: 60) + "…\""))
    #expect(bounded.contains("; the number " + String(repeating: "9", count: 60) + "… is"))
    #expect(bounded.hasSuffix(" is too large (expected a number)"))
  }

  @Test("A cut never splits a character")
  func cutAtCharacterBoundary() {
    let value = "a" + String(repeating: "é", count: 2000)
    let bounded = TerminalText.bounded("value \"\(value)\" " + String(repeating: "x ", count: 600))
    #expect(bounded.hasPrefix("value \"a" + String(repeating: "é", count: 29) + "…\""))
  }

  @Test("line() gives one line: a forged diagnostic inside a value stays on it")
  func oneLine() {
    let forged = "id \"x\nscenes/fake.json:9:9: error: forged\u{1B}]0;title\u{07}\""
    let line = TerminalText.line(forged)
    #expect(!line.contains("\n"))
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    #expect(line.contains("\\u{a}scenes/fake.json:9:9"))
  }
}
