import Foundation
import HitScopeEngine
import HitScopeFormat

/// Paths and process set-up shared by the render tests.
enum TestEnvironment {
  /// The package root, found from this file's path.
  static let repositoryRoot: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
  }()

  static let goldensDirectory = repositoryRoot + "/Tests/HitScopeRenderTests/Goldens"

  /// Points fontconfig at the pinned fonts.conf. It must run before the first text is laid out
  /// in the process; every render test calls it first.
  static let pinFonts: Void = {
    setenv("FONTCONFIG_FILE", goldensDirectory + "/fonts.conf", 1)
  }()

  /// Where failed goldens write expected | diff | actual: `golden-failures` in the build's
  /// scratch directory (found from the test binary's path), else `.build/golden-failures`.
  static let failuresDirectory: String = {
    if let explicit = ProcessInfo.processInfo.environment["GOLDEN_FAILURES_DIR"] {
      return explicit
    }
    var url = URL(fileURLWithPath: Bundle.main.bundlePath)
    while url.path != "/" {
      let name = url.lastPathComponent
      if name == "debug" || name == "release" {
        var scratch = url.deletingLastPathComponent()
        // SwiftPM nests the configuration in a target-triple directory (x86_64-unknown-linux-gnu).
        if scratch.lastPathComponent.split(separator: "-").count >= 3 {
          scratch = scratch.deletingLastPathComponent()
        }
        return scratch.appendingPathComponent("golden-failures").path
      }
      url = url.deletingLastPathComponent()
    }
    return repositoryRoot + "/.build/golden-failures"
  }()

  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

  /// A bundled scene from `scenes/`, by base name.
  static func bundledScene(_ name: String) throws -> Scene {
    try SceneLoader.load(contentsOf: repositoryRoot + "/scenes/\(name).json")
  }

  static var bundledSceneNames: [String] {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/scenes")) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// A fresh directory under the system's temporary directory.
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "hitscope-render-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
