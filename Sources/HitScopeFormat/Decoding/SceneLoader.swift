import Foundation
import HitScopeEngine
import HitScopeResources

/// Reads scene files: parses, validates against the scene format, and builds the engine's
/// `Scene`, or reports every problem found.
public enum SceneLoader {
  /// Loads the scene file at `path` (as the user gave it; diagnostics name it the same way).
  ///
  /// Files that are missing, directories, unreadable or not UTF-8 give one diagnostic at
  /// line 1, column 1 (or at the first bad byte) with a full-sentence message.
  public static func load(contentsOf path: String) throws(SceneLoadError) -> Scene {
    let fileProblem = { (message: String) in
      SceneLoadError(diagnostics: [SceneDiagnostic(file: path, at: .start, message: message)])
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw fileProblem("The file \"\(path)\" does not exist.")
    }
    guard !isDirectory.boolValue else {
      throw fileProblem("\"\(path)\" is a directory, not a scene file (expected a .json file).")
    }
    // Pipes and devices are refused before reading: a pipe without a writer blocks and
    // /dev/zero never ends.
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      throw fileProblem(
        "\"\(path)\" is not a regular file (it is a pipe, socket or device); expected a .json file."
      )
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw fileProblem(
        "The file \"\(path)\" could not be read (\(error.localizedDescription)); check its"
          + " permissions.")
    }
    return try load(bytes: [UInt8](data), fileName: path)
  }

  /// Loads a scene from the bytes of a file called `fileName` (used in diagnostics and, without
  /// its directory and extension, as the default title).
  public static func load(bytes: [UInt8], fileName: String) throws(SceneLoadError) -> Scene {
    try load(bytes: bytes, fileName: fileName, limits: SceneDecoder.Limits())
  }

  static func load(bytes: [UInt8], fileName: String, limits: SceneDecoder.Limits)
    throws(SceneLoadError) -> Scene
  {
    var parser = JSONParser(bytes: bytes)
    let top: JSONValue
    do {
      top = try parser.parse()
    } catch {
      throw SceneLoadError(
        diagnostics: [SceneDiagnostic(file: fileName, at: error.position, message: error.message)])
    }
    var decoder = SceneDecoder(file: fileName, defaultTitle: baseName(fileName), limits: limits)
    let scene = decoder.decode(top)
    let numberProblems = parser.problems.map {
      SceneDiagnostic(file: fileName, at: $0.position, message: $0.message)
    }
    let all = numberProblems + decoder.diagnostics
    guard let scene, all.isEmpty else {
      throw SceneLoadError(diagnostics: sorted(all))
    }
    return scene
  }

  /// The embedded default scene: the ring over the button.
  public static var defaultSceneBytes: [UInt8] { BundledResources.defaultSceneBytes }

  /// The embedded default scene, loaded. It ships with the program, so failing to load it is a
  /// bug of the build and traps.
  public static func defaultScene() -> Scene {
    do {
      return try load(bytes: defaultSceneBytes, fileName: "default-scene.json")
    } catch {
      fatalError(
        "The bundled Resources/default-scene.json is invalid; fix it and rebuild:\n\(error)")
    }
  }

  /// The file name without directories and without its last extension.
  static func baseName(_ fileName: String) -> String {
    let last =
      fileName.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
      ?? fileName
    if let dot = last.lastIndex(of: "."), dot != last.startIndex {
      return String(last[..<dot])
    }
    return last
  }

  /// In file order; problems at the same place keep the order they were found in.
  private static func sorted(_ diagnostics: [SceneDiagnostic]) -> [SceneDiagnostic] {
    diagnostics.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset) < (
        $1.element.line, $1.element.column, $1.offset
      )
    }.map(\.element)
  }
}
