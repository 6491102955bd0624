/// Everything the parser and the help text need to know about one subcommand.
///
/// `--help`/`-h` and `--version` are accepted by every command and need not be listed.
public struct CommandSpec: Hashable, Sendable {
  /// The subcommand word (`hit`); empty for the bare `hitscope`.
  public var name: String
  /// One line for the command list in `hitscope --help`.
  public var abstract: String
  public var positionals: [PositionalSpec]
  public var options: [OptionSpec]
  /// Paragraphs shown after the option list in the command's help.
  public var discussion: String

  public init(
    name: String, abstract: String, positionals: [PositionalSpec] = [],
    options: [OptionSpec] = [], discussion: String = ""
  ) {
    precondition(
      positionals.dropLast().allSatisfy { !$0.arity.isRepeated },
      "Command \(name): only the last positional may repeat; reorder its positionals.")
    precondition(
      options.allSatisfy { !$0.isRequired || $0.takesValue },
      "Command \(name): a required option must take a value; make the flag optional.")
    precondition(
      Set(options.map(\.name)).count == options.count,
      "Command \(name): two options share a name; rename one.")
    self.name = name
    self.abstract = abstract
    self.positionals = positionals
    self.options = options
    self.discussion = discussion
  }

  /// The options the parser accepts: the command's own plus `--help` and `--version`.
  public var allOptions: [OptionSpec] { options + CommandSpec.builtInOptions }

  public static let builtInOptions: [OptionSpec] = [
    OptionSpec("help", short: "h", help: "Show this help and exit."),
    OptionSpec("version", help: "Print the version and exit."),
  ]

  /// How the command is typed (`hitscope hit`, or `hitscope` for the bare command).
  public var invocation: String { name.isEmpty ? "hitscope" : "hitscope \(name)" }

  /// The usage line, e.g. `hitscope hit SCENE X,Y... [--json]`.
  public var usage: String {
    var words = ["hitscope"]
    if !name.isEmpty { words.append(name) }
    words += positionals.map(\.synopsis)
    words += options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    return words.joined(separator: " ")
  }
}
