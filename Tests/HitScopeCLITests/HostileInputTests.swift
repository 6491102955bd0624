import Foundation
import Glibc
import Testing

/// Hostile scene files through the real `hitscope validate` process: each ends with exit 2 and
/// exactly one `FILE:LINE:COL: reason` line, within a time and memory bound, and never by a
/// signal. Inputs the format accepts (finite huge numbers, singular transforms, redirect
/// cycles, a UTF-8 byte order mark) are run through `hit` instead, which must answer and exit 0.
///
/// Bounds. Memory: 100 MB peak RSS for small files (a `validate` run links the Cairo, Pango and
/// X libraries), at most 25 times the file size for generated files of many megabytes. Time:
/// each test's `.timeLimit` only catches a hang (`swift test` runs the debug build on machines
/// shared with other tests, so a wall-time figure here would say nothing about speed: load times
/// are `hitscope bench` figures). A child still running at the time limit is killed then.
///
/// Not serialized: the three large files run side by side to keep the suite's wall time down.
@Suite("Hostile scene files through the executable", .timeLimit(.minutes(5)))
final class HostileInputTests {
  /// When a child still running is killed: the suite's time limit, so none outlives its test.
  static let hangSeconds = 300.0
  static let smallMegabytes = 100.0
  static let largeFileMemoryFactor = 25.0

  static let canvas = #""canvas": {"width": 100, "height": 100}"#

  /// A scene whose root holds `children` (already JSON) after a canvas of 100 x 100.
  static func scene(children: String, extra: String = "") -> String {
    #"{\#(canvas),\#(extra) "root": {"id": "root", "children": [\#(children)]}}"#
  }

  let folder = Repository.temporaryFolder()

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func write(_ text: String, _ name: String) throws -> String {
    try write(Data(text.utf8), name)
  }

