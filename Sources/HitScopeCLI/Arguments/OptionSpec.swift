/// One `--name` a command accepts: a flag, or an option that takes a value.
public struct OptionSpec: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// Present or absent; never takes a value.
    case flag
    /// Takes one value, as `--name VALUE`, `--name=VALUE` or, with a short name, `-n VALUE`;
    /// `valueName` is how help shows the value (`FILE`, `S`, `X,Y`).
    case value(valueName: String)
  }

  /// The long name without dashes (`json` for `--json`).
  public var name: String
  /// The one-letter short name without its dash (`o` for `-o`), if any.
  public var short: Character?
  public var kind: Kind
  /// One sentence for help.
  public var help: String
  /// Whether the command cannot run without it (only for options with a value).
  public var isRequired: Bool

  public init(
    _ name: String, short: Character? = nil, _ kind: Kind = .flag, required: Bool = false,
    help: String
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.help = help
    self.isRequired = required
  }

  public var takesValue: Bool {
    if case .value = kind { return true }
    return false
  }

  /// How usage lines show the option (`--scale S`, `-o FILE`, `--json`).
  public var synopsis: String {
    let spelled = short.map { "-\($0)" } ?? "--\(name)"
    switch kind {
    case .flag: return spelled
    case .value(let valueName): return "\(spelled) \(valueName)"
    }
  }
}
