import HitScopeEngine
import Testing

@testable import HitScopeFormat

private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
  var parser = JSONParser(bytes: Array(text.utf8))
  return try parser.parse()
}

/// The syntax error of `text` as `line:col: message`, or nil when it parses.
private func syntaxError(_ bytes: [UInt8]) -> String? {
  var parser = JSONParser(bytes: bytes)
  do {
    _ = try parser.parse()
    return nil
  } catch {
    return "\(error.position): \(error.message)"
  }
}

private func syntaxError(_ text: String) -> String? { syntaxError(Array(text.utf8)) }

@Test func valuesAndKeysCarryTheirPositions() throws {
  let value = try parse("{\n  \"a\": [1, true,\n\t null],  \"b\" : \"x\"\n}")
  let object = try #require(value.object)
  #expect(value.position == SourcePosition(line: 1, column: 1))
  #expect(object.members.map(\.key) == ["a", "b"])
  #expect(object.members[0].keyPosition == SourcePosition(line: 2, column: 3))
  #expect(object.members[1].keyPosition == SourcePosition(line: 3, column: 11))
  let array = try #require(object["a"]?.array)
  #expect(object["a"]?.position == SourcePosition(line: 2, column: 8))
  #expect(array.map(\.position.description) == ["2:9", "2:12", "3:3"])
  #expect(object["b"]?.position == SourcePosition(line: 3, column: 17))
}

@Test func columnsCountUnicodeScalars() throws {
  // é is 2 UTF-8 bytes, 😀 is 4 and one scalar; both count as one column.
  let value = try parse("[\"é😀\", 1, /* ü */ 2]")
  let array = try #require(value.array)
  #expect(array.map(\.position.description) == ["1:2", "1:8", "1:19"])
  #expect(array[0].string == "é😀")
}

@Test func lineBreaksOfEveryKind() throws {
  let value = try parse("[1,\r\n2,\r3,\n4]")
  #expect(try #require(value.array).map(\.position.description) == ["1:2", "2:1", "3:1", "4:1"])
}

@Test func byteOrderMarkIsSkippedAndNotCounted() throws {
  var parser = JSONParser(bytes: [0xEF, 0xBB, 0xBF] + Array("[7, 8]".utf8))
  let value = try parser.parse()
  #expect(try #require(value.array).map(\.position.description) == ["1:2", "1:5"])
}

@Test func commentsAndTrailingCommas() throws {
  let value = try parse("// head\n{/* a */\"a\": [1, 2,], // tail\n \"b\": {\"c\": 3,},}")
  let object = try #require(value.object)
  #expect(object["a"]?.array?.count == 2)
  #expect(object["b"]?.object?["c"] != nil)
}

@Test func stringEscapes() throws {
  let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\uD83D\uDE00", "plain"]"#)
  let strings = try #require(value.array).map(\.string)
  #expect(strings == ["a\"b\\c/d\u{8}\u{c}\n\r\t", "é😀", "plain"])
}

@Test func numbers() throws {
  let value = try parse(
    "[0, -0, 12, -7.25, 1e3, 2E-2, 1e308, 1e-400, 9223372036854775807, -9223372036854775808, 9223372036854775808]"
  )
  let numbers = try #require(value.array).map { v -> JSONNumber in
    guard case .number(let n) = v.kind else { fatalError("not a number") }
    return n
  }
  #expect(
    numbers.map(\.value) == [
      0, 0, 12, -7.25, 1000, 0.02, 1e308, 0, 9.223372036854775807e18, -9.223372036854775808e18,
      9.223372036854775808e18,
    ])
  #expect(numbers.map(\.integer) == [0, 0, 12, nil, nil, nil, nil, nil, Int64.max, Int64.min, nil])
}

@Test func numbersBeyondDoubleAreReportedAndParsingGoesOn() throws {
  var parser = JSONParser(bytes: Array("[1e400, -1e999, 5]".utf8))
  let value = try parser.parse()
  #expect(value.array?.count == 3)
  #expect(
    parser.problems.map { "\($0.position): \($0.message)" } == [
      "1:2: number 1e400 is too large (expected a finite number, at most about 1.8e308)",
      "1:9: number -1e999 is too large (expected a finite number, at most about 1.8e308)",
    ])
}

