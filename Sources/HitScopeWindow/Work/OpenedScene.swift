import HitScopeEngine
import HitScopeFormat
import HitScopeImport

/// The scene a window opens with, as read on the opening's thread (see `WindowOpening`): the
/// scene, or a placeholder under the banner when the file does not load (yet).
struct OpenedScene: Sendable {
  var scene: Scene
  /// The warnings of importing a dump (`FILE:LINE: warning: ...`).
  var warnings: [String] = []
  /// Where probes recorded in the window go: the scene file, a dump's sidecar; nil for
  /// standard input and the bundled scene, which have no file to take them.
  var probeFile: String?
  /// Why the file did not load; the window shows its first error in the banner.
  var loadFailure: SceneLoadError?

  /// Reads `scenePath` (nil: the bundled scene) as `SceneSource` reads it, as reloads do. A
  /// file that does not load opens a placeholder when it can be fixed by a save; a failure with
  /// nothing to watch (standard input), or in a folder that does not exist, is the error.
  static func read(_ scenePath: String?, watchedPath: String?) -> Result<
    OpenedScene, SceneLoadError
  > {
    do {
      let loaded = try SceneSource(path: scenePath).load()
      return .success(
        OpenedScene(scene: loaded.scene, warnings: loaded.warnings, probeFile: loaded.probeFile))
    } catch {
      guard let watched = watchedPath, PlaceholderScene.folderExists(of: watched) else {
        return .failure(error)
      }
      // Recording waits for a save that loads; a dump's text is never JSON, so nothing could
      // be written into one by mistake.
      return .success(
        OpenedScene(
          scene: PlaceholderScene.standingIn(for: watched), probeFile: watched,
          loadFailure: error))
    }
  }
}
