import HitScopeEngine
import HitScopeFormat

/// A scene as every command and the window load it: from a JSON scene file or from a dump,
/// recognised by content, with the warnings an import gave.
public struct LoadedScene {
  public var scene: Scene
  /// Empty for a JSON scene.
  public var warnings: [ImportWarning]
  /// The import, for a dump; nil for a JSON scene.
  public var imported: ImportedScene?
  /// The probe sidecar read with a dump, if there was one.
  public var sidecarPath: String?
}

/// The one loading entry point: a path, or `-` for standard input.
public enum SceneInput {
  /// How diagnostics name standard input.
  public static let standardInputName = "<stdin>"

  /// Loads `path` (`-` reads `standardInput`). A file whose first character is `{` is a scene;
  /// otherwise one holding a dump entry is imported (with the probes of its sidecar
  /// `PATH.probes.json`, when there is one); empty or other JSON text gets the scene loader's
  /// diagnostics; anything else is one diagnostic saying what was expected.
  public static func load(
    _ path: String,
    standardInput: () throws(SceneLoadError) -> [UInt8] = SceneInput.readStandardInput
  ) throws(SceneLoadError) -> LoadedScene {
    if path == "-" {
      return try load(bytes: standardInput(), fileName: standardInputName, sidecar: nil)
    }
    let bytes = try SceneLoader.readFile(path)
    return try load(bytes: bytes, fileName: path, sidecar: ProbeSidecar.path(forDump: path))
  }

  /// Loads the bytes of a file called `fileName`; `sidecar` is where a dump's probes would be.
  public static func load(bytes: [UInt8], fileName: String, sidecar: String?)
    throws(SceneLoadError) -> LoadedScene
  {
    if SceneLoader.startsLikeScene(bytes) {
      return LoadedScene(
        scene: try SceneLoader.load(bytes: bytes, fileName: fileName), warnings: [],
        imported: nil, sidecarPath: nil)
    }
    guard var imported = try DumpImporter.importScene([DumpSource(name: fileName, bytes: bytes)])
    else {
      if SceneLoader.isJSONText(bytes) {
        return LoadedScene(
          scene: try SceneLoader.load(bytes: bytes, fileName: fileName), warnings: [],
          imported: nil, sidecarPath: nil)
      }
      throw notASceneOrDump(fileName)
    }
    var sidecarPath: String? = nil
    // A sidecar that is there but cannot be read (a link loop, no permission) is reported,
    // not skipped.
    if let sidecar, InputFile.isPresent(sidecar) {
      let sidecarBytes = try SceneLoader.readFile(sidecar)
      imported.probes += try SceneLoader.sidecarProbes(
        bytes: sidecarBytes, fileName: sidecar, for: imported.views)
      sidecarPath = sidecar
    }
    return LoadedScene(
      scene: imported.scene, warnings: imported.warnings, imported: imported,
      sidecarPath: sidecarPath)
  }

  /// The one line for a file that is neither a scene nor a dump.
  public static func notASceneOrDump(_ fileName: String) -> SceneLoadError {
    SceneLoadError(diagnostics: [
      SceneDiagnostic(
        file: fileName, line: 1, column: 1,
        message: "neither a scene nor a view dump (\(DumpFormat.expectedSentence))")
    ])
  }

  /// Everything standard input holds, to its end, checked as a file's bytes are (`InputFile`).
  public static func readStandardInput() throws(SceneLoadError) -> [UInt8] {
    try InputFile.readStandardInput(named: standardInputName)
  }
}
