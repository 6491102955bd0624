/// Renders `--help` text from command specs, in the layout of Swift's own tools.
public enum HelpFormatter {
  /// The help of one command.
  public static func help(for spec: CommandSpec) -> String {
    var out = "OVERVIEW: \(spec.abstract)\n\nUSAGE: \(spec.usage)\n"
    if !spec.positionals.isEmpty {
      out += "\nARGUMENTS:\n"
      out += table(spec.positionals.map { ($0.synopsis, $0.help) })
    }
    out += "\nOPTIONS:\n"
    out += table(
      spec.allOptions.map { option in
        var left = option.short.map { "-\($0), " } ?? ""
        left += "--\(option.name)"
        if case .value(let valueName) = option.kind { left += " \(valueName)" }
        return (left, option.help)
      })
    if !spec.discussion.isEmpty { out += "\n\(spec.discussion)\n" }
    return out
  }

  /// The help of `hitscope` itself: the command list.
  public static func overview(commands: [CommandSpec]) -> String {
    var out = """
      OVERVIEW: HitScope shows and checks how a UI routes a click: which view a point hits, \
      why, and who handles it.

      USAGE: hitscope [SUBCOMMAND] [ARGUMENTS]
             hitscope            (opens the bundled default scene in a window)

      SUBCOMMANDS:

      """
    out += table(commands.map { ($0.name, $0.abstract) })
    out += """

      Run 'hitscope help SUBCOMMAND' or 'hitscope SUBCOMMAND --help' for a command's options.
      Exit codes: 0 success, 1 a probe or an error-level finding failed, 2 bad usage or an \
      invalid scene, 3 the environment failed.

      """
    return out
  }

  private static func table(_ rows: [(String, String)]) -> String {
    let width = min(24, rows.map(\.0.count).max() ?? 0)
    var out = ""
    for (left, right) in rows {
      if left.count > width {
        out += "  \(left)\n  \(String(repeating: " ", count: width))  \(right)\n"
      } else {
        out += "  \(left.padding(toLength: width, withPad: " ", startingAt: 0))  \(right)\n"
      }
    }
    return out
  }
}
