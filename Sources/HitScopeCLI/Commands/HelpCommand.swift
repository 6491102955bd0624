/// `hitscope help [SUBCOMMAND]`: the same text as `--help`.
struct HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", abstract: "Show help for hitscope or one of its subcommands.",
    positionals: [PositionalSpec("SUBCOMMAND", .optional, help: "The command to explain.")])

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    guard let name = arguments.positional("SUBCOMMAND") else {
      context.stdout.write(HelpFormatter.overview(commands: CLI.listedSpecs))
      return .success
    }
    guard let command = CommandRegistry.command(named: name) else {
      throw CommandRegistry.unknownCommand(name)
    }
    context.stdout.write(HelpFormatter.help(for: command.spec))
    return .success
  }
}
