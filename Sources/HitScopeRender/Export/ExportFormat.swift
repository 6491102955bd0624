/// The file formats `Exporter` writes.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
  /// A raster image at the options' scale.
  case png
  /// A vector document in px units (one scene point per px), text drawn as glyph outlines
  /// under invisible `<text>` elements that search and selection read (`SVGTextLayer`).
  case svg
  /// A one-page vector document in points, with embedded fonts (text stays text).
  case pdf

  /// The format a file name's extension names (case-insensitive), or nil.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }
}
