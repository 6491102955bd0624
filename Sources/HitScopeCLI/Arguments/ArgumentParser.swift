import HitScopeFormat

/// Parses one command's arguments against its `CommandSpec`.
///
/// Accepted forms: `--name VALUE`, `--name=VALUE`, `-n VALUE`, `-nVALUE`, flags `--name` and
/// `-n`, and positionals anywhere; `--` makes every later argument positional. An argument that
/// starts with a dash and a digit or dot (`-5,10`) is a positional, so negative points need no
/// `--`. `--help`/`-h` and `--version` win over every other problem on the line.
public enum ArgumentParser {
  public static func parse(
    _ arguments: [String], for spec: CommandSpec
  ) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments(command: spec.name)
    var loose: [String] = []
    var firstError: UsageError?
    let options = spec.allOptions
    var index = 0
    var onlyPositionals = false

    func fail(_ message: String) {
      if firstError == nil { firstError = UsageError(message, command: spec.name) }
    }
    func record(_ option: OptionSpec, spelled: String, inlineValue: String?) {
      switch option.kind {
      case .flag:
        if inlineValue != nil {
          fail("option '\(spelled)' is a flag and takes no value")
        }
        parsed.flags.insert(option.name)
      case .value(let valueName):
        if let inlineValue {
          parsed.values[option.name, default: []].append(inlineValue)
        } else if index + 1 < arguments.count {
          index += 1
          parsed.values[option.name, default: []].append(arguments[index])
        } else {
          fail("option '\(spelled)' needs a value (\(spelled) \(valueName))")
        }
      }
    }

    while index < arguments.count {
      let argument = arguments[index]
      if onlyPositionals || !looksLikeOption(argument) {
        loose.append(argument)
      } else if argument == "--" {
        onlyPositionals = true
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
          name = String(body[..<equals])
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = String(body)
          inlineValue = nil
        }
        if let option = options.first(where: { $0.name == name }) {
          record(option, spelled: "--\(name)", inlineValue: inlineValue)
        } else {
          let suggestion = Suggestion.closest(to: name, in: options.map(\.name))
          fail(unknownOption("--\(name)", suggestion: suggestion.map { "--\($0)" }))
        }
      } else {
        let letter = argument.dropFirst().first!
        let rest = String(argument.dropFirst(2))
        if let option = options.first(where: { $0.short == letter }) {
          if option.takesValue {
            record(option, spelled: "-\(letter)", inlineValue: rest.isEmpty ? nil : rest)
          } else if rest.isEmpty {
            record(option, spelled: "-\(letter)", inlineValue: nil)
          } else {
            fail(unknownOption(argument, suggestion: nil))
          }
        } else {
          let longMatch = options.first { $0.name == argument.dropFirst() }
          fail(unknownOption(argument, suggestion: longMatch.map { "--\($0.name)" }))
        }
      }
      index += 1
    }

    if parsed.flag("help") || parsed.flag("version") { return parsed }
    if let firstError { throw firstError }
    if let missing = spec.options.first(where: { $0.isRequired && parsed.values[$0.name] == nil }) {
      throw UsageError(
        "missing option '\(missing.synopsis)' for '\(spec.invocation)'", command: spec.name)
    }
    parsed.positionals = try assign(loose, to: spec)
    return parsed
  }

  /// Whether the argument is spelled as an option rather than a value (`-`, `-5,10` and
  /// `-.5,2` are values).
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument.count > 1 else { return false }
    let second = argument.dropFirst().first!
    return !(second.isNumber || second == ".")
  }

  private static func unknownOption(_ spelled: String, suggestion: String?) -> String {
    if let suggestion { return "unknown option '\(spelled)' (did you mean '\(suggestion)'?)" }
    return "unknown option '\(spelled)'"
  }

  /// Hands the positional arguments to the spec's positionals left to right: a required one takes
  /// an argument whenever one is left (so the error names the last missing one); optional and
  /// repeated ones take what they can while leaving enough for the required ones after them.
  private static func assign(
    _ loose: [String], to spec: CommandSpec
  ) throws(UsageError) -> [String: [String]] {
    var result: [String: [String]] = [:]
    var next = 0
    for (i, positional) in spec.positionals.enumerated() {
      let laterMinimum = spec.positionals[(i + 1)...].reduce(0) { $0 + $1.arity.minimum }
      let available = loose.count - next - laterMinimum
      let take: Int
      switch positional.arity {
      case .one: take = min(1, loose.count - next)
      case .optional: take = min(1, max(available, 0))
      case .oneOrMore, .zeroOrMore: take = max(available, 0)
      }
      if take < positional.arity.minimum {
        throw UsageError(
          "missing \(positional.name) for '\(spec.invocation)'", command: spec.name)
      }
      result[positional.name] = Array(loose[next..<(next + take)])
      next += take
    }
    if next < loose.count {
      throw UsageError(
        "unexpected argument '\(loose[next])' for '\(spec.invocation)'", command: spec.name)
    }
    return result
  }
}