  func write(_ data: Data, _ name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try data.write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Asserts the clean rejection every hostile file must get, with the small-file bounds unless
  /// the file is large.
  func expectRejected(
    _ path: String, containing reason: String, asUser: UInt32? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let megabytes = Double(size) / 1_048_576
    let large = megabytes > 1
    let memoryBound =
      large
      ? max(Self.smallMegabytes, megabytes * Self.largeFileMemoryFactor) : Self.smallMegabytes
    let run = try MeasuredRun.hitscope(
      ["validate", path], asUser: asUser, timeout: Self.hangSeconds)
    let name = URL(fileURLWithPath: path).lastPathComponent
    print(
      "hostile \(name) (\(String(format: "%.1f", megabytes)) MB): "
        + String(format: "%.2f s, %.1f MB peak", run.seconds, run.peakMegabytes))
    #expect(run.signal == nil, "\(name) crashed: \(run.summary)", sourceLocation: sourceLocation)
    #expect(run.code == 2, "\(name): \(run.summary)", sourceLocation: sourceLocation)
    #expect(
      run.out.isEmpty, "\(name) printed \(run.out.prefix(200))", sourceLocation: sourceLocation)
    #expect(run.errorLines.count == 1, "\(name): \(run.summary)", sourceLocation: sourceLocation)
    let line = String(run.errorLines.first ?? "")
    #expect(
      line.hasPrefix(path + ":"), "\(name): \(line.prefix(300))", sourceLocation: sourceLocation)
    #expect(
      reason.isEmpty || line.contains(reason), "\(name): \(line.prefix(300))",
      sourceLocation: sourceLocation)
    #expect(
      line.utf8.count < 1000, "\(name): a \(line.utf8.count)-byte reason",
      sourceLocation: sourceLocation)
    #expect(
      run.peakMegabytes < memoryBound, "\(name): \(run.summary) (bound \(memoryBound) MB)",
      sourceLocation: sourceLocation)
  }

  /// Runs `hit` on an accepted scene: it must answer (exit 0) within the small-file bounds.
  func expectAnswered(_ path: String, points: [String]) throws -> MeasuredRun {
    let run = try MeasuredRun.hitscope(
      ["hit", path] + points + ["--json"], timeout: Self.hangSeconds)
    #expect(run.signal == nil, "\(run.summary)")
    #expect(run.code == 0, "\(run.summary)")
    #expect(run.peakMegabytes < Self.smallMegabytes, "\(run.summary)")
    return run
  }

  // MARK: Size and depth

  @Test("views nested 100,000 deep stop at the nesting limit")
  func deepNesting() throws {
    let depth = 100_000
    var text = "{\(Self.canvas), \"root\": {\"id\": \"root\", \"children\": ["
    text.reserveCapacity(depth * 40)
    for i in 0..<depth { text += #"{"id":"v\#(i)","frame":[0,0,1,1],"children":["# }
    text += String(repeating: "]}", count: depth) + "]}}"
    try expectRejected(try write(text, "deep.json"), containing: "nested more than")
  }

  @Test("2,000,000 views stop at the 1,000,000-view limit")
  func twoMillionViews() throws {
    let path = folder.appendingPathComponent("views-2m.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.write(
      contentsOf: Data("{\(Self.canvas), \"root\": {\"id\": \"root\", \"children\": [".utf8))
    var chunk = ""
    for i in 0..<2_000_000 {
      chunk += i == 0 ? "" : ","
      chunk += #"{"id":"v\#(i)","frame":[0,0,1,1]}"#
      if chunk.utf8.count > 1 << 20 {
        try handle.write(contentsOf: Data(chunk.utf8))
        chunk = ""
      }
    }
    try handle.write(contentsOf: Data((chunk + "]}}").utf8))
    try handle.close()
    try expectRejected(path, containing: "more than 1000000 views")
  }

  @Test("a 50 MB string is rejected, and the reason quotes only its start")
  func fiftyMegabyteString() throws {
    let huge = String(repeating: "a", count: 50_000_000)
    let text = #"{\#(Self.canvas), "root": {"id": "root", "fill": "\#(huge)"}}"#
    try expectRejected(try write(text, "string-50mb.json"), containing: "unknown colour \"aaaa")
  }

  @Test("a path of 10,000,000 commands stops at the element limit")
  func tenMillionPathCommands() throws {
    var data = Data(
      (#"{\#(Self.canvas), "root": {"id": "root", "shape": {"path": "M 0 0"#).utf8)
    data.append(Data(String(repeating: " L 1 1", count: 10_000_000).utf8))
    data.append(Data(#" Z"}}}"#.utf8))
    try expectRejected(
      try write(data, "path-10m.json"), containing: "exceeds 1000000 drawing elements")
  }

  // MARK: Numbers and references

  @Test(
    "NaN, an overflowing exponent and an out-of-range 1e308 are rejected",
    arguments: [
      (#"{"id": "v", "frame": [NaN, 0, 10, 10]}"#, "NaN"),
      (#"{"id": "v", "frame": [0, 0, 1e309, 10]}"#, "too large"),
      (#"{"id": "v", "frame": [-1e400, 0, 10, 10]}"#, "too large"),
      (#"{"id": "v", "frame": [0, 0, 10, 10], "alpha": 1e308}"#, "out of range"),
    ])
  func hostileNumbers(_ child: String, _ reason: String) throws {
    try expectRejected(try write(Self.scene(children: child), "numbers.json"), containing: reason)
  }

  @Test("a 1e308 canvas is out of range")
  func hugeCanvas() throws {
    let text = #"{"canvas": {"width": 1e308, "height": 100}, "root": {"id": "root"}}"#
    try expectRejected(try write(text, "canvas.json"), containing: "1e+308")
  }

  /// The format accepts any finite coordinate; the engine must still route through it.
  @Test("finite 1e308 coordinates load and hit-test without a crash")
  func finiteHugeCoordinates() throws {
    let child =
      #"{"id": "far", "frame": [1e308, -1e308, 1e308, 1e308], "boundsOrigin": [1e308, 1e308]}"#
    let path = try write(Self.scene(children: child), "far.json")
    let run = try expectAnswered(path, points: ["50,50", "0,0"])
    #expect(run.out.contains(#""hit":"root""#) || run.out.contains(#""hit": "root""#), "\(run.out)")
  }

  /// A singular transform is valid: the view and its subtree are never hit (point null).
  @Test("a singular transform loads; the view is never hit and its trace point is null")
  func singularTransform() throws {
    let child =
      #"{"id": "flat", "frame": [0, 0, 100, 100], "transform": [{"scale": [1, 0]}], "#
      + #""children": [{"id": "inner", "frame": [0, 0, 100, 100]}]}"#
    let path = try write(Self.scene(children: child), "singular.json")
    let run = try expectAnswered(path, points: ["50,50"])
    let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]]
    let first = try #require(json?.first)
    #expect(first["hit"] as? String == "root")
    let trace = try #require(first["trace"] as? [[String: Any]])
    let flat = try #require(trace.first { $0["view"] as? String == "flat" })
    #expect(flat["point"] is NSNull)
    #expect(flat["verdict"] as? String == "outside")
  }

  /// Redirects return their target untested, so a cycle of redirects cannot loop.
  @Test("a redirect chain and a redirect cycle answer at once")
  func redirectChainsAndCycles() throws {
    let children = (0..<50).map { i in
      #"{"id": "r\#(i)", "frame": [0, 0, 100, 100], "hitTest": {"redirect": "r\#((i + 1) % 50)"}}"#
    }.joined(separator: ",")
    let path = try write(Self.scene(children: children), "cycle.json")
    let run = try expectAnswered(path, points: ["50,50"])
    #expect(run.out.contains("r0"), "\(run.out)")
  }

  @Test("a self-redirect is rejected")
  func selfRedirect() throws {
    let child = #"{"id": "me", "frame": [0, 0, 10, 10], "hitTest": {"redirect": "me"}}"#
    try expectRejected(try write(Self.scene(children: child), "self.json"), containing: "me")
  }

  @Test("a duplicate id is rejected once")
  func duplicateIDs() throws {
    let children = #"{"id": "twin", "frame": [0, 0, 1, 1]}, {"id": "twin", "frame": [0, 0, 1, 1]}"#
    try expectRejected(
      try write(Self.scene(children: children), "twins.json"), containing: "already used")
  }

  // MARK: Encodings and truncation

  @Test("invalid UTF-8 names the first bad byte")
  func invalidUTF8() throws {
    var data = Data(
      Self.scene(children: #"{"id": "v", "frame": [0, 0, 1, 1], "label": "ab"}"#).utf8)
    let at = try #require(data.firstRange(of: Data("ab".utf8)))
    data.replaceSubrange(at, with: [0xC3, 0x28])
    try expectRejected(try write(data, "latin.json"), containing: "not valid UTF-8")
  }

  @Test(
    "UTF-16 byte order marks and a doubled UTF-8 one are rejected",
    arguments: [[0xFF, 0xFE] as [UInt8], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF]])
  func foreignByteOrderMarks(_ mark: [UInt8]) throws {
    let data = Data(mark) + Data(Self.scene(children: "").utf8)
    try expectRejected(try write(data, "bom.json"), containing: "")
  }

  @Test("one UTF-8 byte order mark is accepted")
  func utf8ByteOrderMark() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data(Self.scene(children: "").utf8)
    _ = try expectAnswered(try write(data, "bom-ok.json"), points: ["1,1"])
  }

  @Test("every truncation of a scene is rejected with one line")
  func truncatedFiles() throws {
    let text = Self.scene(
      children: #"{"id": "v", "frame": [0, 0, 10, 10], "fill": "red", "label": "x"}"#,
      extra: #" "probes": [{"at": [1, 1], "expect": "v"}],"#)
    for length in [1, text.utf8.count / 3, text.utf8.count / 2, text.utf8.count - 1] {
      let data = Data(text.utf8.prefix(length))
      try expectRejected(try write(data, "truncated-\(length).json"), containing: "")
    }
  }

  @Test("an empty file is rejected")
  func emptyFile() throws {
    try expectRejected(try write(Data(), "empty.json"), containing: "the file is empty")
  }

  // MARK: Files that are not scene files

  @Test("a directory is rejected")
  func directory() throws {
    try expectRejected(folder.path, containing: "is a directory")
  }

  @Test("a missing file is rejected")
  func missingFile() throws {
    try expectRejected(
      folder.appendingPathComponent("nope.json").path, containing: "does not exist")
  }

  /// Root reads any file whatever its mode bits, so as root the child runs as `nobody`
  /// (uid 65534) through setpriv, where the bits apply.
  @Test("a file without read permission is rejected")
  func unreadableFile() throws {
    let path = try write(Self.scene(children: ""), "secret.json")
    chmod(path, 0)
    chmod(folder.path, 0o755)
    let asUser: UInt32? = geteuid() == 0 ? 65534 : nil
    try expectRejected(path, containing: "could not be read: permission denied", asUser: asUser)
  }

  /// A named pipe with no writer would block a plain open(2) forever.
  @Test("a named pipe is rejected without waiting for a writer")
  func namedPipe() throws {
    let path = folder.appendingPathComponent("pipe.json").path
    #expect(mkfifo(path, 0o644) == 0)
    try expectRejected(path, containing: "not a regular file")
  }

  /// A device that never ends must not be read into memory.
  @Test("an endless device (/dev/zero) is rejected")
  func endlessDevice() throws {
    try expectRejected("/dev/zero", containing: "not a regular file")
  }
}
