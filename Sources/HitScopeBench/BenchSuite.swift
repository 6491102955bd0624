import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeImport
import HitScopeRender
import HitScopeReport
import HitScopeSynthetic

/// The figures of `hitscope bench`, measured in one process on deterministic synthetic scenes
/// (`SyntheticScene`, seeded). Every figure is the median of several runs.
public struct BenchSuite {
  /// How long the paced clicks leave the machine idle before each frame, in seconds: a user's
  /// pointer rests for longer still between a press, its release and the next move.
  static let pacedIdle = 0.05

  /// A reduced set and fewer runs, for a CI smoke run of well under 20 s.
  public var quick: Bool
  /// Measures the peak resident memory, in bytes, of a fresh process that loads the scene file
  /// at the given path (nil path: loads nothing); nil when no such process can be run.
  public var peakMemoryOfLoad: ((String?) -> Int?)?
  /// Measures the wall time, in seconds, of one fresh `hitscope hit FILE X,Y` process on the
  /// scene file at the given path, start to exit; nil when no such process can be run.
  public var timeOfHitProcess: ((String) -> Double?)?
  /// Runs this executable with the given arguments (after the executable's name) in a fresh
  /// process and measures it; nil when no such process can be run or it fails.
  public var measureProcess: (([String]) -> ProcessFigures?)?
  /// Name prefixes of the figures to measure; empty for all of them. A part of the suite runs
  /// when one of its figures is wanted, and only wanted figures are handed on.
  public var only: [String]
  /// Time on the calling thread's CPU clock rather than the wall clock.
  public var threadCPUTime = false

  public init(
    quick: Bool, only: [String] = [], peakMemoryOfLoad: ((String?) -> Int?)? = nil,
    timeOfHitProcess: ((String) -> Double?)? = nil,
    measureProcess: (([String]) -> ProcessFigures?)? = nil
  ) {
    self.measureProcess = measureProcess
    self.quick = quick
    self.only = only
    self.peakMemoryOfLoad = peakMemoryOfLoad
    self.timeOfHitProcess = timeOfHitProcess
  }

  static let seed: UInt64 = 20_261_130

