import Foundation
import Testing

struct ReportCommandTests {
  static let goldens = Repository.root.appendingPathComponent("Tests/HitScopeCLITests/Goldens")
  static var failingScene: String { goldens.appendingPathComponent("checkout-failing.json").path }

  /// The report of `scenes` written into a fresh folder: the run, the page and its outline with
  /// the repository's path shown as `<repo>`.
  static func report(_ scenes: [String], extra: [String] = []) throws
    -> (run: CLIRun, path: String, html: String, outline: ReportOutline)
  {
    let path = Repository.temporaryFolder().appendingPathComponent("report.html").path
    let run = CLIRun(["report"] + scenes + ["-o", path] + extra)
    let data = try #require(FileManager.default.contents(atPath: path))
    let html = String(decoding: data, as: UTF8.self)
    let outline = try ReportOutline(html: html, replacing: [Repository.root.path: "<repo>"])
    return (run, path, html, outline)
  }

  /// Compares `outline` with the golden text `name` beside the scenes; `RECORD_GOLDENS=1`
  /// rewrites it.
  static func expectGolden(_ outline: ReportOutline, named name: String) throws {
    let url = goldens.appendingPathComponent(name)
    let actual = outline.lines.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "Golden \(name) is missing; run with RECORD_GOLDENS=1 to record it.")
    if expected != actual {
      let failure = URL(fileURLWithPath: ".build/golden-failures").appendingPathComponent(name)
      try? FileManager.default.createDirectory(
        at: failure.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: failure, atomically: true, encoding: .utf8)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?
        .offset ?? min(expectedLines.count, actualLines.count)
      Issue.record(
        """
        The outline differs from golden \(name) at line \(first + 1) (actual written to \
        \(failure.path)):
          expected: \(first < expectedLines.count ? expectedLines[first] : "(end)")
          actual:   \(first < actualLines.count ? actualLines[first] : "(end)")
        """)
    }
  }

  @Test func theBundledScenesGiveEveryProbeAndFindingWithAnchors() throws {
    let scenes = Repository.bundledScenes
    let (run, path, html, outline) = try Self.report(scenes)
    // The bundled scenes teach hit-region bugs: their audits have error-level findings.
    #expect(run.code == 1)
    #expect(run.stdout.lines.first == "wrote \(path)")
    #expect(run.stdout.lines.last?.hasSuffix(" passed, 0 failed") == true)
    #expect(run.err == "")
    try Self.expectGolden(outline, named: "report-bundled.outline.txt")
    #expect(html.utf8.count < 3_000_000, "the bundled scenes' report is \(html.utf8.count) bytes")
    for n in 1...scenes.count { #expect(outline.ids.contains("scene-\(n)")) }
    // Every in-page link lands on an element of the page.
    let ids = Set(outline.ids)
    #expect(ids.count == outline.ids.count, "ids are unique")
    for link in outline.fragmentLinks { #expect(ids.contains(link), "#\(link) names no element") }
  }

  @Test func aSceneWithFailingProbesLeadsWithThemAndExits1() throws {
    let (run, _, html, outline) = try Self.report([Self.failingScene])
    #expect(run.code == 1)
    #expect(run.stdout.lines.last == "2 passed, 2 failed")
    try Self.expectGolden(outline, named: "report-failing.outline.txt")
    // Failing probes come before passing ones, whatever their order in the file.
    let order = outline.ids.filter { $0.contains("-probe-") }
    #expect(order == ["scene-1-probe-1", "scene-1-probe-3", "scene-1-probe-2", "scene-1-probe-4"])
    // Escaped once: the parsed page gives back the title and probe name as written.
    #expect(outline.lines.contains { $0.contains("Checkout <form> & friends") })
    #expect(outline.lines.contains { $0.contains("Probe 1 “pay <now>”") })
    #expect(html.contains("Checkout &lt;form&gt; &amp; friends"))
    #expect(!html.contains("&amp;lt;"))
  }

  @Test func aProbeThatChecksWhatFiresShowsExpectedAgainstActualFiring() throws {
    let folder = Repository.temporaryFolder()
    let scene = CheckCommandTests.write(
      """
      {"canvas": {"width": 200, "height": 120}, "counters": {"n": 0},
       "root": {"id": "root", "children": [
         {"id": "save", "type": "UIButton", "frame": [20, 30, 80, 50], "onTap": {"increment": "n"}},
         {"id": "cancel", "type": "UIButton", "frame": [110, 30, 80, 50]}]},
       "probes": [
         {"name": "save fires", "at": [60, 55], "expect": "save", "fires": ["save"]},
         {"name": "cancel fires", "at": [150, 55], "expect": "cancel", "fires": ["cancel"]}]}
      """, named: "fires.json", in: folder)
    let (run, _, _, outline) = try Self.report([scene])
    #expect(run.code == 1)
    #expect(run.stdout.lines.last == "1 passed, 1 failed")
    #expect(outline.lines.contains("    tr: hit | cancel | cancel |"))
    #expect(outline.lines.contains("    tr [mismatch]: fires | [cancel] | [] |"))
  }

  @Test func findingsAndFailingProbesNameTheirPlaceInTheFile() throws {
    let folder = Repository.temporaryFolder()
    let scene = CheckCommandTests.write(
      """
      {"canvas": {"width": 200, "height": 120},
       "root": {"id": "root", "children": [
         {"id": "tiny", "type": "UIButton", "frame": [20, 30, 10, 10], "onTap": {"log": "t"}}]},
       "probes": [
         {"name": "misses", "at": [150, 55], "expect": "tiny"}]}
      """, named: "places.json", in: folder)
    let (run, _, html, _) = try Self.report([scene])
    #expect(run.code == 1)
    // The small-target finding points at tiny's object, the failing probe at its own.
    #expect(html.contains("<code>\(scene):3:4</code>"))
    #expect(html.contains("<code>\(scene):5:4</code>"))
  }

  @Test func theReportIsSelfContained() throws {
    let (_, _, html, outline) = try Self.report([Self.failingScene])
    #expect(!outline.imageSources.isEmpty)
    for source in outline.imageSources {
      #expect(source.hasPrefix("data:image/png;base64,"))
      let png = try #require(Data(base64Encoded: String(source.dropFirst(22))))
      #expect(ExportCommandTests.pngSize(png) != nil)
    }
    for reference in ["http:", "https:", "src=\"/", "href=\"http", "@import", "url("] {
      #expect(!html.contains(reference), "the page refers to \(reference)")
    }
  }

  @Test func anInvalidSceneIsShownAndExits2WhileTheOthersAreReported() throws {
    let folder = Repository.temporaryFolder()
    let invalid = CheckCommandTests.write(
      CheckCommandTests.invalidScene, named: "invalid.json", in: folder)
    let (run, _, _, outline) = try Self.report([invalid, Repository.scene("ring-over-button.json")])
    #expect(run.code == 2)
    #expect(run.err.hasPrefix("\(invalid):1:"))
    #expect(outline.lines.contains { $0.contains("section#scene-1 [card scene invalid]") })
    #expect(outline.lines.contains { $0.contains("section#scene-2 [card scene") })
  }

  @Test func aDumpIsReportedLikeAScene() throws {
    let dump = Repository.scene("login-screen.dump.txt")
    let (run, _, _, outline) = try Self.report([dump], extra: ["--quiet"])
    #expect(run.code <= 1, "\(run.err)")
    #expect(run.err == "", "--quiet leaves out the import's warnings")
    #expect(outline.lines.contains { $0.hasPrefix("section#scene-1 [card scene") })
    #expect(outline.lines.contains { $0.contains("<repo>/scenes/login-screen.dump.txt") })
    #expect(outline.lines.contains { $0.hasPrefix("  img ") })
  }

  @Test func aPassingSceneExits0() throws {
    let folder = Repository.temporaryFolder()
    let scene = CheckCommandTests.write(
      """
      {"canvas": {"width": 200, "height": 120},
       "root": {"id": "root", "children": [
         {"id": "ok", "type": "UIButton", "frame": [40, 30, 120, 60], "fill": "#2563eb"}]},
       "probes": [{"at": [100, 60], "expect": "ok"}]}
      """, named: "passing.json", in: folder)
    let (run, _, _, outline) = try Self.report([scene])
    #expect(run.code == 0)
    #expect(run.stdout.lines.last == "1 passed, 0 failed")
    #expect(outline.title == "HitScope report: The probe passes; no audit errors")
  }

  @Test func anUnwritablePageExits3AndLeavesNothing() throws {
    let folder = Repository.temporaryFolder()
    let path = folder.appendingPathComponent("missing/report.html").path
    let run = CLIRun(["report", Self.failingScene, "-o", path])
    #expect(run.code == 3)
    #expect(run.err.contains("Cannot write \"\(path)\""))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func anExistingPageIsReplacedWhole() throws {
    let folder = Repository.temporaryFolder()
    let path = folder.appendingPathComponent("report.html").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
    let run = CLIRun(["report", Self.failingScene, "-o", path])
    #expect(run.code == 1)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("<!DOCTYPE html>"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.html"])
  }

  @Test(arguments: [
    (["report", "-o", "x.html"], "SCENE"),
    (["report", "scenes/ring-over-button.json"], "-o"),
    (["report", "scenes/ring-over-button.json", "-o", "x.png"], "does not end in .html"),
  ])
  func badUsageExits2(arguments: [String], mentions: String) {
    let run = CLIRun(arguments)
    #expect(run.code == 2)
    #expect(run.err.contains(mentions))
  }

  /// Runs the built executable with PATH set to `folder` alone, where a test puts its own
  /// `xdg-open` (or none).
  static func reportOpening(pathFolder folder: URL, page: String) throws -> MeasuredRun {
    let binary = try #require(ExecutableTests.executable?.path, "hitscope is not built")
    return try MeasuredRun.run(
      [
        "/usr/bin/env", "PATH=\(folder.path)", binary, "report", failingScene, "-o", page, "--open",
      ],
      timeout: 300)
  }

  @Test func openHandsTheWrittenPageToXdgOpen() throws {
    // The stand-in xdg-open is echo, linked, not a script written here: executing a file this
    // process just wrote races with children other tests fork (ETXTBSY). Its output goes to
    // hitscope's stdout.
    let folder = Repository.temporaryFolder()
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("xdg-open").path, withDestinationPath: "/bin/echo")
    let page = folder.appendingPathComponent("report.html").path
    let run = try Self.reportOpening(pathFolder: folder, page: page)
    #expect(run.code == 1, "\(run.summary)")
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(lines.first == "wrote \(page)")
    #expect(lines.last == page, "xdg-open was given the page")
    #expect(FileManager.default.fileExists(atPath: page))
  }

  @Test func openWithoutXdgOpenKeepsThePageAndExits3() throws {
    let folder = Repository.temporaryFolder()
    let page = folder.appendingPathComponent("report.html").path
    let run = try Self.reportOpening(pathFolder: folder, page: page)
    #expect(run.code == 3, "\(run.summary)")
    #expect(run.err.contains("xdg-open is not on PATH"))
    #expect(FileManager.default.fileExists(atPath: page))
  }

  @Test func helpDescribesTheCommand() {
    let run = CLIRun(["report", "--help"])
    #expect(run.code == 0)
    for phrase in [
      "report SCENE...", "-o FILE.html", "--open", "#scene-N-probe-M", "Exit code", "Example",
    ] {
      #expect(run.out.contains(phrase), "help lacks \(phrase)")
    }
  }
}
