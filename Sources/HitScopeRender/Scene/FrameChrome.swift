import HitScopeEngine

/// What a frame draws over its still frame, the hover aside: the side panel, the legend strip
/// and the banner, with where each sits (output pixels). Two frames over one still frame differ
/// in these only where their chromes differ.
struct FrameChrome: Equatable {
  private var panel: Part<PanelContent>
  private var legend: Part<Legend>
  private var banner: Part<String>

  /// One part: where it sits and what it shows, nil when the frame has none.
  private struct Part<Content: Equatable>: Equatable {
    var rect: Rect?
    var content: Content?

    /// Where this part and `other` differ (whole device pixels): both places, or none.
    func changes(to other: Part) -> [Rect] {
      self == other ? [] : [rect, other.rect].compactMap { $0.map(FrameChrome.wholePixels) }
    }
  }

  /// The legend strip, which counts the tags left out.
  private struct Legend: Equatable {
    var strip: LegendStrip
    var hiddenTags: Int
  }

  /// The chrome of a frame laid out as `layout`, with the side panel of `panel` (nil without
  /// one), `hiddenTags` tags left out and the banner `banner`.
  init(layout: FrameLayout, panel: PanelContent?, hiddenTags: Int, banner: String?) {
    self.panel = Part(rect: layout.panelRect, content: layout.panelRect == nil ? nil : panel)
    legend = Part(
      rect: layout.legendRect,
      content: layout.legendStrip.map { Legend(strip: $0, hiddenTags: hiddenTags) })
    self.banner = Part(rect: layout.bannerRect, content: layout.bannerRect == nil ? nil : banner)
  }

  /// Where a frame with this chrome and one with `other`, over the same still frame, differ
  /// (whole device pixels).
  func changes(to other: FrameChrome) -> [Rect] {
    panel.changes(to: other.panel) + legend.changes(to: other.legend)
      + banner.changes(to: other.banner)
  }

  /// The places of the parts that `boxes` (whole device pixels) reach, whole, so that a part is
  /// drawn whole over the still frame put back under it, never twice over itself.
  func parts(reachedBy boxes: [Rect]) -> [Rect] {
    [panel.rect, legend.rect, banner.rect].compactMap { rect in
      guard let rect else { return nil }
      let whole = FrameChrome.wholePixels(rect)
      return boxes.contains { $0.intersection(whole) != nil } ? whole : nil
    }
  }

  /// `rect` (output pixels) grown to whole pixels, with two more around it for what a part's
  /// drawing spills (antialiased edges).
  private static func wholePixels(_ rect: Rect) -> Rect {
    FrameItem.devicePixels(of: rect, under: .identity)
  }
}
