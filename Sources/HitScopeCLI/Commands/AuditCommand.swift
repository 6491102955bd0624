import HitScopeEngine
import HitScopeFormat

/// `hitscope audit SCENE... [--json] [--min-target N]`: lints hit regions against the hit map.
struct AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Lint hit regions (unreachable, occluded, too small, ...).",
    positionals: [PositionalSpec("SCENE", .oneOrMore, help: SceneFiles.sceneHelp)],
    options: [
      OptionSpec("json", help: "Print a JSON array of findings, as documented."),
      OptionSpec(
        "min-target", .value(valueName: "N"),
        help:
          "Comfortable target side in points, replacing the platform's (44 on iOS, 28 on macOS,"
          + " 66 on tvOS, 60 on visionOS); the platform's minimum still makes an error."),
      SceneFiles.quietOption,
    ],
    discussion: """
      Prints one line per finding, 'SCENE:LINE:COLUMN: severity rule view: sentence', at the \
      view's place in the file (as a compiler does, so editors and CI jump to it). Rules: \
      \(AuditRule.allCases.map { "\($0.rawValue) (\($0.severity.rawValue))" }.joined(separator: ", ")); \
      an invisible hit area that takes a touch target's taps, a target under the platform's \
      minimum size and a recognizer with actions that never sees a touch are errors. Only touch \
      targets are judged. Each bug is named once, on its cause. See docs/audit.md.
      Exit code: 0 no error-level finding, 1 some error-level finding, 2 some scene is invalid;
      the largest that applies.
      Example: hitscope audit scenes/*.json --json
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    let minTarget = try arguments.double("min-target", in: 1...1000)
    let asJSON = arguments.flag("json")
    var code = ExitCode.success
    var all: [JSONOutput] = []
    for path in arguments.positionalList("SCENE") {
      guard
        case .success(let scene) = SceneFiles.load(
          path, in: context, quiet: arguments.flag("quiet"))
      else {
        code = max(code, .usage)
        continue
      }
      let findings = Audit.run(scene, options: Audit.Options(minTarget: minTarget))
      if findings.contains(where: { $0.severity == .error }) { code = max(code, .failure) }
      for finding in findings {
        let id = scene.views[finding.view].id
        let position = scene.position(of: finding.view)
        if asJSON {
          all.append(
            .object(
              [
                ("scene", .string(path)),
                ("line", position.map { .number(Double($0.line)) } ?? .null),
                ("column", position.map { .number(Double($0.column)) } ?? .null),
                ("rule", .string(finding.rule.rawValue)),
                ("severity", .string(finding.severity.rawValue)),
                ("view", .string(id)),
                ("related", .array(finding.related.map { .string(scene.views[$0].id) })),
                ("message", .string(finding.message)),
              ]
                + (finding.overrideNotes.isEmpty
                  ? [] : [("overrides", .array(finding.overrideNotes.map { .string($0) }))])))
        } else {
          context.stdout.line(
            "\(SourcePosition.place(path, position)): \(finding.severity.rawValue) \(finding.rule.rawValue) \(id): \(finding.message)"
          )
          for note in finding.overrideNotes { context.stdout.line("  override: \(note)") }
        }
      }
    }
    if asJSON { context.stdout.line(JSONOutput.array(all).serialized) }
    return code
  }
}
