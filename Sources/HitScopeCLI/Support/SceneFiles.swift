import HitScopeEngine
import HitScopeFormat
import HitScopeImport

/// Loads the scene files named on a command line, reporting every problem on stderr.
enum SceneFiles {
  /// `--quiet`, on every command that reads a scene or a dump.
  static let quietOption = OptionSpec(
    "quiet", help: "Do not print the warnings of importing a dump (FILE:LINE: warning: ...).")

  /// What every SCENE positional's help says.
  static let sceneHelp =
    "A scene file, a UIKit or AppKit view dump (see 'hitscope import --help'), or - for"
    + " standard input."

  /// The scene at `path` (a scene file, a dump, or `-` for standard input), after printing
  /// an import's warnings on stderr unless `quiet`; or the problems found, after printing each
  /// on stderr as `file:line:col: message`.
  static func load(_ path: String, in context: CommandContext, quiet: Bool = false) -> Result<
    Scene, SceneLoadError
  > {
    input(path, in: context, quiet: quiet).map(\.scene)
  }

  /// As `load`, with what was loaded beside the scene (a dump's probe sidecar).
  static func input(_ path: String, in context: CommandContext, quiet: Bool = false) -> Result<
    LoadedScene, SceneLoadError
  > {
    do {
      let loaded = try SceneInput.load(path)
      if !quiet {
        for warning in loaded.warnings { context.stderr.line(warning.description) }
      }
      return .success(loaded)
    } catch {
      for diagnostic in error.diagnostics { context.stderr.line(diagnostic.description) }
      return .failure(error)
    }
  }
}
