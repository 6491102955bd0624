import HitScopeEngine

/// One SCENE argument of a report: a scene that loaded (the report evaluates its probes and
/// audits it), or a file that did not load, with its problems.
public enum ReportScene: Sendable {
  case loaded(path: String, scene: Scene)
  /// `diagnostics` are the `file:line:col: message` lines the loader reported.
  case invalid(path: String, diagnostics: [String])

  /// The argument as given on the command line.
  public var path: String {
    switch self {
    case .loaded(let path, _), .invalid(let path, _): path
    }
  }
}
