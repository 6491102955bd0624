import HitScopeFormat
import HitScopeRender

/// Checks a command's output files against its inputs before anything is read or written: an
/// output that is one of the inputs (or a dump's probe sidecar), or the output of two inputs at
/// once, is bad usage (exit 2): writing it would silently destroy an input or a picture.
enum OutputTargets {
  /// - Parameters:
  ///   - outputs: each output path with the input it is made from (nil when it is made from all).
  ///   - inputs: the command's input paths; `-` (standard input) names no file.
  static func check(_ outputs: [(path: String, input: String?)], inputs: [String], command: String)
    throws(UsageError)
  {
    var inputFiles: [FileIdentity: String] = [:]
    for input in inputs where input != "-" {
      for path in [input, ProbeSidecar.path(forDump: input)] {
        if let identity = FileIdentity(path) { inputFiles[identity] = inputFiles[identity] ?? path }
      }
    }
    var written: [FileIdentity: String?] = [:]
    for (path, input) in outputs {
      guard let identity = FileIdentity(path), identity.isReplaced else { continue }
      if let source = inputFiles[identity] {
        throw UsageError(
          "refusing to write '\(path)': it is the input '\(source)' (choose another output file)",
          command: command)
      }
      if let earlier = written[identity] {
        throw UsageError(
          "refusing to write '\(path)' twice: it is the output of both '\(earlier ?? "")' and"
            + " '\(input ?? "")' (export them into different folders)", command: command)
      }
      written[identity] = input
    }
  }
}
