import Foundation
import HitScopeEngine

/// What the window shows for a scene file that does not load yet: an empty canvas titled after
/// the file, under the banner with the file's first error, until a save fixes it.
enum PlaceholderScene {
  /// The placeholder's canvas, in points: room for the banner's sentence.
  static let canvas = Size(width: 480, height: 300)

  static func standingIn(for path: String) -> Scene {
    let title = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return Scene(
      title: title, canvas: canvas,
      views: [ViewNode(id: "window", type: "UIWindow", frame: Rect(origin: .zero, size: canvas))])
  }

  /// Whether the folder `path` is in exists, so a file saved there can still fix the scene.
  static func folderExists(of path: String) -> Bool {
    var isDirectory: ObjCBool = false
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
