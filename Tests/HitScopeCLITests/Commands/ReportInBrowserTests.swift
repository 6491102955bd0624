import Foundation
import HitScopeRender
import Testing

/// The report in a real browser: headless Chromium opens it from `file://`, takes a screenshot,
/// and a small script added to a copy of the page reports into the DOM what the page shows.
@Suite(.enabled(if: Chromium.path != nil, "chromium is not installed (make test-deps installs it)"))
struct ReportInBrowserTests {
  /// Runs once the page and its pictures have loaded: checks the failing probe's section and
  /// picture, every picture, the link target, and the "failures only" filter, then writes its
  /// findings as JSON into `<pre id="browser-check">`.
  static let checkScript = """
    <script>
    window.addEventListener("load", function () {
      function shown(el) { return !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0; }
      var out = {};
      var probe = document.getElementById("scene-1-probe-1");
      out.failingProbeShown = shown(probe);
      var picture = probe ? probe.querySelector("img") : null;
      out.failingPictureWidth = picture ? picture.naturalWidth : -1;
      out.failingPictureShown = shown(picture);
      out.pictures = document.images.length;
      out.brokenPictures = Array.prototype.filter.call(document.images, function (img) {
        return !img.complete || img.naturalWidth === 0;
      }).length;
      var target = document.querySelector(":target");
      out.target = target ? target.id : null;
      var passing = document.getElementById("scene-1-probe-2");
      var cleanScene = document.querySelector("section.scene.ok");
      out.passingShownWithAll = shown(passing);
      document.getElementById("filter-failures").click();
      out.failingShownWhenFiltered = shown(probe);
      out.passingShownWhenFiltered = shown(passing);
      out.cleanSceneShownWhenFiltered = shown(cleanScene);
      out.errorFindingShownWhenFiltered = shown(document.getElementById("scene-1-finding-1"));
      out.warningShownWhenFiltered = shown(document.getElementById("scene-1-finding-3"));
      document.getElementById("filter-all").click();
      out.cleanSceneShownAgain = shown(cleanScene);
      var pre = document.createElement("pre");
      pre.id = "browser-check";
      pre.textContent = JSON.stringify(out);
      document.body.appendChild(pre);
    });
    </script>
    """

  struct Findings: Decodable {
    var failingProbeShown: Bool
    var failingPictureWidth: Int
    var failingPictureShown: Bool
    var pictures: Int
    var brokenPictures: Int
    var target: String?
    var passingShownWithAll: Bool
    var failingShownWhenFiltered: Bool
    var passingShownWhenFiltered: Bool
    var cleanSceneShownWhenFiltered: Bool
    var errorFindingShownWhenFiltered: Bool
    var warningShownWhenFiltered: Bool
    var cleanSceneShownAgain: Bool
  }

  static func report() throws -> (folder: URL, page: URL, html: String) {
    let folder = Repository.temporaryFolder()
    let page = folder.appendingPathComponent("report.html")
    let run = CLIRun(
      [
        "report", ReportCommandTests.failingScene, Repository.scene("event-delivery.json"), "-o",
        page.path,
      ])
    #expect(run.code == 1)
    let html = try String(contentsOf: page, encoding: .utf8)
    return (folder, page, html)
  }

  @Test func theFailingProbeIsShownWithItsPictureAndTheFilterHidesWhatPasses() throws {
    let (folder, _, html) = try Self.report()
    let checked = folder.appendingPathComponent("report-checked.html")
    let end = try #require(html.range(of: "</body>"))
    try (html.replacingCharacters(in: end, with: Self.checkScript + "</body>"))
      .write(to: checked, atomically: true, encoding: .utf8)
    let url = try #require(URL(string: checked.absoluteString + "#scene-1-probe-1"))
    let run = try Chromium.run(["--dump-dom", "--window-size=1280,2000"], url: url, settles: true)
    let dom = run.stdout
    let start = try #require(
      dom.range(of: "<pre id=\"browser-check\">"),
      "chromium printed no findings (exit \(run.status)); stderr: \(run.stderr.suffix(2000))")
    let stop = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
    let json = String(dom[start.upperBound..<stop.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    let findings = try JSONDecoder().decode(Findings.self, from: Data(json.utf8))
    #expect(findings.failingProbeShown)
    #expect(findings.failingPictureWidth > 0)
    #expect(findings.failingPictureShown)
    #expect(findings.pictures >= 6)
    #expect(findings.brokenPictures == 0)
    #expect(findings.target == "scene-1-probe-1")
    #expect(findings.passingShownWithAll)
    #expect(findings.failingShownWhenFiltered)
    #expect(!findings.passingShownWhenFiltered)
    #expect(!findings.cleanSceneShownWhenFiltered)
    #expect(findings.errorFindingShownWhenFiltered)
    #expect(!findings.warningShownWhenFiltered)
    #expect(findings.cleanSceneShownAgain)
  }

  @Test func aScreenshotOfThePageShowsTheSummaryAndTheFailure() throws {
    let (_, page, _) = try Self.report()
    let folder = URL(fileURLWithPath: ".build/report-browser", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let shot = folder.appendingPathComponent("report.png")
    try? FileManager.default.removeItem(at: shot)
    let run = try Chromium.run(
      ["--screenshot=\(shot.path)", "--window-size=1280,1600"], url: page)
    let image = try RasterImage(contentsOfPNG: shot.path)
    #expect(image.width == 1280 && image.height == 1600, "stderr: \(run.stderr.suffix(2000))")
    // The page drew: the red of the failed-probes figure and the scene pictures' many colours.
    var colours = Set<UInt32>()
    var red = 0
    for y in stride(from: 0, to: image.height, by: 3) {
      for x in stride(from: 0, to: image.width, by: 3) {
        let p = image.pixel(x: x, y: y)
        colours.insert(p)
        let c = image.components(x: x, y: y)
        if c.red > 150 && c.green < 60 && c.blue < 60 { red += 1 }
      }
    }
    #expect(colours.count > 500)
    #expect(red > 50)
  }
}
