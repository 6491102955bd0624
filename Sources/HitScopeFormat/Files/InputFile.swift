import HitScopeEngine

/// The one reader of every input: scene files, dumps, probe sidecars and standard input (`-`)
/// all come through here, so every source gets the same checks and the same sentences.
///
/// What is refused, each as one diagnostic naming the file (at the offending byte's line and
/// column when there is one): an input larger than `maximumBytes` (a regular file by its size,
/// before reading; a stream as soon as it passes the cap); binary data, at its first NUL byte,
/// as soon as the chunk holding it is read; text that is not UTF-8; a path that is missing, a
/// folder, a symbolic link loop, unreadable (permission), or a pipe, socket or device (a named
/// pipe without a writer would block; standard input may be any of these).
public enum InputFile {
  /// The largest input read, in bytes (256 MiB): about a million views of a dump or of a scene as
  /// `import` writes it, far more than any real screen, and far below what would exhaust memory.
  public static let maximumBytes = 256 << 20

  /// The bytes of the file at `path` (as the user gave it; diagnostics name it so).
  public static func read(_ path: String) throws(SceneLoadError) -> [UInt8] {
    try checked(readPath(path), name: path)
  }

  /// Everything standard input holds, to its end; diagnostics call it `name`.
  public static func readStandardInput(named name: String) throws(SceneLoadError) -> [UInt8] {
    try checked(readDescriptor(0, size: nil, name: name), name: name)
  }

  /// `bytes` when they are UTF-8 text; otherwise one diagnostic at the first bad byte.
  private static func checked(_ bytes: [UInt8], name: String) throws(SceneLoadError) -> [UInt8] {
    guard let bad = firstInvalidUTF8Offset(bytes) else { return bytes }
    throw problem(name, at: bad, in: bytes, invalidUTF8Message(bytes[bad]))
  }

  /// One diagnostic for `name`, at byte `offset` of `bytes` (line 1, column 1 without one).
  static func problem(
    _ name: String, at offset: Int? = nil, in bytes: [UInt8] = [], _ message: String
  )
    -> SceneLoadError
  {
    var position = SourcePosition.start
    if let offset {
      var cursor = PositionCursor(bytes: bytes, origin: JSONParser.textStart(of: bytes))
      position = cursor.position(at: offset)
    }
    return SceneLoadError(diagnostics: [SceneDiagnostic(file: name, at: position, message: message)]
    )
  }

  static func tooLarge(_ name: String, size: Int?) -> SceneLoadError {
    let held =
      size.map { "is \(mebibytes($0)) MiB" } ?? "holds more than \(mebibytes(maximumBytes)) MiB"
    return problem(
      name,
      "\"\(name)\" \(held): HitScope reads inputs of at most \(mebibytes(maximumBytes)) MiB,"
        + " more than any real screen's scene or dump needs (is it the right file?)")
  }

  static func binary(_ name: String, at offset: Int, in bytes: [UInt8]) -> SceneLoadError {
    problem(
      name, at: offset, in: bytes,
      "binary data: a NUL byte (expected a scene or a view dump, as UTF-8 text)")
  }

  private static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}
