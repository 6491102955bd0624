/// Why a scene could not be loaded: every problem found, in file order, at least one.
public struct SceneLoadError: Error, CustomStringConvertible {
  public var diagnostics: [SceneDiagnostic]

  public init(diagnostics: [SceneDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// One line per problem, as `hitscope validate` prints them.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
