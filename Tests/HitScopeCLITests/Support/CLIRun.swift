import Foundation
import HitScopeCLI

/// One in-process run of the command line, with everything it wrote.
struct CLIRun {
  var code: Int32
  var stdout: CapturedOutput
  var stderr: CapturedOutput

  init(_ arguments: [String]) {
    let out = CapturedOutput()
    let err = CapturedOutput()
    self.code = CLI.run(arguments: arguments, stdout: out, stderr: err)
    self.stdout = out
    self.stderr = err
  }

  var out: String { stdout.text }
  var err: String { stderr.text }
}

/// Paths in the repository and in the build, for tests that read bundled files or run the
/// built executable.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func scene(_ name: String) -> String { root.appendingPathComponent("scenes/\(name)").path }

  /// A scene of `Tests/Scenes`: written from scratch from a user's report, not bundled.
  static func userScene(_ name: String) -> String {
    root.appendingPathComponent("Tests/Scenes/\(name)").path
  }

  /// Every bundled scene, sorted by name.
  static var bundledScenes: [String] {
    let folder = root.appendingPathComponent("scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }

  /// A fresh empty folder for files a test writes.
  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hitscope-cli-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
