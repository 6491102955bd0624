/// The items a frame without a hover drew, and where its tags went (see `OverlayPainter.Pass.withoutHover`), kept with
/// its pixels so that the next click's frame redraws only the items that changed.
final class KeptFrameItems {
  var records: [FrameItem.Record] = []
  /// Where its name tags went.
  var tags = TagPlacement()
}
