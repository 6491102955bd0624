import HitScopeEngine
import Testing

@testable import HitScopeFormat

private let probe = Probe(
  point: Point(120, 80.5), expect: .named("button"), handledBy: .named("button"),
  name: "button at (120, 80.5)")
private let probeText =
  #"{"at": [120, 80.5], "expect": "button", "handledBy": "button", "name": "button at (120, 80.5)"}"#

/// The file after recording `probe` in `text`.
private func recorded(_ text: String) throws -> String {
  let bytes = Array(text.utf8)
  let edit = try ProbeInsertion.edit(appending: probe, to: bytes, file: "t.json")
  return String(decoding: edit.applied(to: bytes), as: UTF8.self)
}

/// Files before and after recording `probe`: the new text is exactly what a person would type.
private let cases: [(name: String, before: String, after: String)] = [
  (
    "a list with one probe a line",
    """
    {
      "probes": [
        {"at": [1, 2], "expect": null}
      ]
    }
    """,
    """
    {
      "probes": [
        {"at": [1, 2], "expect": null},
        \(probeText)
      ]
    }
    """
  ),
  (
    "a list on one line",
    #"{"probes": [{"at": [1, 2], "expect": null}]}"#,
    #"{"probes": [{"at": [1, 2], "expect": null}, "# + probeText + "]}"
  ),
  ("an empty list", #"{"probes": []}"#, #"{"probes": ["# + probeText + "]}"),
  (
    "an empty list over lines with a comment in it",
    """
    {
      "probes": [ // none yet
      ]
    }
    """,
    """
    {
      "probes": [ // none yet
        \(probeText)
      ]
    }
    """
  ),
  (
    "a trailing comma and comments after the last probe",
    """
    {
      "probes": [
        {"at": [1, 2], "expect": null} /* first */ , // the gap
        /* more to come */
      ],
    }
    """,
    """
    {
      "probes": [
        {"at": [1, 2], "expect": null} /* first */ , // the gap
        /* more to come */
        \(probeText)
      ],
    }
    """
  ),
  (
    "no probes key, comments everywhere and trailing commas",
    """
    // A scene without probes.
    {
      /* the canvas */ "canvas": {"width": 100, "height": 100,}, // trailing comma
      "root": {"id": "root", "children": [
        {"id": "button", "type": "UIButton", "frame": [0, 0, 100, 100],}, // a button
      ],}, // end of root
      // nothing after the root
    } // end
    """,
    """
    // A scene without probes.
    {
      /* the canvas */ "canvas": {"width": 100, "height": 100,}, // trailing comma
      "root": {"id": "root", "children": [
        {"id": "button", "type": "UIButton", "frame": [0, 0, 100, 100],}, // a button
      ],}, // end of root
      // nothing after the root
      "probes": [
        \(probeText)
      ]
    } // end
    """
  ),
  (
    "no probes key and no trailing comma",
    """
    {
      "title": "t"
    }
    """,
    """
    {
      "title": "t",
      "probes": [
        \(probeText)
      ]
    }
    """
  ),
  (
    "no probes key on one line", #"{"title": "t"}"#,
    #"{"title": "t", "probes": ["# + probeText + "]}"
  ),
  ("an empty object", "{}", #"{"probes": ["# + probeText + "]}"),
  (
    "line endings CR LF",
    "{\r\n  \"title\": \"t\"\r\n}\r\n",
    "{\r\n  \"title\": \"t\",\r\n  \"probes\": [\r\n    \(probeText)\r\n  ]\r\n}\r\n"
  ),
  (
    "tabs",
    "{\n\t\"probes\": [\n\t\t{\"at\": [1, 2], \"expect\": null}\n\t]\n}",
    "{\n\t\"probes\": [\n\t\t{\"at\": [1, 2], \"expect\": null},\n\t\t\(probeText)\n\t]\n}"
  ),
  (
    "a list whose first probe shares the bracket's line",
    """
    {
      "probes": [{"at": [1, 2], "expect": null},
                 {"at": [3, 4], "expect": null}
      ]
    }
    """,
    """
    {
      "probes": [{"at": [1, 2], "expect": null},
                 {"at": [3, 4], "expect": null},
                 \(probeText)
      ]
    }
    """
  ),
  (
    "a byte order mark",
    "\u{FEFF}{\"probes\": []}",
    "\u{FEFF}{\"probes\": [\(probeText)]}"
  ),
]

@Test(arguments: cases.indices)
func recordingAddsOnlyTheProbe(_ i: Int) throws {
  let (name, before, after) = cases[i]
  #expect(try recorded(before) == after, "\(name)")
}

@Test(arguments: cases.indices)
func theEditedFileParsesWithTheProbeLastAndRevertsByteForByte(_ i: Int) throws {
  let before = Array(cases[i].before.utf8)
  let edit = try ProbeInsertion.edit(appending: probe, to: before, file: "t.json")
  let after = edit.applied(to: before)
  var parser = JSONParser(bytes: after)
  let top = try parser.parse()
  let probes = try #require(top.object?["probes"]?.array)
  let last = try #require(probes.last)
  #expect(String(decoding: after[last.byteRange], as: UTF8.self) == probeText)
  #expect(edit.reverted(from: after) == before)
}

@Test func aRecordedProbeLoadsAsTheProbeAndTwoInARowKeepTheirOrder() throws {
  let scene = """
    {"canvas": {"width": 200, "height": 200},
     "root": {"id": "root", "children": [
       {"id": "button", "type": "UIButton", "frame": [100, 50, 80, 60]}]},
    }
    """
  var bytes = Array(scene.utf8)
  let second = Probe(point: Point(5, 5), expect: .nothing, handledBy: .nothing, name: "corner")
  for p in [probe, second] {
    bytes = try ProbeInsertion.edit(appending: p, to: bytes, file: "t.json").applied(to: bytes)
  }
  let loaded = try SceneLoader.load(bytes: bytes, fileName: "t.json")
  #expect(loaded.probes == [probe, second])
}

@Test func aProbeWithoutHandlerOrNameIsWrittenWithoutThem() {
  let bare = Probe(point: Point(0.25, -3), expect: .nothing)
  #expect(JSONOutput.probe(bare).serialized == #"{"at": [0.25, -3], "expect": null}"#)
}

@Test(arguments: [
  (
    "{\"probes\": [",
    "Cannot record the probe in \"t.json\": line 1, column 13: the file ends inside an array (expected a value)."
  ),
  ("[1, 2]", "Cannot record the probe in \"t.json\": its top level is an array, not an object."),
  (
    "{\n  \"probes\": {}\n}",
    "Cannot record the probe in \"t.json\": \"probes\" at line 2, column 13 is an object, not an array."
  ),
])
func filesThatCannotTakeAProbeSaySoAndWhere(_ text: String, _ message: String) {
  #expect(throws: SceneEditError(message)) {
    try ProbeInsertion.edit(appending: probe, to: Array(text.utf8), file: "t.json")
  }
}

@Test func anEditIsNotRevertedOnceItsTextMoved() throws {
  let before = Array(#"{"probes": []}"#.utf8)
  let edit = try ProbeInsertion.edit(appending: probe, to: before, file: "t.json")
  let moved = [UInt8(ascii: " ")] + edit.applied(to: before)
  #expect(edit.reverted(from: moved) == nil)
  // A change after the inserted text is kept through the revert.
  let appended = edit.applied(to: before) + Array("\n// later".utf8)
  #expect(edit.reverted(from: appended) == before + Array("\n// later".utf8))
}

@Test func aNewSidecarTakesItsFirstProbeOnALineOfItsOwn() throws {
  let after = try recorded(ProbeSidecar.emptyText)
  #expect(after == "{\n  \"probes\": [\n    \(probeText)\n  ]\n}\n")
  #expect(ProbeSidecar.path(forDump: "dumps/login.txt") == "dumps/login.txt.probes.json")
}

@Test func valuesKnowTheBytesTheySpan() throws {
  let text = #"{"a": [1, "xy", {"b": null}], "c": true}"#
  var parser = JSONParser(bytes: Array(text.utf8))
  let top = try parser.parse()
  let object = try #require(top.object)
  let bytes = Array(text.utf8)
  func span(_ v: JSONValue) -> String { String(decoding: bytes[v.byteRange], as: UTF8.self) }
  #expect(span(top) == text)
  let a = try #require(object["a"]?.array)
  #expect(a.map(span) == ["1", "\"xy\"", #"{"b": null}"#])
  #expect(span(try #require(object["c"])) == "true")
  #expect(object.members[1].keyByteOffset == 30)
  // The end offset sits in the node's padding: the tape costs no more per value.
  #expect(MemoryLayout<JSONTape.Node>.stride == 24)
}
