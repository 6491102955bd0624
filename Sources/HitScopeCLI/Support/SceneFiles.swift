import HitScopeEngine
import HitScopeFormat

/// Loads the scene files named on a command line, reporting every problem on stderr.
enum SceneFiles {
  /// `FILE:LINE:COL` for a place in a scene file, or `FILE` when the place is unknown: how
  /// findings and failed probes name where they are, in the compiler's shape.
  static func place(_ path: String, _ position: SourcePosition?) -> String {
    position.map { "\(path):\($0.line):\($0.column)" } ?? path
  }

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
