import HitScopeEngine
import HitScopeResources

/// Reads scene files: parses, validates against the scene format, and builds the engine's
/// `Scene`, or reports every problem found.
public enum SceneLoader {
  /// Loads the scene file at `path` (as the user gave it; diagnostics name it the same way).
  ///
  /// Files that are missing, directories, unreadable, too large, binary or not UTF-8 give one
  /// diagnostic at line 1, column 1 (or at the first bad byte) with a full-sentence message.
  public static func load(contentsOf path: String) throws(SceneLoadError) -> Scene {
    try load(bytes: readFile(path), fileName: path)
  }

  /// The bytes of the regular file at `path`, or one diagnostic saying why it cannot be read
  /// (see `InputFile`, the one reader of every input).
  public static func readFile(_ path: String) throws(SceneLoadError) -> [UInt8] {
    try InputFile.read(path)
  }

  /// Loads a scene from the bytes of a file called `fileName` (used in diagnostics and, without
  /// its directory and extension, as the default title).
  public static func load(bytes: [UInt8], fileName: String) throws(SceneLoadError) -> Scene {
    try load(bytes: bytes, fileName: fileName, limits: SceneDecoder.Limits())
  }

  static func load(bytes: [UInt8], fileName: String, limits: SceneDecoder.Limits)
    throws(SceneLoadError) -> Scene
  {
    if ViewCountPrescan.mayExceed(limits.maximumViews, byteCount: bytes.count),
      let offset = ViewCountPrescan.offsetOfView(beyond: limits.maximumViews, in: bytes)
    {
      var cursor = PositionCursor(bytes: bytes, origin: JSONParser.textStart(of: bytes))
      throw SceneLoadError(
        diagnostics: [
          SceneDiagnostic(
            file: fileName, at: cursor.position(at: offset),
            message: SceneDecoder.tooManyViews(limits.maximumViews))
        ])
    }
    return try decode(bytes: bytes, fileName: fileName, limits: limits).build()
  }

  /// Parses and decodes; the tape and the decoder are gone when this returns.
  private static func decode(bytes: [UInt8], fileName: String, limits: SceneDecoder.Limits)
    throws(SceneLoadError) -> DecodedScene
  {
    let (top, numberProblems) = try parse(bytes: bytes, fileName: fileName)
    var decoder = SceneDecoder(file: fileName, defaultTitle: baseName(fileName), limits: limits)
    let decoded = decoder.decode(top)
    let all = numberProblems + decoder.diagnostics
    guard let decoded, all.isEmpty else {
      throw SceneLoadError(diagnostics: sorted(all))
    }
    return decoded
  }

  /// The file's top value and the problems the parser noted beside it (a number such as `1e400`
  /// that does not end the report); a syntax error is thrown as the file's one diagnostic.
  private static func parse(bytes: [UInt8], fileName: String) throws(SceneLoadError)
    -> (top: JSONValue, problems: [SceneDiagnostic])
  {
    var parser = JSONParser(bytes: bytes)
    let top: JSONValue
    do {
      top = try parser.parse()
    } catch {
      throw SceneLoadError(
        diagnostics: [SceneDiagnostic(file: fileName, at: error.position, message: error.message)])
    }
    let problems = parser.problems.map {
      SceneDiagnostic(file: fileName, at: $0.position, message: $0.message)
    }
    return (top, problems)
  }

  /// The probes of a sidecar file called `fileName` (see `ProbeSidecar`) for a scene of `views`: the
  /// file's JSON (comments and trailing commas allowed) is `{"probes": [...]}` in the scene
  /// format's probe syntax, and every id it names must be one of `views` or their controllers.
  public static func sidecarProbes(bytes: [UInt8], fileName: String, for views: [ViewNode])
    throws(SceneLoadError) -> [Probe]
  {
    let (top, numberProblems) = try parse(bytes: bytes, fileName: fileName)
    var decoder = SceneDecoder(file: fileName, defaultTitle: baseName(fileName))
    let probes = decoder.decodeSidecar(top, for: views)
    let all = numberProblems + decoder.diagnostics
    guard let probes, all.isEmpty else { throw SceneLoadError(diagnostics: sorted(all)) }
    return probes
  }

  /// Whether the first character after a byte order mark, white space and comments is `{`, as
  /// in every scene file (a view dump never starts so).
  public static func startsLikeScene(_ bytes: [UInt8]) -> Bool {
    var i = JSONParser.textStart(of: bytes)
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0A, 0x0D:
        i += 1
      case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
        while i < bytes.count && bytes[i] != 0x0A { i += 1 }
      case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
        i += 2
        while i + 1 < bytes.count
          && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/"))
        {
          i += 1
        }
        i += 2
      default:
        return bytes[i] == UInt8(ascii: "{")
      }
    }
    return false
  }

  /// Whether the bytes are empty, white space only, or one JSON value: text the scene loader's
  /// own diagnostics describe best (an empty file, an array where the scene object belongs).
  public static func isJSONText(_ bytes: [UInt8]) -> Bool {
    // Only what can start a JSON value is parsed: a 100 MB line of text is not.
    guard
      let first = bytes[JSONParser.textStart(of: bytes)...].first(where: {
        !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D)
      })
    else { return true }
    guard "[\"-0123456789tfn/".utf8.contains(first) else { return false }
    var parser = JSONParser(bytes: bytes)
    do {
      _ = try parser.parse()
      return true
    } catch {
      return bytes[JSONParser.textStart(of: bytes)...].allSatisfy {
        $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D
      }
    }
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
