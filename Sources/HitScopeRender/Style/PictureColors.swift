import HitScopeEngine

/// The colours HitScope's pictures use, for documents that show a picture beside text about it
/// (an HTML report's legends and verdict chips), so that the text matches what is drawn.
public enum PictureColors {
  /// One colour per view of `scene`, by view index: the tint of its regions and its hit-map
  /// area (the map paints it at half opacity over the scene).
  public static func views(of scene: Scene) -> [Color] { Palette.viewColors(for: scene) }

  /// The hit map's tint where a click reaches no view (painted at 45 % opacity).
  public static var mapNothing: Color { Palette.mapNothing }

  /// The trace overlay's outline colour of a verdict.
  public static func verdict(_ verdict: Verdict) -> Color { Palette.verdict(verdict) }

  /// The audit overlay's colour of a severity.
  public static func severity(_ severity: AuditRule.Severity) -> Color {
    Palette.severity(severity)
  }

  /// The probes overlay's colours of a probe that holds and one that does not.
  public static var probePassed: Color { Palette.pass }
  public static var probeFailed: Color { Palette.fail }
}
