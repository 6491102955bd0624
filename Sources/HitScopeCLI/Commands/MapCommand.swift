import HitScopeEngine
import HitScopeFormat
import HitScopeRender

/// `hitscope map SCENE -o OUT.png [--json] [--scale S]`: the hit map, tinted per view.
struct MapCommand: Command {
  static let spec = CommandSpec(
    name: "map",
    abstract: "The hit map: for every pixel, the view a click there reaches.",
    positionals: [PositionalSpec("SCENE", help: SceneFiles.sceneHelp)],
    options: [
      OptionSpec(
        "output", short: "o", .value(valueName: "OUT.png"), required: true,
        help: "The PNG to write: the scene tinted by the view each pixel reaches, with a legend."),
      OptionSpec(
        "json", help: "Also print per-view figures (areas in square points) as documented."),
      OptionSpec(
        "scale", .value(valueName: "S"),
        help: "Pixels per scene point (default 1); areas are counted at these pixel centres."),
      SceneFiles.quietOption,
    ],
    discussion: """
      The map is exact: every pixel holds what hitTest answers at its centre. --json prints
      {"scene", "width", "height", "scale", "views": [{"id", "reachableArea", "visibleArea",
      "reachableFraction", "bbox", "largestSquare"}], "unreached"}; visibleArea is where the
      view paints (fill, stroke band, label box) at an effective opacity of at least 0.05 inside
      every clipping ancestor; reachableFraction is the share of it a click reaches (null when
      the view paints nothing visible). The PNG is written to a temporary file and renamed.
      Example: hitscope map scenes/ring-over-button.json -o map.png --json
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    guard let path = arguments.positional("SCENE"), let output = arguments.value("output") else {
      preconditionFailure(
        "SCENE and -o are required by map; ArgumentParser must have rejected this line.")
    }
    let scale = try arguments.double("scale", in: RenderOptions.scaleRange) ?? 1
    guard
      ExportFormat(pathExtension: output.split(separator: ".").last.map(String.init) ?? "")
        == .png
    else {
      throw UsageError("the map is a PNG; '\(output)' does not end in .png", command: spec.name)
    }
    try OutputTargets.check([(output, path)], inputs: [path], command: spec.name)
    guard
      case .success(let scene) = SceneFiles.load(path, in: context, quiet: arguments.flag("quiet"))
    else { return .usage }
    var options = RenderOptions()
    options.scale = scale
    options.overlays = [.map]
    do {
      try Exporter.export(scene: scene, to: output, format: .png, options: options)
    } catch {
      context.error("\(error)")
      return .environment
    }
    if arguments.flag("json") {
      let map = HitMap(scene: scene, scale: scale)
      let stats = HitMapStatistics(map: map, scene: scene)
      context.stdout.line(json(stats, map: map, scene: scene).serialized)
    }
    return .success
  }

  static func json(_ stats: HitMapStatistics, map: HitMap, scene: Scene) -> JSONOutput {
    let views: [JSONOutput] = stats.views.map { v in
      .object([
        ("id", .string(v.id)),
        ("reachableArea", .number(v.reachableArea)),
        ("visibleArea", .number(v.visibleArea)),
        ("reachableFraction", v.reachableFraction.map(JSONOutput.number) ?? .null),
        (
          "bbox",
          v.bbox.map {
            .array([.number($0.minX), .number($0.minY), .number($0.width), .number($0.height)])
          }
            ?? .null
        ),
        ("largestSquare", .number(v.largestSquare)),
      ])
    }
    return .object([
      ("scene", .string(scene.title)),
      ("width", .number(scene.canvas.width)),
      ("height", .number(scene.canvas.height)),
      ("scale", .number(map.grid.scale)),
      ("views", .array(views)),
      ("unreached", .number(stats.unreached)),
    ])
  }
}
