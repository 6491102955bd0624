import HitScopeEngine
import HitScopeFormat
import HitScopeRender

/// `hitscope check SCENE... [--junit FILE]`: verifies every probe of every scene.
struct CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Verify every probe of every scene.",
    positionals: [PositionalSpec("SCENE", .oneOrMore, help: SceneFiles.sceneHelp)],
    options: [
      OptionSpec(
        "junit", .value(valueName: "FILE"),
        help: "Also write the results as JUnit XML to FILE (replaced atomically)."),
      SceneFiles.quietOption,
    ],
    discussion: """
      Prints one line per failed probe (scene, probe, point, expected and actual, the trace),
      then 'N passed, M failed'. Invalid scenes are reported on stderr and count no probes.
      Exit code: 0 all probes pass, 1 some probe failed, 2 some scene is invalid, 3 the JUnit file
      could not be written; the largest that applies.
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    var code = ExitCode.success
    var passed = 0
    var failed = 0
    var report = JUnitReport()
    if let junit = arguments.value("junit") {
      try OutputTargets.check(
        [(junit, nil)], inputs: arguments.positionalList("SCENE"), command: spec.name)
    }
    for path in arguments.positionalList("SCENE") {
      switch SceneFiles.input(path, in: context, quiet: arguments.flag("quiet")) {
      case .failure(let error):
        code = max(code, .usage)
        report.entries.append(
          .invalid(path: path, diagnostics: error.diagnostics.map(\.description)))
      case .success(let loaded):
        let scene = loaded.scene
        // A dump's probes are its sidecar's: their positions are in that file.
        let outcomes = scene.probes.enumerated().map {
          ProbeOutcome(
            scenePath: path, probePath: loaded.sidecarPath, index: $0.offset, probe: $0.element,
            scene: scene)
        }
        for outcome in outcomes {
          if outcome.passed {
            passed += 1
          } else {
            failed += 1
            code = max(code, .failure)
            context.stdout.line(outcome.failureLine)
          }
        }
        report.entries.append(.checked(path: path, outcomes: outcomes))
      }
    }
    context.stdout.line("\(passed) passed, \(failed) failed")
    if let junit = arguments.value("junit") {
      do {
        try AtomicFile.write(bytes: Array(report.xml.utf8), to: junit)
      } catch {
        context.error("\(error)")
        code = max(code, .environment)
      }
    }
    return code
  }
}
