import HitScopeEngine

/// `hitscope hit SCENE X,Y [X,Y ...] [--json]`: routes each window point through the scene.
struct HitCommand: Command {
  static let spec = CommandSpec(
    name: "hit",
    abstract: "Route each point: hit view, trace, responder chain, handler.",
    positionals: [
      PositionalSpec("SCENE", help: SceneFiles.sceneHelp),
      PositionalSpec(
        "X,Y", .oneOrMore,
        help: "Window points (top-left of the canvas is 0,0; y grows down)."),
    ],
    options: [
      OptionSpec("json", help: "Print a JSON array, one object per point, as documented."),
      SceneFiles.quietOption,
    ],
    discussion: """
      Example: hitscope hit scenes/ring-over-button.json 120,120 210,120 --json
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    var points: [Point] = []
    for text in arguments.positionalList("X,Y") { points.append(try PointArgument.parse(text)) }
    guard let path = arguments.positional("SCENE") else {
      preconditionFailure(
        "SCENE is a required positional of hit; ArgumentParser must have rejected this line.")
    }
    guard
      case .success(let scene) = SceneFiles.load(path, in: context, quiet: arguments.flag("quiet"))
    else { return .usage }
    let results = points.map { scene.hitTest($0) }
    if arguments.flag("json") {
      // One element per line so that a reader on a pipe gets each point as soon as it is routed.
      for (i, result) in results.enumerated() {
        let open = i == 0 ? "[" : " "
        let close = i == results.count - 1 ? "]" : ","
        context.stdout.line(open + HitReport.json(result, in: scene).serialized + close)
      }
    } else {
      for result in results {
        for line in HitReport.text(result, in: scene) { context.stdout.line(line) }
      }
    }
    return .success
  }
}
