import HitScopeFormat

/// One file of a paste, as the user named it (`-` for standard input is named `<stdin>`).
public struct DumpSource: Sendable {
  public var name: String
  public var bytes: [UInt8]

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }
}

/// A line of a paste: which of its files and the 1-based line number there.
public struct DumpLocation: Hashable, Sendable, Comparable {
  public var source: Int
  public var line: Int
  /// 1-based, in bytes from the start of the line (dumps are ASCII up to their text values).
  public var column: Int

  public init(source: Int, line: Int, column: Int = 1) {
    self.source = source
    self.line = line
    self.column = column
  }

  public static func < (a: DumpLocation, b: DumpLocation) -> Bool {
    (a.source, a.line, a.column) < (b.source, b.line, b.column)
  }
}

extension [DumpSource] {
  /// An import error at `location`, as `FILE:LINE:COL: message`.
  func error(at location: DumpLocation, _ message: String) -> SceneLoadError {
    SceneLoadError(diagnostics: [
      SceneDiagnostic(
        file: self[location.source].name, line: location.line, column: location.column,
        message: message)
    ])
  }
}
