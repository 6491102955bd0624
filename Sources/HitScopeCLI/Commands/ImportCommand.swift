import Foundation
import HitScopeFormat
import HitScopeImport
import HitScopeRender

/// `hitscope import DUMP... [-o SCENE.json] [--strict] [--quiet]`: writes the scene of an LLDB
/// view dump.
struct ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Write the scene of a UIKit or AppKit view dump pasted from LLDB.",
    positionals: [
      PositionalSpec(
        "DUMP", .oneOrMore,
        help: "Dump files, read as one paste (- reads standard input).")
    ],
    options: [
      OptionSpec(
        "output", short: "o", .value(valueName: "SCENE.json"),
        help: "Write the scene here (atomically) instead of standard output."),
      OptionSpec("strict", help: "Exit with 1 when the import gave any warning."),
      SceneFiles.quietOption,
    ],
    discussion: """
      In LLDB, with the app paused:
        iOS (Objective-C frame)  po [[UIWindow keyWindow] recursiveDescription]
        iOS (Swift frame)        po UIApplication.shared.keyWindow!.value(forKey: "recursiveDescription")!
        iOS controllers          po [UIViewController _printHierarchy]
        macOS                    po [[[NSApp keyWindow] contentView] _subtreeDescription]
        chisel                   pviews, pvc
      Paste the output into a file (several dumps, prompts and all, may share it). Every other
      command also reads a dump directly: hitscope open DUMP, hitscope audit DUMP, ...
      Warnings say what the dump cannot show, as FILE:LINE: warning: ..., on stderr and in the
      scene's header comment. Probes recorded on a dump live beside it in DUMP.probes.json;
      import writes them into the scene.
      """)

  static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
    -> ExitCode
  {
    let paths = arguments.positionalList("DUMP")
    if let output = arguments.value("output") {
      try OutputTargets.check([(output, nil)], inputs: paths, command: spec.name)
    }
    var sources: [DumpSource] = []
    for path in paths {
      do {
        if path == "-" {
          sources.append(
            DumpSource(
              name: SceneInput.standardInputName, bytes: try SceneInput.readStandardInput()))
          continue
        }
        let bytes = try SceneLoader.readFile(path)
        if SceneLoader.startsLikeScene(bytes) {
          context.stderr.line(
            "\(path):1:1: this is a JSON scene already (import reads view dumps; use it as is)")
          return .usage
        }
        sources.append(DumpSource(name: path, bytes: bytes))
      } catch {
        for diagnostic in error.diagnostics { context.stderr.line(diagnostic.description) }
        return .usage
      }
    }
    let imported: ImportedScene
    do {
      guard var scene = try DumpImporter.importScene(sources) else {
        for diagnostic in SceneInput.notASceneOrDump(sources[0].name).diagnostics {
          context.stderr.line(diagnostic.description)
        }
        return .usage
      }
      if paths.count == 1, paths[0] != "-" {
        let sidecar = ProbeSidecar.path(forDump: paths[0])
        if InputFile.isPresent(sidecar) {
          scene.probes += try SceneLoader.sidecarProbes(
            bytes: SceneLoader.readFile(sidecar), fileName: sidecar, for: scene.views)
        }
      }
      imported = scene
    } catch {
      for diagnostic in error.diagnostics { context.stderr.line(diagnostic.description) }
      return .usage
    }
    if !arguments.flag("quiet") {
      for warning in imported.warnings { context.stderr.line(warning.description) }
    }
    let text = SceneWriter.text(of: imported, date: today())
    if let output = arguments.value("output") {
      do {
        try AtomicFile.write(bytes: Array(text.utf8), to: output)
      } catch {
        context.error("\(error)")
        return .environment
      }
    } else {
      context.stdout.write(text)
    }
    return arguments.flag("strict") && !imported.warnings.isEmpty ? .failure : .success
  }

  /// The day of the import, `yyyy-mm-dd` in UTC.
  private static func today() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date())
  }
}
