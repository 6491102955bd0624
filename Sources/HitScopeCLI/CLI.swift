/// The `hitscope` command line as a library call, so that tests run it in-process.
public enum CLI {
  /// The version `--version` prints: the program's, then the scene format and command-line
  /// specs it implements.
  public static let version = "hitscope 1.0.0 (scene format 1, command line 1)"

  /// Runs one command line.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the program name.
  ///   - stdout: receives data (reports, JSON, summaries), line by line.
  ///   - stderr: receives problems, one line each, and progress.
  /// - Returns: the exit code: 0 success, 1 a probe failed, 2 bad usage or an invalid scene,
  ///   3 the environment failed.
  public static func run(
    arguments: [String], stdout: any TextOutput, stderr: any TextOutput
  ) -> Int32 {
    let context = CommandContext(stdout: stdout, stderr: stderr, arguments: arguments)
    let command: any Command.Type
    var rest = arguments
    if let first = arguments.first, !ArgumentParser.looksLikeOption(first) {
      guard let named = CommandRegistry.command(named: first) else {
        return report(CommandRegistry.unknownCommand(first), in: context)
      }
      command = named
      rest.removeFirst()
    } else {
      command = BareCommand.self
    }
    let spec = command.spec
    do {
      let parsed = try ArgumentParser.parse(rest, for: spec)
      if parsed.flag("help") {
        let text =
          command is BareCommand.Type
          ? HelpFormatter.overview(commands: listedSpecs) : HelpFormatter.help(for: spec)
        stdout.write(text)
        return ExitCode.success.rawValue
      }
      if parsed.flag("version") {
        stdout.line(version)
        return ExitCode.success.rawValue
      }
      return try command.run(parsed, in: context).rawValue
    } catch {
      var error = error
      if error.command == nil { error.command = spec.name }
      return report(error, in: context)
    }
  }

  /// The exit code of a run whose output went to `stdout`: `code`, or 3 with a line on `stderr`
  /// when standard output failed (a full disk, `/dev/full`): output that did not arrive is the
  /// environment failing, never a success.
  public static func finish(
    _ code: Int32, stdout: FileDescriptorOutput, stderr: any TextOutput
  ) -> Int32 {
    guard let reason = stdout.close() else { return code }
    stderr.line("hitscope: cannot write standard output: \(reason)")
    return max(code, ExitCode.environment.rawValue)
  }

  /// The specs `hitscope --help` lists.
  static var listedSpecs: [CommandSpec] { CommandRegistry.commands.map { $0.spec } }

  private static func report(_ error: UsageError, in context: CommandContext) -> Int32 {
    context.error(error.description)
    if let name = error.command, let command = CommandRegistry.command(named: name) {
      context.stderr.line("usage: \(command.spec.usage)")
    } else {
      context.stderr.line("Run 'hitscope --help' for the list of commands.")
    }
    return ExitCode.usage.rawValue
  }
}
