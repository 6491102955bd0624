import HitScopeEngine
import HitScopeFormat

/// Loads the scene files named on a command line, reporting every problem on stderr.
enum SceneFiles {
  /// The scene at `path`, or the problems found after printing each on stderr as
  /// `file:line:col: message`.
  static func load(_ path: String, in context: CommandContext) -> Result<Scene, SceneLoadError> {
    do {
      return .success(try SceneLoader.load(contentsOf: path))
    } catch {
      for diagnostic in error.diagnostics { context.stderr.line(diagnostic.description) }
      return .failure(error)
    }
  }
}
