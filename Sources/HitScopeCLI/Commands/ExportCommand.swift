import Foundation
import HitScopeEngine
import HitScopeRender

/// `hitscope export SCENE... -o OUT.(png|svg|pdf)`: pictures for docs, headless.
struct ExportCommand: Command {
  static let spec = CommandSpec(
    name: "export",
    abstract: "Write a picture of a scene (PNG, SVG or PDF), headless.",
    positionals: [PositionalSpec("SCENE", .oneOrMore, help: SceneFiles.sceneHelp)],
    options: [
      OptionSpec(
        "output", short: "o", .value(valueName: "OUT"), required: true,
        help: "The file to write; its extension (.png, .svg, .pdf) picks the format. "
          + "With several scenes, an existing folder."),
      OptionSpec(
        "format", .value(valueName: "FORMAT"),
        help: "png, svg or pdf, for files written into a folder (default png)."),
      OptionSpec(
        "overlay", .value(valueName: "LIST"),
        help: "Overlays, comma separated: \(OverlayArgument.names.joined(separator: ","))."),
      OptionSpec("all-overlays", help: "Draw every overlay."),
      OptionSpec(
        "click", .value(valueName: "X,Y"),
        help: "A click to explain (chain and trace overlays), in window points."),
      OptionSpec(
        "scale", .value(valueName: "S"), help: "Output pixels per scene point (default 1)."),
      OptionSpec("no-panel", help: "Leave out the side panel."),
      SceneFiles.quietOption,
    ],
    discussion: """
      Files are written to a temporary file and renamed, never half-written. A file that cannot
      be written exits with 3; an invalid scene with 2 (the other scenes are still exported).
      Example: hitscope export scenes/ring-over-button.json -o ring.png --overlay regions,chain \
      --click 210,120 --scale 2
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    let scenes = arguments.positionalList("SCENE")
    guard let output = arguments.value("output") else {
      preconditionFailure(
        "-o is a required option of export; ArgumentParser must have rejected this line.")
    }
    var options = RenderOptions()
    options.scale = try arguments.double("scale", in: RenderOptions.scaleRange) ?? 1
    options.overlays =
      arguments.flag("all-overlays")
      ? Set(Overlay.allCases) : try OverlayArgument.parse(arguments.values["overlay"] ?? [])
    if let click = arguments.value("click") {
      options.click = try PointArgument.parse(click, option: "click")
    }
    options.showPanel = !arguments.flag("no-panel")
    let targets = try targets(for: scenes, output: output, format: arguments.value("format"))
    try OutputTargets.check(
      targets.map { ($0.path, $0.scene) }, inputs: scenes, command: spec.name)

    var code = ExitCode.success
    let showsProgress = scenes.count > 1 && context.stderr.isTerminal
    for (i, (scenePath, path, format)) in targets.enumerated() {
      if showsProgress {
        context.stderr.write(
          "\r\u{1B}[K[\(i + 1)/\(targets.count)] \(TerminalText.line(scenePath))")
      }
      guard
        case .success(let scene) = SceneFiles.load(
          scenePath, in: context, quiet: arguments.flag("quiet"))
      else {
        code = max(code, .usage)
        continue
      }
      if let click = options.click, !scene.canvasContains(click) {
        context.stderr.line(
          "\(scenePath): note: --click \(HitReport.pointText(click)) is "
            + HitReport.offCanvasNote(click, in: scene)
            + "the picture shows its trace, not the point")
      }
      do {
        try Exporter.export(scene: scene, to: path, format: format, options: options)
      } catch {
        if showsProgress { context.stderr.write("\r\u{1B}[K") }
        context.error("\(error)")
        code = max(code, .environment)
      }
    }
    if showsProgress { context.stderr.write("\r\u{1B}[K") }
    return code
  }

  /// Where each scene goes and in which format: `OUT` itself for one scene named to a file,
  /// `OUT/NAME.FORMAT` when `OUT` is an existing folder.
  private static func targets(
    for scenes: [String], output: String, format formatName: String?
  ) throws(UsageError) -> [(scene: String, path: String, format: ExportFormat)] {
    var isDirectory: ObjCBool = false
    let intoFolder =
      FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
      && isDirectory.boolValue
    if intoFolder {
      let format: ExportFormat
      if let formatName {
        guard let named = ExportFormat(pathExtension: formatName) else {
          throw UsageError(
            "unknown format '\(formatName)' (expected png, svg or pdf)", command: spec.name)
        }
        format = named
      } else {
        format = .png
      }
      return scenes.map { scene in
        let base = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
        let path = URL(fileURLWithPath: output).appendingPathComponent(base)
          .appendingPathExtension(format.rawValue).path
        return (scene, path, format)
      }
    }
    guard scenes.count == 1 else {
      throw UsageError(
        "with \(scenes.count) scenes, -o must name an existing folder, not '\(output)'",
        command: spec.name)
    }
    let ext = URL(fileURLWithPath: output).pathExtension
    guard let format = ExportFormat(pathExtension: ext) else {
      throw UsageError(
        "cannot tell the format of '\(output)' from its extension (expected .png, .svg or .pdf)",
        command: spec.name)
    }
    if let formatName, ExportFormat(pathExtension: formatName) != format {
      throw UsageError(
        "--format \(formatName) contradicts the extension of '\(output)'", command: spec.name)
    }
    return [(scenes[0], output, format)]
  }
}
