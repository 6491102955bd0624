/// A `hitscope` subcommand.
///
/// To add one, write a type conforming to `Command` in its own file in `Commands/` and add it to
/// `CommandRegistry.commands`. Parsing, `--help`, `hitscope help NAME`, `--version`, typo
/// suggestions and the command list in `hitscope --help` all follow from its `spec`.
public protocol Command: Sendable {
  static var spec: CommandSpec { get }

  /// Runs the command on arguments already checked against `spec`. Throw `UsageError` for bad
  /// usage found while reading values (a malformed number or point): the command line stops
  /// with exit code 2 before anything is done.
  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
}
