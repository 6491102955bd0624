import Foundation
import Testing

/// Standard input (`-`) goes through the same reader as a file: the same checks, the same cap,
/// the same sentences, through the real executable with real streams.
@Suite("Standard input is read like a file")
final class StandardInputTests {
  let folder = Repository.temporaryFolder()
  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `hitscope ARGUMENTS` under `/bin/sh` with `redirections` (`< /dev/zero`, a pipe
  /// before it with `feed`). An endless read is killed after the hang bound (then `code` is nil
  /// and the test fails); the bound is loose because the whole suite shares the machine.
  func run(_ arguments: [String], redirections: String = "", feed: String? = nil) throws
    -> MeasuredRun
  {
    guard let binary = ExecutableTests.executable?.path else {
      throw MeasuredRun.RunError("the hitscope executable is not built next to the tests")
    }
    let command = #""$0" "$@" "# + redirections
    let script = feed.map { "\($0) | \(command)" } ?? "exec \(command)"
    return try MeasuredRun.run(["/bin/sh", "-c", script, binary] + arguments, timeout: 300)
  }

  @Test("validate - from /dev/zero is refused as binary at once")
  func endlessZeros() throws {
    let run = try run(["validate", "-"], redirections: "< /dev/zero")
    #expect(run.code == 2, "\(run.summary)")
    #expect(
      run.errorLines == [
        "<stdin>:1:1: binary data: a NUL byte (expected a scene or a view dump, as UTF-8 text)"
      ])
  }

  @Test(
    "An endless text stream stops at the cap with a sentence saying it", .timeLimit(.minutes(10)))
  func endlessText() throws {
    let run = try run(["validate", "-"], feed: "yes")
    #expect(run.code == 2, "\(run.summary)")
    #expect(
      run.errorLines == [
        "<stdin>:1:1: \"<stdin>\" holds more than 256 MiB: HitScope reads inputs of at most 256"
          + " MiB, more than any real screen's scene or dump needs (is it the right file?)"
      ])
  }

  @Test(
    "Invalid UTF-8 on standard input is refused as in a file", arguments: ["validate", "import"])
  func invalidUTF8(command: String) throws {
    let bytes =
      Array(#"{"canvas": {"width": 10, "height": 10}, "root": {"id": "r", "type": "a"#.utf8)
      + [0xC3, 0x28] + Array(#""}}"#.utf8)
    let dumpBytes =
      Array("<UIWindow: 0x1; frame = (0 0; 10 10); text = 'a".utf8) + [0xC3, 0x28]
      + Array("'; layer = <CALayer: 0x2>>\n".utf8)
    let path = folder.appendingPathComponent("bad.txt").path
    try Data(command == "import" ? dumpBytes : bytes).write(to: URL(fileURLWithPath: path))
    let fromFile = try run([command, path])
    let fromStandardInput = try run([command, "-"], redirections: "< '\(path)'")
    #expect(fromFile.code == 2, "\(fromFile.summary)")
    #expect(fromStandardInput.code == 2, "\(fromStandardInput.summary)")
    #expect(fromFile.errorLines.count == 1)
    #expect(
      fromStandardInput.errorLines.map { $0.replacingOccurrences(of: "<stdin>", with: path) }
        == fromFile.errorLines.map(String.init))
  }
}
