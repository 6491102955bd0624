import HitScopeFormat

/// Reads a paste of LLDB dumps (one or more files joined) into a scene.
public enum DumpImporter {
  /// The scene limits a dump is held to; tests lower them.
  public struct Limits: Sendable {
    public var maximumDepth = 256
    public var maximumViews = 1_000_000
    public init() {}
  }

  /// The imported scene, or nil when the paste holds no dump (the caller then
  /// says what was expected). Throws for a dump that cannot become a scene: a depth that jumps,
  /// more views or depth than the scene format allows, every view left out.
  public static func importScene(
    _ sources: [DumpSource], title: String? = nil, limits: Limits = Limits()
  ) throws(SceneLoadError) -> ImportedScene? {
    let readerLimits = DumpReader.Limits(
      maximumDepth: limits.maximumDepth, maximumViews: limits.maximumViews)
    var reader = DumpReader(sources: sources, limits: readerLimits)
    let parse = try reader.read()
    // A paste is a dump when it has a controller line or a view entry with a frame or an
    // address; `<html>` or a lone `| text |` line is not.
    guard
      !parse.controllers.isEmpty
        || parse.views.contains(where: { $0.frame != nil || $0.address != nil })
    else { return nil }
    var mapper = DumpMapper(sources: sources, limits: readerLimits, warnings: parse.warnings)
    return try mapper.map(parse, title: title ?? defaultTitle(sources.first?.name ?? "dump"))
  }

  /// The first file's name without folders and extensions (`login-screen.dump.txt` ->
  /// `login-screen`).
  static func defaultTitle(_ name: String) -> String {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    let stem = last.drop { $0 == "." }.split(separator: ".").first.map(String.init) ?? last
    return stem.isEmpty ? last : stem
  }
}
