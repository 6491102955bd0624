/// Where a drawn frame's name tags went (the hovered view's left out): filled by the overlay
/// painter as it places them, read by the panel (the count of hidden tags) and by callers that
/// want the placement as data.
final class FrameTags {
  var placement = TagPlacement()
}
