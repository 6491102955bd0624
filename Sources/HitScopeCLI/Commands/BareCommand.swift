import HitScopeWindow

/// `hitscope` without a subcommand: opens the bundled default scene in a window.
struct BareCommand: Command {
  static let spec = CommandSpec(
    name: "", abstract: "Open the bundled default scene (the ring over the button) in a window.")

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    OpenCommand.openWindow(WindowOptions(), in: context)
  }
}
