import Dispatch
import Foundation
import HitScopeEngine
import HitScopeRender
import Synchronization

/// One scene of the page, numbered, with what the report adds to its input: the audit's
/// findings and the pictures.
struct SceneEntry: Sendable {
  /// A scene that loaded.
  struct Loaded: Sendable {
    var scene: Scene
    var probes: [ReportProbe]
    /// As the audit overlay draws and numbers them (from 1, in this order).
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

  /// Evaluates the scene's probes, audits it and renders its pictures (invalid files need none
  /// of it).
  init(number: Int, scene input: ReportScene) throws {
    self.number = number
    path = input.path
    switch input {
    case .loaded(_, let scene):
      let probes = ReportProbe.all(in: scene)
      // One audit serves the page's list and the pictures' markers, numbered alike.
      let audit = AuditReport(scene: scene)
      loaded = Loaded(
        scene: scene, probes: probes, findings: audit.findings,
        pictures: try ScenePictures(scene: scene, probes: probes, audit: audit))
      diagnostics = []
    case .invalid(_, let diagnostics):
      loaded = nil
      self.diagnostics = diagnostics
    }
  }
}

extension SceneEntry {
  /// An entry per scene, numbered from 1 in order, made concurrently: each scene has its own
  /// renderer and its own audit, and what renderers share (fonts) is safe across threads.
  static func all(_ scenes: [ReportScene]) throws -> [SceneEntry] {
    let results = Mutex<[Result<SceneEntry, any Error>?]>(
      Array(repeating: nil, count: scenes.count))
    DispatchQueue.concurrentPerform(iterations: scenes.count) { i in
      let entry = Result { try SceneEntry(number: i + 1, scene: scenes[i]) }
      results.withLock { $0[i] = entry }
    }
    return try results.withLock { $0 }.map { entry in
      guard let entry else {
        preconditionFailure("concurrentPerform returned before making every scene's entry.")
      }
      return try entry.get()
    }
  }
}