@Test func duplicateKeysAreRecorded() throws {
  let value = try parse(#"{"a": 1, "b": 2, "a": 3, "a": 4}"#)
  let object = try #require(value.object)
  #expect(object.duplicateIndices == [2, 3])
  #expect(object["a"]?.position.column == 7)
  // Objects large enough for a set of keys find repeats too.
  let many = (0..<40).map { "\"k\($0)\": 0" }.joined(separator: ", ")
  let big = try #require(try parse("{\(many), \"k3\": 1, \"k39\": 2}").object)
  #expect(big.duplicateIndices == [40, 41])
}

@Test(arguments: [
  ("", "1:1: the file is empty (expected a JSON object describing a scene)"),
  (
    "  \n // only a comment\n", "3:1: the file is empty (expected a JSON object describing a scene)"
  ),
  ("{'a': 1}", #"1:2: unexpected "'" (expected a key in double quotes or "}")"#),
  (
    "['a']",
    #"1:2: unexpected "'" (strings need double quotes) (expected a value: an object, array, string, number, true, false or null)"#
  ),
  ("{a: 1}", #"1:2: unexpected "a" (expected a key in double quotes or "}")"#),
  (
    "[NaN]",
    #"1:2: unexpected "NaN" (numbers must be finite; NaN and Infinity are not JSON) (expected a value: an object, array, string, number, true, false or null)"#
  ),
  (
    "[Infinity]",
    #"1:2: unexpected "Infinity" (numbers must be finite; NaN and Infinity are not JSON) (expected a value: an object, array, string, number, true, false or null)"#
  ),
  (
    "[-Infinity]",
    #"1:2: unexpected "-Infinity" (numbers must be finite; NaN and Infinity are not JSON)"#
  ),
  ("[0x10]", #"1:3: unexpected "x10" after number 0 (expected ",", "]" or "}")"#),
  ("[01]", "1:2: numbers cannot have leading zeros (write 01 without them)"),
  ("[1.]", "1:2: a decimal point must be followed by a digit (write 1.0)"),
  (
    "[.5]",
    #"1:2: unexpected "." (numbers start with a digit or "-") (expected a value: an object, array, string, number, true, false or null)"#
  ),
  (
    "[+1]",
    #"1:2: unexpected "+" (numbers start with a digit or "-") (expected a value: an object, array, string, number, true, false or null)"#
  ),
  ("[1e]", "1:2: an exponent must have digits (such as 1e3)"),
  ("[-]", #"1:2: "-" must be followed by a digit (expected a number such as -1.5)"#),
  (
    "[1 2]",
    #"1:3: missing comma? expected "," or "]" after this value; the next one starts at line 1, column 4"#
  ),
  ("[1 :]", #"1:4: unexpected ":" in an array (expected "," or "]")"#),
  ("{\"a\" 1}", #"1:6: unexpected "1" after key "a" (expected ":")"#),
  (
    "{\"a\": 1 \"b\": 2}",
    #"1:8: missing comma? expected "," or "}" after this value; the next one starts at line 1, column 9"#
  ),
  (
    "{\"a\": {\"x\": 1}\n  \"b\": 2}",
    #"1:15: missing comma? expected "," or "}" after this value; the next one starts at line 2, column 3"#
  ),
  (
    "[1,,2]",
    #"1:4: unexpected "," (expected a value: an object, array, string, number, true, false or null)"#
  ),
  (
    "[,]",
    #"1:2: unexpected "," (expected a value: an object, array, string, number, true, false or null)"#
  ),
  ("{,}", #"1:2: unexpected "," (expected a key in double quotes or "}")"#),
  (
    "[1]]",
    #"1:4: unexpected "]" after the end of the top-level value (expected the end of the file)"#
  ),
  (
    "{} {}",
    #"1:4: unexpected "{" after the end of the top-level value (expected the end of the file)"#
  ),
  ("[\"abc", "1:2: the file ends inside a string (expected a closing double quote)"),
  (
    "[\"a\nb\"]",
    #"1:4: a line break inside a string (strings end on the same line; write \n for a line break)"#
  ),
  (
    "[\"a\u{1}\"]",
    #"1:4: control character 0x01 inside a string (strings end on the same line; write \n for a line break)"#
  ),
  (
    #"["\x"]"#,
    #"1:3: unknown escape \"x" in a string (expected \", \\, \/, \b, \f, \n, \r, \t or \uXXXX)"#
  ),
  (#"["\u12"]"#, #"1:3: \u in a string must be followed by four hex digits"#),
  (
    #"["\uD800"]"#,
    #"1:3: unpaired surrogate \uD800 in a string (expected a low surrogate \uDC00-\uDFFF after it)"#
  ),
  (#"["\uDC00"]"#, #"1:3: unpaired surrogate \uDC00 in a string"#),
  ("[1, /* open", "1:5: the file ends inside a /* comment (expected */)"),
  ("[1 / 2]", #"1:4: unexpected "/" (comments start with // or /*)"#),
  (
    "{\"canvas\": {\"width\": 1",
    #"1:23: the file ends inside an object opened at line 1, column 12 (expected "," or "}")"#
  ),
  ("[1,", "1:4: the file ends inside an array (expected a value)"),
  ("{\"a\":", "1:6: the file ends inside an object (expected a value)"),
  (
    "{\"a\": 1,",
    #"1:9: the file ends inside an object opened at line 1, column 1 (expected a key in double quotes or "}")"#
  ),
  (
    "[tru]",
    #"1:2: unexpected "tru" (strings and keys need double quotes) (expected a value: an object, array, string, number, true, false or null)"#
  ),
])
func syntaxErrors(_ text: String, _ expected: String) {
  #expect(syntaxError(text) == expected)
}

@Test func invalidUTF8IsReportedAtTheBadByte() {
  #expect(
    syntaxError(Array("[\"é\",\n  \"".utf8) + [0xC3, 0x28] + Array("\"]".utf8))
      == "2:4: the file is not valid UTF-8: byte 0xC3 cannot appear here (save the file as UTF-8)")
  // Overlong encodings, surrogates and stray continuation bytes are not UTF-8 either.
  for bad: [UInt8] in [
    [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
  ] {
    #expect(
      syntaxError(Array("[\"".utf8) + bad + Array("\"]".utf8))?.hasPrefix(
        "1:3: the file is not valid UTF-8") == true)
  }
}

@Test func deepNestingIsACleanError() {
  for open in ["[", "{\"a\":"] {
    let text = String(repeating: open, count: 100_000)
    #expect(
      syntaxError(text)
        == "1:\(JSONParser.maximumDepth * open.count + 1): arrays and objects are nested more than \(JSONParser.maximumDepth) levels deep"
    )
  }
  let justDeepEnough =
    String(repeating: "[", count: JSONParser.maximumDepth)
    + String(repeating: "]", count: JSONParser.maximumDepth)
  #expect(syntaxError(justDeepEnough) == nil)
}

@Test func decimalsReadExactlyAsStrtodDoes() throws {
  var texts = [
    "0.1", "2.5", "-7.25", "123.456", "9007199254740.991", "0.30000000000000004",
    "1.0000000000000002", "-0.0", "99999999999999.99", "0.000000000000001", "123456789012345.6",
  ]
  var state: UInt64 = 12345
  for _ in 0..<2000 {
    state = state &* 6_364_136_223_846_793_005 &+ 1
    let whole = (state >> 40) % 100_000
    let digits = Int((state >> 20) % 17) + 1
    let fraction = String((state >> 3) % 10_000_000_000_000_000).padding(
      toLength: digits, withPad: "7", startingAt: 0)
    texts.append("\(whole).\(fraction)")
  }
  var parser = JSONParser(bytes: Array("[\(texts.joined(separator: ","))]".utf8))
  let values = try #require(try parser.parse().array)
  for (text, value) in zip(texts, values) {
    guard case .number(let n) = value.kind else {
      Issue.record("\(text) is not a number")
      continue
    }
    #expect(n.value.bitPattern == Double(text)!.bitPattern, "\(text)")
  }
}
