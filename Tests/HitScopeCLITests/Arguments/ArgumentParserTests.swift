import HitScopeFormat
import Testing

@testable import HitScopeCLI

/// A command shaped like `hit` and `export`, to exercise every form the parser accepts.
private let spec = CommandSpec(
  name: "demo", abstract: "A demo.",
  positionals: [
    PositionalSpec("SCENE", help: "A scene."),
    PositionalSpec("X,Y", .zeroOrMore, help: "Points."),
  ],
  options: [
    OptionSpec("json", help: "JSON."),
    OptionSpec("scale", .value(valueName: "S"), help: "Scale."),
    OptionSpec("output", short: "o", .value(valueName: "FILE"), help: "Output."),
    OptionSpec("overlay", .value(valueName: "LIST"), help: "Overlays."),
  ])

struct ArgumentParserTests {
  struct Accepted: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var scene: String? = "s.json"
    var points: [String] = []
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Accepted(arguments: ["s.json"]),
    Accepted(arguments: ["s.json", "--json"], flags: ["json"]),
    Accepted(arguments: ["--json", "s.json"], flags: ["json"]),
    Accepted(arguments: ["s.json", "--scale", "2"], values: ["scale": ["2"]]),
    Accepted(arguments: ["s.json", "--scale=2"], values: ["scale": ["2"]]),
    Accepted(arguments: ["s.json", "--scale="], values: ["scale": [""]]),
    Accepted(arguments: ["s.json", "-o", "a.png"], values: ["output": ["a.png"]]),
    Accepted(arguments: ["s.json", "-oa.png"], values: ["output": ["a.png"]]),
    Accepted(arguments: ["s.json", "--output=a=b.png"], values: ["output": ["a=b.png"]]),
    Accepted(
      arguments: ["s.json", "--overlay", "map", "--overlay=chain"],
      values: ["overlay": ["map", "chain"]]),
    Accepted(arguments: ["s.json", "1,2", "3,4"], points: ["1,2", "3,4"]),
    Accepted(arguments: ["s.json", "-5,10", "-.5,2"], points: ["-5,10", "-.5,2"]),
    Accepted(
      arguments: ["s.json", "1,2", "--json", "3,4"], flags: ["json"], points: ["1,2", "3,4"]),
    Accepted(arguments: ["--", "--json", "1,2"], scene: "--json", points: ["1,2"]),
    Accepted(arguments: ["-"], scene: "-"),
    Accepted(arguments: ["s.json", "--scale", "-2"], values: ["scale": ["-2"]]),
  ])
  func accepts(_ row: Accepted) throws {
    let parsed = try ArgumentParser.parse(row.arguments, for: spec)
    #expect(parsed.flags == row.flags)
    #expect(parsed.values == row.values)
    #expect(parsed.positional("SCENE") == row.scene)
    #expect(parsed.positionalList("X,Y") == row.points)
  }

  @Test(arguments: [
    (["s.json", "--jsn"], "unknown option '--jsn' (did you mean '--json'?)"),
    (["s.json", "--scal", "2"], "unknown option '--scal' (did you mean '--scale'?)"),
    (["s.json", "--zzzzzz"], "unknown option '--zzzzzz'"),
    (["s.json", "-x"], "unknown option '-x'"),
    (["s.json", "-json"], "unknown option '-json' (did you mean '--json'?)"),
    (["s.json", "--json=yes"], "option '--json' is a flag and takes no value"),
    (["s.json", "--scale"], "option '--scale' needs a value (--scale S)"),
    (["s.json", "-o"], "option '-o' needs a value (-o FILE)"),
    ([], "missing SCENE for 'hitscope demo'"),
    (["--json"], "missing SCENE for 'hitscope demo'"),
  ])
  func rejects(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError(message, command: "demo")) {
      try ArgumentParser.parse(arguments, for: spec)
    }
  }

  @Test func rejectsExtraPositionals() {
    let one = CommandSpec(
      name: "one", abstract: "One.", positionals: [PositionalSpec("SCENE", help: "A scene.")])
    #expect(throws: UsageError("unexpected argument 'b' for 'hitscope one'", command: "one")) {
      try ArgumentParser.parse(["a", "b"], for: one)
    }
  }

  @Test func requiredPositionalsAfterAnOptionalOneKeepTheirArguments() throws {
    let mixed = CommandSpec(
      name: "mixed", abstract: "Mixed.",
      positionals: [
        PositionalSpec("A", .optional, help: "a"), PositionalSpec("B", help: "b"),
      ])
    let single = try ArgumentParser.parse(["x"], for: mixed)
    #expect(single.positional("A") == nil)
    #expect(single.positional("B") == "x")
    let both = try ArgumentParser.parse(["x", "y"], for: mixed)
    #expect(both.positional("A") == "x")
    #expect(both.positional("B") == "y")
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["--jsn", "--help"], ["--version"], ["--help", "--scale"],
  ])
  func helpAndVersionWinOverOtherProblems(_ arguments: [String]) throws {
    let parsed = try ArgumentParser.parse(arguments, for: spec)
    #expect(parsed.flag("help") || parsed.flag("version"))
  }

  @Test(arguments: [
    ("2", 2.0), ("0.25", 0.25), ("8", 8.0),
  ])
  func readsNumbersInRange(_ text: String, _ expected: Double) throws {
    let parsed = try ArgumentParser.parse(["s.json", "--scale", text], for: spec)
    #expect(try parsed.double("scale", in: 0.25...8) == expected)
  }

  @Test(arguments: ["0", "9", "two", "nan", "inf", ""])
  func rejectsNumbersOutOfRange(_ text: String) throws {
    let parsed = try ArgumentParser.parse(["s.json", "--scale", text], for: spec)
    #expect(throws: UsageError.self) { try parsed.double("scale", in: 0.25...8) }
  }
}

struct SuggestionTests {
  @Test(arguments: [
    ("jsn", ["json", "junit"], "json"),
    ("chek", ["check", "hit", "export"], "check"),
    ("exprot", ["check", "hit", "export"], "export"),
    ("hti", ["check", "hit", "export"], "hit"),
    ("overlays", ["overlay", "scale"], "overlay"),
  ])
  func suggestsCloseNames(_ word: String, _ candidates: [String], _ expected: String) {
    #expect(Suggestion.closest(to: word, in: candidates) == expected)
  }

  @Test(arguments: [("xyz", ["check", "hit"]), ("render", ["check", "hit", "export"])])
  func staysQuietForFarNames(_ word: String, _ candidates: [String]) {
    #expect(Suggestion.closest(to: word, in: candidates) == nil)
  }

  @Test(arguments: [
    ("", "", 0), ("abc", "abc", 0), ("abc", "acb", 1), ("abc", "", 3), ("kitten", "sitting", 3),
  ])
  func editDistance(_ a: String, _ b: String, _ distance: Int) {
    #expect(Suggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == distance)
    #expect(Suggestion.distance(Array(b.unicodeScalars), Array(a.unicodeScalars)) == distance)
  }
}
