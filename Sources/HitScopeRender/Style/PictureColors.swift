import HitScopeEngine

/// The colours HitScope's pictures use, for documents that show a picture beside text about it
/// (an HTML report's legends and verdict chips), so that the text matches what is drawn.
public enum PictureColors {
  /// One colour per view of `scene`, by view index: the tint of its regions and its hit-map
  /// area (the map paints it at `mapViewAlpha` over the scene).
  public static func views(of scene: Scene) -> [Color] { Palette.viewColors(for: scene) }

  /// The opacity, 0 to 1, at which the hit map paints a view's colour where a click reaches it.
  public static var mapViewAlpha: Double { Palette.mapViewAlpha }

  /// The hit map's tint where a click reaches no view, painted at `mapNothingAlpha`.
  public static var mapNothing: Color { Palette.mapNothing }

  /// The opacity, 0 to 1, at which the hit map paints `mapNothing`.
  public static var mapNothingAlpha: Double { Palette.mapNothingAlpha }

  /// The trace overlay's outline colour of a verdict.
  public static func verdict(_ verdict: Verdict) -> Color { Palette.verdict(verdict) }
}
