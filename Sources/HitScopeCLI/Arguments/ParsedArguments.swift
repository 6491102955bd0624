import HitScopeEngine

/// What the parser found on a command line, checked against the command's spec.
public struct ParsedArguments: Hashable, Sendable {
  public var command: String
  /// Flags that were given, by long name.
  public var flags: Set<String>
  /// Every value given to each option, by long name, in command-line order.
  public var values: [String: [String]]
  /// Positional arguments by spec name, in command-line order.
  public var positionals: [String: [String]]

  public init(
    command: String, flags: Set<String> = [], values: [String: [String]] = [:],
    positionals: [String: [String]] = [:]
  ) {
    self.command = command
    self.flags = flags
    self.values = values
    self.positionals = positionals
  }

  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given to an option (the last one wins, as in most tools), or nil.
  public func value(_ name: String) -> String? { values[name]?.last }

  public func positional(_ name: String) -> String? { positionals[name]?.first }

  public func positionalList(_ name: String) -> [String] { positionals[name] ?? [] }

  /// The last value of an option read as a finite number in `range`, or nil when absent.
  public func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw UsageError(
        "option '--\(name)' needs a number from \(range.lowerBound.shortDescription) to "
          + "\(range.upperBound.shortDescription), not '\(text)'", command: command)
    }
    return number
  }
}
