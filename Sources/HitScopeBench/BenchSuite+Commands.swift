import Foundation

extension BenchSuite {
  /// The commands at scale, each a fresh process on a generated file, timed launch to exit
  /// (median; with `threadCPUTime`, the process' own processor time) with its peak memory (the
  /// largest of the runs): `map` and `export` of 100,000 overlapping buttons, `report` of 5,000
  /// of them and of the audit figures' imported table of 5,000 views (`TableDumpFile`) (`--quick`: 10,000 and 1,000 views).
  func commandsAtScale(
    in directory: URL, measure: ([String]) -> ProcessFigures?, wants: (String...) -> Bool,
    emit: (BenchFigure) -> Void, progress: (String) -> Void
  ) throws {
    let runs = quick ? 1 : 3
    let big = quick ? 10_000 : 100_000
    let bigLabel = quick ? "10k" : "100k"
    let small = quick ? 1_000 : 5_000
    let smallLabel = quick ? "1k" : "5k"

    /// Runs `arguments` `runs` times and emits NAME.ms, NAME.rss_mb and, for an output file,
    /// NAME.mb; skips the figures when a run fails.
    func figures(_ name: String, _ arguments: [String], output: String?) {
      var times: [Double] = []
      var peak = 0
      for _ in 0..<runs {
        guard let run = measure(arguments) else { return }
        times.append(threadCPUTime ? run.cpuSeconds : run.seconds)
        peak = max(peak, run.peakBytes)
      }
      emit(
        BenchFigure(
          name: "\(name).ms", value: Stopwatch.median(of: times) * 1000, unit: "ms", runs: runs))
      emit(
        BenchFigure(
          name: "\(name).rss_mb", value: Double(peak) / 1_048_576, unit: "MB", runs: runs))
      if let output,
        let size = (try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? Int
      {
        emit(BenchFigure(name: "\(name).mb", value: Double(size) / 1_048_576, unit: "MB", runs: 1))
      }
    }

    if wants("cli.map.\(bigLabel)", "cli.export.\(bigLabel)") {
      let scene = directory.appendingPathComponent("buttons-\(bigLabel).json").path
      try Data(ScaleScenes.buttons(viewCount: big).utf8).write(to: URL(fileURLWithPath: scene))
      let picture = directory.appendingPathComponent("scale.png").path
      if wants("cli.map.\(bigLabel)") {
        progress("hitscope map of \(big) buttons in fresh processes")
        figures("cli.map.\(bigLabel)", ["map", scene, "-o", picture], output: nil)
      }
      if wants("cli.export.\(bigLabel)") {
        progress("hitscope export of \(big) buttons in fresh processes")
        figures("cli.export.\(bigLabel)", ["export", scene, "-o", picture], output: nil)
      }
    }
    if wants("report.\(smallLabel)") {
      progress("hitscope report of \(small) buttons in fresh processes")
      let scene = directory.appendingPathComponent("buttons-\(smallLabel).json").path
      try Data(ScaleScenes.buttons(viewCount: small, probeCount: 40).utf8).write(
        to: URL(fileURLWithPath: scene))
      let page = directory.appendingPathComponent("report-\(smallLabel).html").path
      figures("report.\(smallLabel)", ["report", scene, "-o", page], output: page)
    }
    if wants("report.table\(smallLabel)") {
      progress("hitscope report of an imported table of \(small) views in fresh processes")
      let dump = directory.appendingPathComponent("table-\(smallLabel).dump.txt").path
      try Data(TableDumpFile.text(viewCount: small).utf8).write(to: URL(fileURLWithPath: dump))
      let page = directory.appendingPathComponent("report-table\(smallLabel).html").path
      figures("report.table\(smallLabel)", ["report", dump, "-o", page], output: page)
    }
  }
}
