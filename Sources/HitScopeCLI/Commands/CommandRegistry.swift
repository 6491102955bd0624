import HitScopeFormat

/// Every `hitscope` subcommand, in the order `hitscope --help` lists them.
///
/// Adding a command is one file in `Commands/` and one entry here.
public enum CommandRegistry {
  public static let commands: [any Command.Type] = [
    OpenCommand.self,
    HitCommand.self,
    CheckCommand.self,
    AuditCommand.self,
    MapCommand.self,
    ExportCommand.self,
    ReportCommand.self,
    ValidateCommand.self,
    ImportCommand.self,
    BenchCommand.self,
    HelpCommand.self,
  ]

  public static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.spec.name == name }
  }

  /// The error for a word that names no command, with a suggestion when one is close.
  static func unknownCommand(_ name: String) -> UsageError {
    let names = commands.map { $0.spec.name }
    if let suggestion = Suggestion.closest(to: name, in: names) {
      return UsageError("unknown command '\(name)' (did you mean '\(suggestion)'?)")
    }
    return UsageError(
      "unknown command '\(name)' (commands: \(names.joined(separator: ", ")))")
  }
}
