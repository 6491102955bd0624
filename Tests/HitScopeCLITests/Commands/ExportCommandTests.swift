import Foundation
import Testing

struct ExportCommandTests {
  /// Width and height from a PNG's IHDR chunk.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }

  @Test func writesAPNGWhoseSizeFollowsTheScale() throws {
    let folder = Repository.temporaryFolder()
    let one = folder.appendingPathComponent("one.png").path
    let two = folder.appendingPathComponent("two.png").path
    let scene = Repository.scene("ring-over-button.json")
    let first = CLIRun(["export", scene, "-o", one, "--no-panel", "--click", "210,120"])
    let second = CLIRun([
      "export", scene, "-o", two, "--scale", "2", "--no-panel", "--click=210,120",
    ])
    #expect(first.code == 0)
    #expect(second.code == 0)
    #expect(first.err == "" && second.err == "")
    let oneData = try #require(FileManager.default.contents(atPath: one))
    let a = try #require(Self.pngSize(oneData))
    let twoData = try #require(FileManager.default.contents(atPath: two))
    let b = try #require(Self.pngSize(twoData))
    #expect(a.width >= 240 && a.height >= 280)
    #expect(b.width == 2 * a.width && b.height == 2 * a.height)
  }

  @Test func anOffCanvasClickIsExportedWithANoteSayingSo() throws {
    let folder = Repository.temporaryFolder()
    let path = folder.appendingPathComponent("off.png").path
    let scene = Repository.scene("ring-over-button.json")
    let run = CLIRun(["export", scene, "-o", path, "--overlay", "trace", "--click", "250,-3"])
    #expect(run.code == 0)
    #expect(
      run.stderr.lines == [
        "\(scene): note: --click (250, -3) is off the canvas (240x280 pt); the picture shows its trace, not the point"
      ])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test(arguments: [("svg", "<?xml"), ("pdf", "%PDF"), ("PNG", "\u{89}PNG")])
  func theExtensionPicksTheFormat(_ ext: String, _ magic: String) throws {
    let folder = Repository.temporaryFolder()
    let path = folder.appendingPathComponent("out.\(ext)").path
    let run = CLIRun([
      "export", Repository.scene("swiftui-stack.json"), "-o", path, "--all-overlays",
    ])
    #expect(run.code == 0)
    let data = try #require(FileManager.default.contents(atPath: path))
    #expect(
      data.prefix(magic.unicodeScalars.count) == Data(magic.unicodeScalars.map { UInt8($0.value) }))
  }

  @Test func severalScenesGoIntoAFolderAndInvalidOnesDoNotStopTheOthers() throws {
    let folder = Repository.temporaryFolder()
    let invalid = CheckCommandTests.write(
      CheckCommandTests.invalidScene, named: "invalid.json", in: folder)
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    let run = CLIRun([
      "export", Repository.scene("ring-over-button.json"), invalid,
      Repository.scene("extended-bounds.json"), "-o", out.path, "--format", "svg",
    ])
    #expect(run.code == 2)
    #expect(run.err.hasPrefix("\(invalid):1:"))
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files == ["extended-bounds.svg", "ring-over-button.svg"])
  }

  @Test(arguments: [
    (["-o", "x.jpg"], "hitscope: cannot tell the format of 'x.jpg' from its extension"),
    ([], "hitscope: missing option '-o OUT' for 'hitscope export'"),
    (
      ["-o", "x.png", "--overlay", "regons"],
      "hitscope: unknown overlay 'regons' (did you mean 'regions'?"
    ),
    (["-o", "x.png", "--scale", "0"], "hitscope: option '--scale' needs a number from 0.25 to 8"),
    (["-o", "x.png", "--click", "3"], "hitscope: option '--click' needs two finite numbers"),
    (["-o", "x.png", "--format", "svg"], "hitscope: --format svg contradicts the extension"),
  ])
  func badUsageExits2BeforeWritingAnything(_ extra: [String], _ prefix: String) {
    let run = CLIRun(["export", Repository.scene("ring-over-button.json")] + extra)
    #expect(run.code == 2)
    #expect(run.stderr.lines.first?.hasPrefix(prefix) == true, "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: "x.png"))
  }

  @Test func severalScenesToOneFileIsBadUsage() {
    let run = CLIRun([
      "export", Repository.scene("ring-over-button.json"), Repository.scene("event-delivery.json"),
      "-o", "/tmp/never-written.png",
    ])
    #expect(run.code == 2)
    #expect(run.stderr.lines.first?.contains("must name an existing folder") == true)
  }

  @Test func anUnwritableDestinationExits3AndLeavesNoFile() {
    let run = CLIRun([
      "export", Repository.scene("ring-over-button.json"), "-o", "/nonexistent/dir/x.png",
    ])
    #expect(run.code == 3)
    #expect(run.err.hasPrefix("hitscope: Cannot write \"/nonexistent/dir/x.png\""))
  }
}
