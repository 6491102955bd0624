import HitScopeFormat
import HitScopeRender
import HitScopeWindow

/// `hitscope open [SCENE] [--scale S] [--overlay LIST] [--log-events]`: the interactive window.
struct OpenCommand: Command {
  static let spec = CommandSpec(
    name: "open",
    abstract: "Open a scene in the interactive window; it reloads when the file is saved.",
    positionals: [
      PositionalSpec(
        "SCENE", .optional,
        help: SceneFiles.sceneHelp + " Default: the bundled ring over the button.")
    ],
    options: [
      OptionSpec(
        "scale", .value(valueName: "S"),
        help: "Device pixels per scene point (default: from Xft.dpi, else 1)."),
      OptionSpec(
        "overlay", .value(valueName: "LIST"),
        help:
          "Overlays to start with, comma separated: \(OverlayArgument.names.joined(separator: ","))."
      ),
      OptionSpec("log-events", help: "Print one JSON line per event on stdout, for scripts."),
      SceneFiles.quietOption,
    ],
    discussion: """
      Needs an X display (DISPLAY); without one it exits with 3. For a picture without a window
      use 'hitscope export'. A scene that does not load opens anyway: its errors go to stderr,
      the first one shows in a red banner over an empty canvas, and the window loads the scene
      as soon as a save fixes it (a file in a folder that does not exist exits with 2).
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    var options = WindowOptions(
      scenePath: arguments.positional("SCENE"),
      scale: try arguments.double("scale", in: RenderOptions.scaleRange),
      overlays: try OverlayArgument.parse(arguments.values["overlay"] ?? []),
      logEvents: arguments.flag("log-events"))
    if !arguments.flag("quiet") {
      options.importWarningObserver = { [stderr = context.stderr] in stderr.line($0) }
    }
    return openWindow(options, in: context)
  }

  /// Runs the window until it closes, mapping what can go wrong to exit codes.
  static func openWindow(_ options: WindowOptions, in context: CommandContext) -> ExitCode {
    do {
      let code = try runWindow(options)
      return ExitCode(rawValue: code) ?? .environment
    } catch let error as SceneLoadError {
      for diagnostic in error.diagnostics { context.stderr.line(diagnostic.description) }
      return .usage
    } catch {
      context.error("\(error)")
      return .environment
    }
  }
}
