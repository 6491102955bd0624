import Foundation
import HitScopeBench
import HitScopeEngine
import HitScopeFormat

/// `hitscope bench [--json] [--quick] [--only PREFIXES]`: the performance benchmark.
struct BenchCommand: Command {
  static let spec = CommandSpec(
    name: "bench",
    abstract: "Run the performance benchmark.",
    options: [
      OptionSpec("json", help: "Print one JSON object per figure: name, value, unit, n."),
      OptionSpec("quick", help: "A reduced set with fewer runs, for a CI smoke run (under 20 s)."),
      OptionSpec(
        "only", .value(valueName: "PREFIXES"),
        help:
          "Measure only the figures whose names start with one of these comma-separated prefixes (render.click,delivery)."
      ),
      OptionSpec(
        "cpu-time",
        help:
          "Time the suite's own work on its thread's CPU clock instead of the wall clock: for comparing two builds while other work keeps the machine busy (the goals are wall-clock figures)."
      ),
      OptionSpec(
        "load-only", .value(valueName: "FILE"),
        help:
          "Internal: load FILE ('-' for none) and print this process's peak memory in bytes; bench runs itself this way to measure load memory."
      ),
    ],
    discussion: """
      Generates seeded synthetic scenes of 100, 1,000 and 10,000 views and reports, as medians
      of several runs in one process: point hit-tests per second (shipped index and the plain
      recursion), path containment against cairo_in_fill, hit maps, rendering (one frame, and
      the window's frames at one steady size: render.click.* counts each click by the slower of
      its press and release frames, with the 95th percentile as *.p95.ms, back to back;
      render.paced.click.1k.ms draws the regions clicks after 50 ms idle each, as a window
      does between a user's events; render.toggle.1k.ms turns overlays off and on;
      render.hover.10k.ms), PNG export, loading a 100,000-view file
      (time and peak memory), an HTML report of 100 scenes of 10 probes each
      (report.100x10.ms, and its size report.100x10.mb), the audit of an imported 5,000-view \
      table (audit.5k.ms) and of the 10,000-view scene (audit.10k.ms), the import and audit of \
      a pasted 200,000-view dump whose views all lie on one phone screen (audit.dense.200k.ms; \
      --quick: 20,000), the wall time of a fresh 'hitscope hit' process on the default scene
      (cli.hit.ms), and commands at scale in fresh
      processes with their peak memory (*.rss_mb): map and export of 100,000 overlapping
      buttons (cli.map.100k.ms, cli.export.100k.ms), report of 5,000 of them and of the
      imported 5,000-view table (report.5k.*, report.table5k.*, with the page's size as *.mb;
      --quick: 10,000 and 1,000 views), and clicks on 20,000 views (render.click.20k.ms).
      Progress goes to stderr.
      Build with 'swift build -c release' for meaningful numbers.
      """)

