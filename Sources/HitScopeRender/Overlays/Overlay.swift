/// A layer of explanation drawn over the scene; the raw value is the name the command line uses.
public enum Overlay: String, CaseIterable, Hashable, Sendable {
  /// Every hittable view's effective hit region, tinted per view; hatched where it is hidden
  /// under a region above it.
  case regions
  /// Hit area beyond the drawn shape, dashed; drawn but unhittable parts, cross-hatched red.
  case outsets
  /// The responder chain of the last click, numbered, with its handler marked.
  case chain
  /// Every view the last hit-test visited, outlined in its verdict's colour.
  case trace
  /// The hit map: every pixel tinted by the view a click there reaches.
  case map
  /// Each probe, green when it holds, red when not.
  case probes
  /// Findings of the hit-region audit: each finding's view outlined in its severity's colour
  /// and numbered; the panel gives the sentences by number.
  case audit
  /// Views with gesture recognizers (scroll views and selectable cells too), outlined and badged
  /// by kind; the panel says what the last click's tap did among them.
  case gestures
}

extension Overlay {
  /// What the overlay draws in each layer of a frame and says in the legend.
  var drawing: any OverlayDrawing {
    switch self {
    case .regions: RegionsOverlay()
    case .outsets: OutsetsOverlay()
    case .chain: ChainOverlay()
    case .trace: TraceOverlay()
    case .map: MapOverlay()
    case .probes: ProbesOverlay()
    case .audit: AuditOverlay()
    case .gestures: GesturesOverlay()
    }
  }
}
