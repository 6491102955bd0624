/// The places of one frame's name tags and reserved boxes, the hover's tag left out, kept for
/// the frames that differ from it in the hover alone: a tag's place depends on what was placed
/// before it, and the hover's tag is placed last.
final class KeptTagPlacement {
  var placement: LabelBoard.Placement?
  /// The audit's markers, whose places `placement` holds.
  var auditMarkers: [AuditMarker] = []
}
