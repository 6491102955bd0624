import Foundation

/// The `hitscope` executable SwiftPM builds beside the test bundle, for tests that need a
/// separate process (exit codes, signals, the real window, atomic writes under a kill).
public enum BuiltExecutable {
  /// The binary's location, or nil when the product was not built.
  public static var hitscope: URL? {
    var candidates: [URL] = []
    if let main = Bundle.main.executableURL { candidates.append(main) }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]))
    for candidate in candidates {
      var folder = candidate.deletingLastPathComponent()
      // Inside an `.xctest` bundle on macOS the binary sits a few folders deeper.
      for _ in 0..<4 {
        let binary = folder.appendingPathComponent("hitscope")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        folder = folder.deletingLastPathComponent()
      }
    }
    return nil
  }
}
