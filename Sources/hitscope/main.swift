import Glibc
import HitScopeCLI

exit(
  CLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    stdout: FileDescriptorOutput.standardOutput(),
    stderr: FileDescriptorOutput.standardError()))
