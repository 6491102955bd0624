import Foundation
import Testing

/// `bench --json` through the real executable (it runs itself to measure load memory and the
/// start-to-exit time of `hit`): one object per line with exactly the keys of the spec, the
/// spec's names, and values that are measurements, not placeholders.
struct BenchCommandTests {
  /// The spec's names that the quick set reports; it leaves out the 10,000-view and 4K maps and
  /// loads a 10,000-view file instead of a 100,000-view one, reports 10 scenes, not 100, and runs
  /// the commands at scale on 10,000 and 1,000 views, not 100,000 and 5,000.
  static let quickNames: Set<String> = [
    "hit.pps.100", "hit.pps.1k", "hit.pps.10k", "hit.baseline_pps.1k", "hit.baseline_pps.10k",
    "contain.ring.pps", "contain.ring.cairo_pps", "contain.ring.agreement", "contain.rrect.pps",
    "contain.rrect.cairo_pps", "map.1280x800.1k.ms", "map.baseline.1280x800.1k.ms",
    "render.full.1k.ms", "render.overlay.1k.ms", "render.click.1k.ms",
    "render.click.regions.1k.ms", "render.click.1k.p95.ms", "render.click.regions.1k.p95.ms",
    "render.click.all.1k.ms", "render.click.all.1k.p95.ms", "render.toggle.1k.ms",
    "render.toggle.1k.p95.ms",
    "export.png.1x.ms", "export.png.2x.ms",
    "load.10k.ms", "load.10k.rss_mb", "load.10k.bytes_per_view", "cli.hit.ms",
    "delivery.tap.1k.us", "import.50k.ms", "report.10x10.ms", "report.10x10.mb",
    "audit.5k.ms", "audit.10k.ms", "audit.dense.20k.ms",
    "cli.map.10k.ms", "cli.map.10k.rss_mb", "cli.export.10k.ms", "cli.export.10k.rss_mb",
    "report.1k.ms", "report.1k.rss_mb", "report.1k.mb",
    "report.table1k.ms", "report.table1k.rss_mb", "report.table1k.mb",
  ]

  @Test("bench --quick --json prints every figure once, as the spec's JSON lines")
  func quickJSONFigures() throws {
    let run = try MeasuredRun.hitscope(["bench", "--quick", "--json"], timeout: 600)
    #expect(run.code == 0, "\(run.summary)")
    var seen: [String: Double] = [:]
    for line in run.out.split(separator: "\n") {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
      #expect(Set(object.keys) == ["name", "value", "unit", "n"], "\(line)")
      let name = try #require(object["name"] as? String)
      let value = try #require(object["value"] as? Double)
      let runs = try #require(object["n"] as? Int)
      #expect(seen.updateValue(value, forKey: name) == nil, "\(name) printed twice")
      #expect(value.isFinite && value > 0, "\(line)")
      #expect(runs >= 1, "\(line)")
      #expect(!(object["unit"] as? String ?? "").isEmpty, "\(line)")
    }
    #expect(Set(seen.keys) == Self.quickNames)
    // The ring agreement is a fraction; the shipped index beats the plain recursion even in a
    // debug build only by a little, so only the fraction's range is asserted.
    #expect((0...1).contains(seen["contain.ring.agreement"] ?? -1))
    #expect((seen["load.10k.rss_mb"] ?? 0) > 1)
    // Progress goes to stderr, one line per step, so stdout stays machine-readable.
    #expect(run.errorLines.allSatisfy { $0.hasPrefix("bench: ") }, "\(run.err.prefix(300))")
  }

  @Test(
    "bench --only measures the figures with those prefixes and nothing else (on the CPU clock)",
    arguments: [
      ("delivery, render.overlay", ["delivery.tap.1k.us", "render.overlay.1k.ms"]),
      // A figure measured on the way to another (the toggles follow the clicks with every
      // overlay) is asked for by its own full name too.
      ("render.toggle.1k", ["render.toggle.1k.ms", "render.toggle.1k.p95.ms"]),
    ])
  func onlyPrefixes(prefixes: String, figures: [String]) throws {
    let run = try MeasuredRun.hitscope(
      ["bench", "--quick", "--json", "--cpu-time", "--only", prefixes], timeout: 300)
    #expect(run.code == 0, "\(run.summary)")
    let names = try run.out.split(separator: "\n").map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
      return try #require(object["name"] as? String)
    }
    #expect(names.sorted() == figures)
  }

  @Test("bench --only with a prefix no figure has is a usage error naming it")
  func onlyUnknownPrefix() throws {
    let run = try MeasuredRun.hitscope(["bench", "--quick", "--only", "render.nope"], timeout: 300)
    #expect(run.code == 2, "\(run.summary)")
    #expect(run.err.contains("no figure's name starts with 'render.nope'"), "\(run.err)")
    // What the quick set leaves out is said, as a figure asked for may be one of those.
    #expect(run.err.contains("--quick leaves out"), "\(run.err)")
    #expect(run.out.isEmpty)
  }
}
