/// `hitscope validate SCENE...`: parses and validates only.
struct ValidateCommand: Command {
  static let spec = CommandSpec(
    name: "validate",
    abstract: "Parse and validate scene files only.",
    positionals: [PositionalSpec("SCENE", .oneOrMore, help: SceneFiles.sceneHelp)],
    options: [SceneFiles.quietOption],
    discussion: """
      Prints 'FILE: ok' on stdout for each valid file, and each problem of the others on stderr
      as 'FILE:LINE:COL: message'. Exits with 2 when any file is invalid.
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    var code = ExitCode.success
    for path in arguments.positionalList("SCENE") {
      if case .success = SceneFiles.load(path, in: context, quiet: arguments.flag("quiet")) {
        context.stdout.line("\(path): ok")
      } else {
        code = max(code, .usage)
      }
    }
    return code
  }
}