  /// Runs every figure, handing each to `emit` as soon as it is measured and saying what runs
  /// next through `progress`.
  public func run(progress: (String) -> Void, emit handOn: (BenchFigure) -> Void) throws {
    Stopwatch.threadCPUTime = threadCPUTime
    func wants(_ names: String...) -> Bool {
      only.isEmpty || names.contains { name in only.contains { name.hasPrefix($0) } }
    }
    func emit(_ figure: BenchFigure) {
      if wants(figure.name) { handOn(figure) }
    }
    let runs = quick ? 3 : 5
    let canvas = Rect(x: 0, y: 0, width: 1280, height: 800)
    var scenes: [Int: Scene] = [:]
    func scene(_ n: Int) -> Scene {
      if let s = scenes[n] { return s }
      let s = SyntheticScene.generate(viewCount: n, seed: BenchSuite.seed)
      scenes[n] = s
      return s
    }

    // Point hit-tests.
    let hitPoints = RandomPoints.generate(quick ? 20_000 : 200_000, in: canvas, seed: 1)
    for (n, label) in [(100, "100"), (1000, "1k"), (10_000, "10k")] where wants("hit.pps.\(label)")
    {
      progress("hit-testing \(hitPoints.count) points on \(n) views")
      let s = scene(n)
      let t = Stopwatch.median(runs: runs) {
        var acc = 0
        for p in hitPoints { acc &+= s.hitView(p) ?? -1 }
        Sink.consume(acc)
      }
      emit(
        BenchFigure(
          name: "hit.pps.\(label)", value: Double(hitPoints.count) / t, unit: "points/s", runs: runs
        ))
    }
    let baselinePoints = Array(hitPoints.prefix(quick ? 5_000 : 20_000))
    for (n, label) in [(1000, "1k"), (10_000, "10k")] where wants("hit.baseline_pps.\(label)") {
      progress("baseline recursion on \(n) views")
      let s = scene(n)
      let t = Stopwatch.median(runs: runs) {
        var acc = 0
        for p in baselinePoints { acc &+= s.referenceHitView(p) ?? -1 }
        Sink.consume(acc)
      }
      emit(
        BenchFigure(
          name: "hit.baseline_pps.\(label)", value: Double(baselinePoints.count) / t,
          unit: "points/s", runs: runs))
    }

    // Path containment against cairo_in_fill.
    let square = Rect(x: 0, y: 0, width: 240, height: 240)
    let ring = Shape.compound(
      [.ellipseIn(square), .ellipseIn(Rect(x: 72, y: 72, width: 96, height: 96))], .evenodd
    )
    .path(in: square)
    let rrect = Path.roundedRect(Rect(x: 0, y: 40, width: 240, height: 160), radius: 32)
    let containPoints = RandomPoints.generate(quick ? 100_000 : 1_000_000, in: square, seed: 2)
    let cairoPoints = Array(containPoints.prefix(quick ? 20_000 : 100_000))
    for (path, label) in [(ring, "ring"), (rrect, "rrect")] where wants("contain.\(label)") {
      progress("containment on the \(label)")
      let t = Stopwatch.median(runs: runs) {
        var acc = 0
        for p in containPoints where path.contains(p) { acc &+= 1 }
        Sink.consume(acc)
      }
      emit(
        BenchFigure(
          name: "contain.\(label).pps", value: Double(containPoints.count) / t, unit: "points/s",
          runs: runs))
      let probe = try CairoFillProbe(path: path)
      let tc = Stopwatch.median(runs: runs) {
        var acc = 0
        for p in cairoPoints where probe.contains(p) { acc &+= 1 }
        Sink.consume(acc)
      }
      emit(
        BenchFigure(
          name: "contain.\(label).cairo_pps", value: Double(cairoPoints.count) / tc,
          unit: "points/s", runs: runs))
      if label == "ring" {
        var agree = 0
        var total = 0
        for row in 0..<240 {
          for column in 0..<240 {
            let p = Point(Double(column) + 0.5, Double(row) + 0.5)
            total += 1
            if path.contains(p) == probe.contains(p) { agree += 1 }
          }
        }
        emit(
          BenchFigure(
            name: "contain.ring.agreement", value: Double(agree) / Double(total), unit: "fraction",
            runs: 1))
      }
    }

    // Hit maps.
    let mapCases: [(String, Int, Size)] =
      quick
      ? [("map.1280x800.1k.ms", 1000, Size(width: 1280, height: 800))]
      : [
        ("map.1280x800.1k.ms", 1000, Size(width: 1280, height: 800)),
        ("map.1280x800.10k.ms", 10_000, Size(width: 1280, height: 800)),
        ("map.3840x2160.1k.ms", 1000, Size(width: 3840, height: 2160)),
      ]
    for (name, n, size) in mapCases where wants(name) {
      progress("hit map \(Int(size.width))x\(Int(size.height)) of \(n) views")
      let s =
        size.width == 1280
        ? scene(n) : SyntheticScene.generate(viewCount: n, seed: BenchSuite.seed, canvas: size)
      let t = Stopwatch.median(runs: runs) { Sink.consume(HitMap(scene: s).pixels.count) }
      emit(BenchFigure(name: name, value: t * 1000, unit: "ms", runs: runs))
    }
    if wants("map.baseline") {
      progress("per-pixel baseline map of 1,000 views")
      let baselineRuns = quick ? 1 : 3
      let tb = Stopwatch.median(runs: baselineRuns) {
        Sink.consume(HitMap.perPixel(scene: scene(1000)).pixels.count)
      }
      emit(
        BenchFigure(
          name: "map.baseline.1280x800.1k.ms", value: tb * 1000, unit: "ms", runs: baselineRuns))

    }
    if wants("audit.5k", "audit.10k") {
      // The audit of a real screen's size and of the large synthetic scene.
      progress("auditing an imported 5,000-view table and the 10,000-view scene")
      let dump = [
        DumpSource(
          name: "table.dump.txt", bytes: Array(TableDumpFile.text(viewCount: 5000).utf8))
      ]
      guard let table = try DumpImporter.importScene(dump)?.scene else {
        preconditionFailure("The generated table dump does not import; fix TableDumpFile.")
      }
      let auditRuns = quick ? 1 : 3
      let t5k = Stopwatch.median(runs: auditRuns) { Sink.consume(Audit.run(table).count) }
      emit(BenchFigure(name: "audit.5k.ms", value: t5k * 1000, unit: "ms", runs: auditRuns))
      let s10k = scene(10_000)
      let t10k = Stopwatch.median(runs: auditRuns) { Sink.consume(Audit.run(s10k).count) }
      emit(BenchFigure(name: "audit.10k.ms", value: t10k * 1000, unit: "ms", runs: auditRuns))
    }
    let denseCount = quick ? 20_000 : 200_000
    let denseName = "audit.dense.\(denseCount / 1000)k.ms"
    if wants(denseName) {
      // A pasted dump whose every view lies on one phone screen, imported and audited.
      progress("importing and auditing a \(denseCount)-view dump on one phone screen")
      let bytes = Array(DenseDumpFile.text(viewCount: denseCount).utf8)
      let t = try Stopwatch.seconds {
        guard
          let dense = try DumpImporter.importScene([DumpSource(name: "dense.txt", bytes: bytes)])
        else { preconditionFailure("The generated dense dump does not import; fix DenseDumpFile.") }
        Sink.consume(Audit.run(dense.scene).count)
      }
      emit(BenchFigure(name: denseName, value: t * 1000, unit: "ms", runs: 1))
    }
    // Rendering and export.
    progress("rendering 1,000 views")
    let s1k = scene(1000)
    // A frame takes a few milliseconds, so many are timed: a median of five swung past the goal
    // whenever another process took the core for one of them.
    let overlayRuns = quick ? 15 : 41
    if wants("render.full") {
      let full = Stopwatch.median(runs: runs) {
        _ = try? SceneRenderer().render(scene: s1k, options: RenderOptions(showPanel: false))
      }
      emit(BenchFigure(name: "render.full.1k.ms", value: full * 1000, unit: "ms", runs: runs))
    }
    if wants("render.overlay") {
      let renderer = SceneRenderer()
      _ = try renderer.render(scene: s1k, options: RenderOptions(overlays: [.chain]))
      let hoverPoints = RandomPoints.generate(overlayRuns, in: canvas, seed: 3)
      var frame = 0
      let overlay = Stopwatch.median(runs: overlayRuns) {
        let click = hoverPoints[frame % hoverPoints.count]
        frame += 1
        _ = try? renderer.render(
          scene: s1k,
          options: RenderOptions(overlays: [.chain], click: click, hover: s1k.hitView(click)))
      }
      emit(
        BenchFigure(
          name: "render.overlay.1k.ms", value: overlay * 1000, unit: "ms", runs: overlayRuns))

    }
    // The window's frames on the crowded grid: press and release (a new click each round),
    // then hovers; and hovers on 10,000 views with every overlay on but the audit.
    let grid = try SceneLoader.load(bytes: Array(GridScene.text().utf8), fileName: "grid.json")
    func gridPoint(_ k: Int) -> Point {
      GridScene.centre(card: (k * 7) % GridScene.cardsPerScene, child: k % 26)
    }
    /// Clicks around the grid under `overlays`, each frame drawn `idle` seconds after the one
    /// before; emits `name` and its p95 and returns the frames for more.
    func clickFigures(_ name: String, _ overlays: Set<Overlay>, idle: Double = 0) throws
      -> WindowFrames
    {
      progress("press and release frames on the 1,000-view grid, \(name)")
      let clicks = [gridPoint(100)] + (0..<overlayRuns).map(gridPoint)
      var frames = WindowFrames(
        scene: grid, overlays: overlays,
        size: WindowFrames.steadySize(scene: grid, overlays: overlays, clicks: clicks))
      try frames.click(at: gridPoint(100), thenHover: [gridPoint(101)])
      frames.forgetTimings()
      frames.idleBeforeFrame = idle
      for k in 0..<overlayRuns {
        try frames.click(at: gridPoint(k), thenHover: [gridPoint(k + 3)])
      }
      // The slower frame of each click: the press, which draws the new click's layers (the
      // release redraws the panel only). A median over both kinds of frame would sit between
      // the two.
      let slower = zip(frames.press, frames.release).map { max($0, $1) }
      emit(
        BenchFigure(
          name: name, value: Stopwatch.median(of: slower) * 1000, unit: "ms", runs: slower.count))
      emit(
        BenchFigure(
          name: name.replacingOccurrences(of: ".ms", with: ".p95.ms"),
          value: Stopwatch.percentile(0.95, of: slower) * 1000, unit: "ms", runs: slower.count))
      return frames
    }
    let wantsToggles = wants("render.toggle.1k.ms", "render.toggle.1k.p95.ms")
    for (name, overlays) in [
      ("render.click.1k.ms", Set<Overlay>([.chain, .trace])),
      ("render.click.regions.1k.ms", Set<Overlay>([.regions, .chain, .trace])),
      ("render.click.all.1k.ms", Set(Overlay.allCases)),
    ] where wants(name) || (name == "render.click.all.1k.ms" && wantsToggles) {
      var frames = try clickFigures(name, overlays)
      guard overlays.count == Overlay.allCases.count, wantsToggles else { continue }
      // Every overlay off and on again over the last click: a toggle off draws a backdrop not
      // kept, the toggle back finds the one kept.
      progress("overlay toggles on the 1,000-view grid")
      frames.forgetTimings()
      for overlay in Overlay.allCases {
        try frames.toggle(overlay)
        try frames.toggle(overlay)
      }
      emit(
        BenchFigure(
          name: "render.toggle.1k.ms", value: Stopwatch.median(of: frames.toggles) * 1000,
          unit: "ms", runs: frames.toggles.count))
      emit(
        BenchFigure(
          name: "render.toggle.1k.p95.ms",
          value: Stopwatch.percentile(0.95, of: frames.toggles) * 1000, unit: "ms",
          runs: frames.toggles.count))
    }
    // The same clicks with regions, chain and trace at a user's pace: each frame drawn after
    // the machine idled a little, as a window's frames are, with caches and the drawing
    // queue's thread gone cold.
    if !quick, wants("render.paced.click.1k") {
      _ = try clickFigures(
        "render.paced.click.1k.ms", [.regions, .chain, .trace], idle: BenchSuite.pacedIdle)
    }
    if !quick, wants("render.hover.10k", "render.click.10k") {
      progress("hover frames on 10,000 views, every overlay on but the audit")
      let s10k = scene(10_000)
      // The audit of 10,000 views takes seconds, once per scene rather than per frame.
      var frames = WindowFrames(
        scene: s10k, overlays: Set(Overlay.allCases).subtracting([.audit]),
        size: PixelSize(width: 1628, height: 1000))
      let points = RandomPoints.generate(overlayRuns * 4, in: canvas, seed: 5)
      try frames.click(at: points[0], thenHover: [points[1]])
      frames.forgetTimings()
      for k in 0..<overlayRuns / 4 {
        try frames.click(
          at: points[4 * k], thenHover: Array(points[(4 * k + 1)..<(4 * k + 4)]))
      }
      emit(
        BenchFigure(
          name: "render.hover.10k.ms", value: Stopwatch.median(of: frames.hovers) * 1000,
          unit: "ms", runs: frames.hovers.count))
      let slower = zip(frames.press, frames.release).map { max($0, $1) }
      emit(
        BenchFigure(
          name: "render.click.10k.ms", value: Stopwatch.median(of: slower) * 1000, unit: "ms",
          runs: slower.count))
    }

    if !quick, wants("render.click.20k") {
      progress("clicks on 20,000 views, every overlay on but the audit")
      let s20k = scene(20_000)
      var frames = WindowFrames(
        scene: s20k, overlays: Set(Overlay.allCases).subtracting([.audit]),
        size: PixelSize(width: 1628, height: 1000))
      let points = RandomPoints.generate(12, in: canvas, seed: 6)
      try frames.click(at: points[0], thenHover: [])
      frames.forgetTimings()
      for point in points.dropFirst() { try frames.click(at: point, thenHover: []) }
      let slower = zip(frames.press, frames.release).map { max($0, $1) }
      emit(
        BenchFigure(
          name: "render.click.20k.ms", value: Stopwatch.median(of: slower) * 1000, unit: "ms",
          runs: slower.count))
    }

    if wants("delivery.tap.1k.us") {
      // One tap through the gesture simulation: hit-test, recognizers on the path, phases, firing.
      progress("simulating taps on \(s1k.views.count) views with recognizers")
      let gestureScene = GestureScene.withRecognizers(s1k)
      let tapPoints = RandomPoints.generate(quick ? 2_000 : 20_000, in: canvas, seed: 4)
      let taps = Stopwatch.median(runs: runs) {
        var acc = 0
        for p in tapPoints { acc &+= gestureScene.deliver(.tap, at: p).delivery.fired.count }
        Sink.consume(acc)
      }
      emit(
        BenchFigure(
          name: "delivery.tap.1k.us", value: taps / Double(tapPoints.count) * 1_000_000, unit: "us",
          runs: runs))
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (scale, label) in [(1.0, "1x"), (2.0, "2x")] where wants("export.png.\(label)") {
      progress("PNG export at \(label)")
      let target = directory.appendingPathComponent("export-\(label).png").path
      let t = try Stopwatch.median(runs: runs) {
        try Exporter.export(
          scene: s1k, to: target, format: .png,
          options: RenderOptions(scale: scale, showPanel: false))
      }
      emit(BenchFigure(name: "export.png.\(label).ms", value: t * 1000, unit: "ms", runs: runs))
    }

    if wants("report.") {
      // A report: every scene audited, probes evaluated, pictures rendered and embedded.
      let reportScenes = quick ? 10 : 100
      let reportLabel = "\(reportScenes)x\(ReportBenchScenes.probesPerScene)"
      progress("writing a report of \(reportScenes) scenes of 10 probes each")
      let reportInput = try (0..<reportScenes).map { i -> ReportScene in
        let name = "form-\(i + 1).json"
        let scene = try SceneLoader.load(
          bytes: Array(ReportBenchScenes.text(index: i).utf8), fileName: name)
        return .loaded(path: name, scene: scene)
      }
      let reportPath = directory.appendingPathComponent("report.html").path
      let reportRuns = quick ? 1 : 3
      var reportBytes = 0
      let reportTime = try Stopwatch.median(runs: reportRuns) {
        let report = try HTMLReport(
          run: ReportRun(scenes: reportInput, commandLine: ["hitscope", "bench"], date: Date()))
        try report.write(to: reportPath)
        reportBytes = report.html.utf8.count
      }
      emit(
        BenchFigure(
          name: "report.\(reportLabel).ms", value: reportTime * 1000, unit: "ms", runs: reportRuns))
      emit(
        BenchFigure(
          name: "report.\(reportLabel).mb", value: Double(reportBytes) / 1_048_576, unit: "MB",
          runs: 1))

    }
    if wants("load.") {
      // Loading a large file.
      let loadViews = quick ? 10_000 : 100_000
      progress("loading a \(loadViews)-view scene file")
      let bytes = Array(LargeSceneFile.text(viewCount: loadViews).utf8)
      let loadRuns = quick ? 1 : 3
      var loadError: (any Error)?
      let t = Stopwatch.median(runs: loadRuns) {
        do {
          let scene = try SceneLoader.load(bytes: bytes, fileName: "load-benchmark.json")
          Sink.consume(scene.views.count)
        } catch {
          loadError = error
        }
      }
      if let loadError {
        preconditionFailure(
          "The generated benchmark scene does not load; fix LargeSceneFile: \(loadError)")
      }
      let loadLabel = quick ? "10k" : "100k"
      emit(BenchFigure(name: "load.\(loadLabel).ms", value: t * 1000, unit: "ms", runs: loadRuns))
      if let measure = peakMemoryOfLoad {
        let file = directory.appendingPathComponent("load-benchmark.json").path
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        if let peak = measure(file) {
          emit(
            BenchFigure(
              name: "load.\(loadLabel).rss_mb", value: Double(peak) / 1_048_576, unit: "MB", runs: 1
            ))
          if let baseline = measure(nil) {
            let perView = Double(peak - baseline - bytes.count) / Double(loadViews)
            emit(
              BenchFigure(
                name: "load.\(loadLabel).bytes_per_view", value: perView, unit: "bytes", runs: 1))
          }
        }
      }

    }
    if wants("import.") {
      // Importing an LLDB paste: reading, mapping and building the scene every command uses.
      progress("importing a 50,000-line view dump")
      let dump = [
        DumpSource(name: "bench.dump.txt", bytes: Array(LargeDumpFile.text(lineCount: 50_000).utf8))
      ]
      let importRuns = quick ? 1 : 3
      var importError: (any Error)?
      let importTime = Stopwatch.median(runs: importRuns) {
        do {
          let imported = try DumpImporter.importScene(dump)
          Sink.consume(imported?.scene.views.count ?? 0)
        } catch {
          importError = error
        }
      }
      if let importError {
        preconditionFailure(
          "The generated benchmark dump does not import; fix LargeDumpFile: \(importError)")
      }
      emit(
        BenchFigure(name: "import.50k.ms", value: importTime * 1000, unit: "ms", runs: importRuns))

    }
    if let measureProcess {
      try commandsAtScale(
        in: directory, measure: measureProcess, wants: wants, emit: emit, progress: progress)
    }
    // A one-shot command, start to exit: what a script or an editor integration waits for.
    if let timeOfHitProcess, wants("cli.hit") {
      progress("timing hitscope hit on the default scene in fresh processes")
      let file = directory.appendingPathComponent("default-scene.json").path
      try Data(SceneLoader.defaultSceneBytes).write(to: URL(fileURLWithPath: file))
      let hitRuns = quick ? 3 : 9
      var times: [Double] = []
      for _ in 0..<hitRuns {
        guard let t = timeOfHitProcess(file) else { break }
        times.append(t)
      }
      if times.count == hitRuns {
        emit(
          BenchFigure(
            name: "cli.hit.ms", value: Stopwatch.median(of: times) * 1000, unit: "ms",
            runs: hitRuns))
      }
    }
  }
}
