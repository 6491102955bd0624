import Glibc
import HitScopeCLI

let standardOutput = FileDescriptorOutput.standardOutput()
let standardError = FileDescriptorOutput.standardError()
let code = CLI.run(
  arguments: Array(CommandLine.arguments.dropFirst()), stdout: standardOutput,
  stderr: standardError)
exit(CLI.finish(code, stdout: standardOutput, stderr: standardError))
