import HitScopeFormat
import HitScopeRender

/// A report as one self-contained HTML page: every picture inline as a PNG data URI, the style
/// inline, one small script, nothing fetched. It opens from `file://` in any browser and prints.
///
/// The page starts with the verdict, the counts, the date and the command line, a filter
/// ("everything" or "failures only") and a scene index; then one section per scene (anchor
/// `scene-N`, N from 1 in command-line order) with the scene picture (probes and audit
/// overlays), the hit map thumbnail and its legend, the failing probes in full (`scene-N-probe-M`,
/// M the probe's number from 1 in file order), the passing probes compactly, and the audit
/// findings (`scene-N-finding-K`, K as the audit overlay numbers them).
public struct HTMLReport: Sendable {
  /// The page's source, UTF-8.
  public let html: String
  public let summary: ReportSummary

  /// Audits every scene and renders its pictures, several scenes at once (one per core);
  /// throws when a picture cannot be made.
  public init(run: ReportRun) throws {
    let scenes = try SceneEntry.all(run.scenes)
    summary = ReportSummary(scenes)
    html = ReportPage(run: run, scenes: scenes, summary: summary).html
  }

  /// Writes the page to `path` whole or not at all (a temporary file beside it, renamed); the
  /// error names `path` and the reason.
  public func write(to path: String) throws {
    try AtomicFile.write(bytes: Array(html.utf8), to: path)
  }
}
