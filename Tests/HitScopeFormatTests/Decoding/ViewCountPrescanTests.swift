import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// The prescan must find the same view the decoder's exact count finds, or give up (nil) only on
/// the inputs it declares out of its reach; it must never report a view the decoder would not.
@Suite("View count prescan")
struct ViewCountPrescanTests {
  /// Documents whose views the prescan counts exactly.
  static let counted: [(String, String)] = [
    ("flat", #"{"root": {"id": "r", "children": [{"id": "a"}, {}, {"id": "c"}]}}"#),
    (
      "nested",
      #"{"root": {"children": [{"children": [{}, {"children": [{}]}]}, {"children": []}, {}]}}"#
    ),
    (
      "braces and keys inside strings",
      #"{"title": "{\"root\": [{", "root": {"label": "children: [{}]", "children": [{"id": "}"}, {}]}}"#
    ),
    (
      "comments",
      """
      // {"root": {"children": [{}]}}
      {"root": /* { [ */ {"children": [ // {}
        {}, /* {} */ {"children": [{}]}]}}
      """
    ),
    (
      "objects that are not views",
      #"{"probes": [{"children": [{}]}], "root": {"shape": {"path": "M0 0"}, "children": [[{}], 1, {"onTap": {"children": [{}]}}]}}"#
    ),
    (
      "a nested root key is not the root",
      #"{"root": {"children": [{"root": {"children": [{}]}}]}}"#
    ),
    ("byte order mark", "\u{FEFF}" + #"{"root": {"children": [{}, {}]}}"#),
  ]

  /// Documents outside the prescan's reach, each with a well-formed twin that has the same views
  /// up to where it goes wrong: the prescan may give up, or report a view the twin has there.
  static let uncounted: [(String, String, String)] = [
    (
      "an escaped key", #"{"root": {"chil\u0064ren": [{}, {}, {}]}}"#,
      #"{"root": {"chil\u0064ren": [{}, {}, {}]}}"#
    ),
    ("truncated", #"{"root": {"children": [{}, {}"#, #"{"root": {"children": [{}, {}]}}"#),
    (
      "unterminated comment", #"{"root": {"children": [{}, {}]}} /*"#,
      #"{"root": {"children": [{}, {}]}}"#
    ),
  ]

  /// The position of the first view beyond `limit`, as the decoder's exact count finds it.
  func exact(_ text: String, limit: Int) -> SourcePosition? {
    var parser = JSONParser(bytes: Array(text.utf8))
    guard let top = try? parser.parse(), let root = top.object?["root"] else { return nil }
    return SceneDecoder.firstView(beyond: limit, under: root)?.position
  }

  func prescanned(_ text: String, limit: Int) -> SourcePosition? {
    let bytes = Array(text.utf8)
    guard let offset = ViewCountPrescan.offsetOfView(beyond: limit, in: bytes) else { return nil }
    var cursor = PositionCursor(bytes: bytes, origin: JSONParser.textStart(of: bytes))
    return cursor.position(at: offset)
  }

  @Test("finds the view the decoder finds, at every limit", arguments: counted)
  func agreesWithTheDecoder(name: String, text: String) {
    for limit in 0...8 {
      #expect(
        prescanned(text, limit: limit) == exact(text, limit: limit), "\(name), limit \(limit)")
    }
  }

  @Test("gives up or agrees with a well-formed twin", arguments: uncounted)
  func givesUpOutsideItsReach(name: String, text: String, twin: String) {
    for limit in 0...4 {
      let found = prescanned(text, limit: limit)
      #expect(found == nil || found == exact(twin, limit: limit), "\(name), limit \(limit)")
    }
  }

  @Test(
    "the shortest file holding one view more than the limit is scanned", arguments: [1, 7, 100])
  func shortFilesAreSkippedSafely(limit: Int) {
    // The root is one view; `{}` and a comma per child is the densest packing there is.
    let text =
      #"{"root":{"children":["# + Array(repeating: "{}", count: limit).joined(separator: ",")
      + "]}}"
    #expect(exact(text, limit: limit) != nil)
    #expect(ViewCountPrescan.mayExceed(limit, byteCount: text.utf8.count))
    #expect(!ViewCountPrescan.mayExceed(limit, byteCount: 3 * limit))
  }

  @Test("an oversized file is refused by the loader at the first view beyond the limit")
  func loaderRefusesEarly() throws {
    var limits = SceneDecoder.Limits()
    limits.maximumViews = 3
    var text = #"{"canvas": {"width": 10, "height": 10}, "root": {"id": "root", "children": ["#
    text += (0..<20).map { #"{"id": "v\#($0)", "frame": [0, 0, 1, 1]}"# }.joined(separator: ",\n")
    text += "]}}"
    do {
      _ = try SceneLoader.load(bytes: Array(text.utf8), fileName: "t.json", limits: limits)
      Issue.record("20 views loaded past a limit of 3")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "t.json:3:1: the scene has more than 3 views (the format's limit)"
        ])
    }
  }
}
