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
      OptionSpec(
        "gesture", .value(valueName: "GESTURE"),
        help: "Perform tap (default), doubleTap, longPress (0.8 s) or drag:X,Y (to window point"
          + " X,Y in 0.2 s) and print what fires."),
      SceneFiles.quietOption,
    ],
    discussion: """
      Each point's delivery says which recognizers saw the gesture, what became of each and why,
      the phases the hit view received, and what fired or did not fire (JSON: "delivery"; text:
      printed when --gesture is given or a declared recognizer or a scroll view sees the
      gesture).
      Example: hitscope hit scenes/gesture-conflicts.json 60,120 --gesture tap
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
    let gesture = try arguments.value("gesture").map { text throws(UsageError) in
      try GestureArgument.parse(text)
    }
    guard
      case .success(let scene) = SceneFiles.load(path, in: context, quiet: arguments.flag("quiet"))
    else { return .usage }
    let results = points.map { scene.hitTest($0) }
    let deliveries = points.map { scene.deliver(gesture ?? .tap, at: $0).delivery }
    if arguments.flag("json") {
      // One element per line so that a reader on a pipe gets each point as soon as it is routed.
      for (i, result) in results.enumerated() {
        let open = i == 0 ? "[" : " "
        let close = i == results.count - 1 ? "]" : ","
        let delivery = DeliveryReport.json(deliveries[i], gesture: gesture ?? .tap, in: scene)
        context.stdout.line(
          open + HitReport.json(result, in: scene, adding: [("delivery", delivery)]).serialized
            + close)
      }
    } else {
      for (i, result) in results.enumerated() {
        for line in HitReport.text(result, in: scene) { context.stdout.line(line) }
        if gesture != nil || deliveries[i].involvesRecognizers {
          for line in DeliveryReport.text(deliveries[i], gesture: gesture ?? .tap, in: scene) {
            context.stdout.line(line)
          }
        }
      }
    }
    return .success
  }
}