  /// The issue's goals, printed beside the figures: name, comparison, bound.
  static let goals: [String: (String, Double)] = [
    "hit.pps.1k": (">=", 2_000_000), "hit.pps.10k": (">=", 1_000_000),
    "contain.ring.pps": (">=", 10_000_000), "contain.ring.agreement": (">=", 0.999),
    "map.1280x800.1k.ms": ("<=", 10), "map.1280x800.10k.ms": ("<=", 40),
    // A click's frame within a 60 Hz frame, a hover's within half of one.
    "render.overlay.1k.ms": ("<=", 8), "render.click.1k.ms": ("<=", 16),
    "render.click.regions.1k.ms": ("<=", 16), "render.hover.10k.ms": ("<=", 8),
    "render.click.10k.ms": ("<=", 16), "render.click.all.1k.ms": ("<=", 16),
    "render.toggle.1k.ms": ("<=", 8),
    "load.100k.bytes_per_view": ("<=", 200),
    "cli.hit.ms": ("<=", 50), "delivery.tap.1k.us": ("<=", 20),
    "report.100x10.ms": ("<=", 10_000),
    "audit.5k.ms": ("<=", 500), "audit.10k.ms": ("<=", 2000),
    "audit.dense.200k.ms": ("<=", 30_000),
    "cli.map.100k.ms": ("<=", 10_000), "cli.map.100k.rss_mb": ("<=", 1024),
    "cli.export.100k.ms": ("<=", 10_000), "cli.export.100k.rss_mb": ("<=", 1024),
    "report.5k.ms": ("<=", 20_000), "report.5k.rss_mb": ("<=", 1024), "report.5k.mb": ("<=", 50),
    "report.table5k.ms": ("<=", 10_000), "report.table5k.rss_mb": ("<=", 500),
    "report.table5k.mb": ("<=", 20),
    "render.click.20k.ms": ("<=", 100),
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    if let file = arguments.value("load-only") {
      return loadOnly(file, in: context)
    }
    let json = arguments.flag("json")
    let only = (arguments.value("only") ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    var suite = BenchSuite(
      quick: arguments.flag("quick"), only: only, peakMemoryOfLoad: measureInChild,
      timeOfHitProcess: timeHitInChild, measureProcess: measureCommandInChild)
    suite.threadCPUTime = arguments.flag("cpu-time")
    var measured: [String] = []
    do {
      try suite.run(
        progress: { context.stderr.line("bench: \($0)...") },
        emit: { figure in
          measured.append(figure.name)
          if json {
            let object: JSONOutput = .object([
              ("name", .string(figure.name)), ("value", .number(figure.value)),
              ("unit", .string(figure.unit)), ("n", .number(Double(figure.runs))),
            ])
            context.stdout.line(object.serialized)
          } else {
            context.stdout.line(text(of: figure))
          }
        })
    } catch {
      context.error("the benchmark could not run: \(error)")
      return .environment
    }
    if let unknown = only.first(where: { prefix in !measured.contains { $0.hasPrefix(prefix) } }) {
      let quick =
        arguments.flag("quick")
        ? " (--quick leaves out the 10,000-view frames, the 4K and 10,000-view maps and the paced clicks)"
        : ""
      throw UsageError(
        "--only: no figure's name starts with '\(unknown)'\(quick); see 'hitscope bench --help' for the names.",
        command: spec.name)
    }
    return .success
  }

  private static func text(of figure: BenchFigure) -> String {
    let value =
      figure.value >= 1000
      ? String(Int(figure.value.rounded())) : String(format: "%.4g", figure.value)
    var line =
      figure.name.padding(toLength: 34, withPad: " ", startingAt: 0) + value + " " + figure.unit
    if let (comparison, bound) = goals[figure.name] {
      let met = comparison == ">=" ? figure.value >= bound : figure.value <= bound
      line += "  (goal \(comparison) \(bound.shortDescription): \(met ? "met" : "NOT met"))"
    }
    return line
  }

  /// Runs this executable as `hit FILE 10,10` and times it from launch to exit, in seconds.
  private static func timeHitInChild(_ file: String) -> Double? {
    measureCommandInChild(["hit", file, "10,10"])?.seconds
  }

  /// Runs this executable with `arguments`, output thrown away, and measures it from launch to
  /// exit: wall time, its own processor time and peak memory (from `wait4`). Nil when it cannot
  /// be run or exits above 1 (1 is a report's or a check's failing verdict, not a failed run).
  /// Spawned and reaped directly: Foundation's `Process.waitUntilExit` polls every 50 ms here,
  /// which would swamp a 20 ms figure.
  private static func measureCommandInChild(_ arguments: [String]) -> ProcessFigures? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = (["hitscope"] + arguments).map { strdup($0) } + [nil]
    defer { for arg in argv { free(arg) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/proc/self/exe", &actions, nil, argv, environ) == 0 else {
      return nil
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { return nil }
    }
    let elapsed = clock.now - start
    guard status & 0x7F == 0, (status >> 8) & 0xFF <= 1 else { return nil }
    let (seconds, attoseconds) = elapsed.components
    func time(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1_000_000 }
    return ProcessFigures(
      seconds: Double(seconds) + Double(attoseconds) * 1e-18,
      cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime),
      // ru_maxrss is in kilobytes on Linux.
      peakBytes: usage.ru_maxrss * 1024)
  }

  /// Runs this executable with `--load-only` and reads the peak memory it prints.
  private static func measureInChild(_ file: String?) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["bench", "--load-only", file ?? "-"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Int(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private static func loadOnly(_ file: String, in context: CommandContext) -> ExitCode {
    var scene: Scene? = nil
    if file != "-" {
      do {
        scene = try SceneLoader.load(contentsOf: file)
      } catch {
        for diagnostic in error.diagnostics { context.stderr.line(diagnostic.description) }
        return .usage
      }
    }
    guard let peak = ProcessMemory.peakResident else {
      context.error("cannot read the peak memory from /proc/self/status")
      return .environment
    }
    withExtendedLifetime(scene) { context.stdout.line(String(peak)) }
    return .success
  }
}
