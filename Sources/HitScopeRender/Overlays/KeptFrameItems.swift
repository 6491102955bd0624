import HitScopeEngine

/// The items a click layer or a frame without a hover drew (see `OverlayPainter.Pass`), and
/// where its tags went, kept with its pixels so that the next click's layer and frame redraw
/// only the items that changed.
final class KeptFrameItems {
  var records: [FrameItem.Record] = []
  /// Where the layer changed when it was updated from another's (whole device pixels); nil
  /// when it was drawn whole.
  var changed: [Rect]? = nil
  /// Where its name tags went.
  var tags = TagPlacement()

  init() {}

  /// Items holding what these hold, for a copy of their layer.
  func copy() -> KeptFrameItems {
    let items = KeptFrameItems()
    items.records = records
    items.changed = changed
    items.tags = tags
    return items
  }
}
