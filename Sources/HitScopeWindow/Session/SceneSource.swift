import HitScopeEngine
import HitScopeFormat
import HitScopeImport

/// Where the window's scene comes from, read the same way when the window opens and on every
/// reload: a scene file or a view dump (with its probe sidecar), standard input (`-`, read
/// once), or the bundled scene.
struct SceneSource: Sendable {
  /// As `hitscope open` was given it: a path, `-` for standard input, nil for the bundled scene.
  let path: String?

  /// The file watched and read again on a save: the path, unless it is standard input.
  var watchedPath: String? { path == "-" ? nil : path }

  /// A scene as read.
  struct Loaded: Sendable {
    var scene: Scene
    /// The warnings of importing a dump (`FILE:LINE: warning: ...`).
    var warnings: [String]
    /// Where probes recorded in the window go: the scene file, or a dump's sidecar; nil for
    /// standard input and the bundled scene, which have no file to take them.
    var probeFile: String?
  }

  /// Reads the scene: the file (a scene or a dump), standard input, or the bundled scene.
  func load() throws(SceneLoadError) -> Loaded {
    guard let path else {
      return Loaded(scene: SceneLoader.defaultScene(), warnings: [], probeFile: nil)
    }
    let loaded = try SceneInput.load(path)
    return Loaded(
      scene: loaded.scene, warnings: loaded.warnings.map(\.description),
      probeFile: watchedPath.map { loaded.imported == nil ? $0 : ProbeSidecar.path(forDump: $0) })
  }
}
