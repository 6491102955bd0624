import HitScopeEngine

/// One scene of the page, numbered, with what the report adds to its input: the audit's
/// findings and the pictures.
struct SceneEntry: Sendable {
  /// A scene that loaded.
  struct Loaded: Sendable {
    var scene: Scene
    var probes: [ReportProbe]
    /// In the audit's order, numbered from 1 as the audit overlay numbers them.
    var findings: [AuditFinding]
    var pictures: ScenePictures

    var failing: [ReportProbe] { probes.filter { !$0.passed } }
    var passing: [ReportProbe] { probes.filter(\.passed) }
    var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// Whether the scene shows under "failures only": a failing probe or an error finding.
    var hasFailures: Bool { !failing.isEmpty || errorCount > 0 }
  }

  /// From 1, in command-line order: the `N` of the `scene-N` anchors.
  var number: Int
  var path: String
  /// nil for a file that did not load.
  var loaded: Loaded?
  /// The loader's `file:line:col: message` lines, for a file that did not load.
  var diagnostics: [String]

  /// `scene-2`.
  var anchor: String { "scene-\(number)" }
  /// `scene-2-probe-5`, the probe numbered from 1 in file order.
  func anchor(probe: ReportProbe) -> String { "\(anchor)-probe-\(probe.index + 1)" }
  /// `scene-2-finding-3`, the finding numbered from 1 as the audit overlay numbers it.
  func anchor(finding index: Int) -> String { "\(anchor)-finding-\(index + 1)" }

  /// Audits the scene and renders its pictures (invalid files need neither).
  init(number: Int, scene input: ReportScene) throws {
    self.number = number
    path = input.path
    switch input {
    case .loaded(_, let scene, let probes):
      let findings = Audit.run(scene)
      loaded = Loaded(
        scene: scene, probes: probes, findings: findings,
        pictures: try ScenePictures(scene: scene, probes: probes, findings: findings))
      diagnostics = []
    case .invalid(_, let diagnostics):
      loaded = nil
      self.diagnostics = diagnostics
    }
  }
}
