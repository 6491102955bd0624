import Foundation
import HitScopeEngine
import HitScopeReport

/// `hitscope report SCENE... -o report.html [--open]`: one self-contained HTML page of every
/// scene's probes and audit findings, with pictures.
struct ReportCommand: Command {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write one self-contained HTML page of every scene's probes and audit findings.",
    positionals: [PositionalSpec("SCENE", .oneOrMore, help: SceneFiles.sceneHelp)],
    options: [
      OptionSpec(
        "output", short: "o", .value(valueName: "FILE.html"), required: true,
        help: "The page to write (replaced atomically)."),
      OptionSpec("open", help: "Open the written page in the desktop's browser (xdg-open)."),
      SceneFiles.quietOption,
    ],
    discussion: """
      The page needs no other file and no network: pictures are inline PNGs, the style is
      inline, one small script. It starts with a summary (scenes, probes passed and failed,
      audit errors and warnings, the date, the command line), a filter (everything or failures
      only) and a list of every failure; then per scene the picture with its probes and audit
      findings, the hit map with its legend, each failing probe (expected against actual hit and
      handler, why it missed, a picture around its point with the click's chain and trace, the
      trace as a table), the passing probes, and the audit findings, each with a picture.
      Anchors: #scene-N (N from 1 in argument order), #scene-N-probe-M (M as check numbers the
      probe), #scene-N-finding-K (K as the audit overlay numbers the finding). Invalid scenes
      are reported on stderr and shown in the page. Prints the page's path, then
      'N passed, M failed' as check does.
      Exit code: 0 every probe holds and no error-level finding, 1 some probe or error-level
      finding failed (the page is still written), 2 some scene is invalid, 3 the page could not
      be written or opened; the largest that applies.
      Example: hitscope report scenes/*.json -o out/report.html --open
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    guard let output = arguments.value("output") else {
      preconditionFailure(
        "-o is a required option of report; ArgumentParser must have rejected this line.")
    }
    guard output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm") else {
      throw UsageError(
        "the report is an HTML page; '\(output)' does not end in .html", command: spec.name)
    }
    try OutputTargets.check(
      [(output, nil)], inputs: arguments.positionalList("SCENE"), command: spec.name)
    var code = ExitCode.success
    var scenes: [ReportScene] = []
    for path in arguments.positionalList("SCENE") {
      switch SceneFiles.load(path, in: context, quiet: arguments.flag("quiet")) {
      case .failure(let error):
        code = max(code, .usage)
        scenes.append(.invalid(path: path, diagnostics: error.diagnostics.map(\.description)))
      case .success(let scene):
        scenes.append(.loaded(path: path, scene: scene))
      }
    }
    let run = ReportRun(
      scenes: scenes, commandLine: ["hitscope"] + context.arguments, date: Date())
    let report: HTMLReport
    do {
      report = try HTMLReport(run: run)
      try report.write(to: output)
    } catch {
      context.error("\(error)")
      return max(code, .environment)
    }
    let summary = report.summary
    if summary.hasFailures { code = max(code, .failure) }
    context.stdout.line("wrote \(output)")
    context.stdout.line("\(summary.probesPassed) passed, \(summary.probesFailed) failed")
    if arguments.flag("open") {
      do {
        try BrowserOpener.open(output)
      } catch {
        context.error("\(error)")
        code = max(code, .environment)
      }
    }
    return code
  }
}
