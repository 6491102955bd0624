import Foundation

/// Where `s` writes a screenshot: beside the scene file, named after it, never over an
/// existing file.
enum ScreenshotPath {
  /// `FOLDER/NAME-N.png` with the first N from 1 whose file does not exist; FOLDER is the
  /// scene's folder (the current folder for the default scene), NAME its base name (the
  /// title for the default scene).
  static func next(for scenePath: String?, title: String) -> String {
    let folder: URL
    let name: String
    if let scenePath {
      let url = URL(fileURLWithPath: scenePath)
      folder = url.deletingLastPathComponent()
      name = url.deletingPathExtension().lastPathComponent
    } else {
      folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      let safe = title.unicodeScalars.map {
        CharacterSet.alphanumerics.contains($0) ? Character($0) : "-"
      }
      name = String(safe).isEmpty ? "hitscope" : String(safe)
    }
    var n = 1
    while true {
      let path = folder.appendingPathComponent("\(name)-\(n).png").path
      if !FileManager.default.fileExists(atPath: path) { return path }
      n += 1
    }
  }
}
