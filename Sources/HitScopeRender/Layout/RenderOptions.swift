import HitScopeEngine

/// What to draw over a scene and how large; the window passes one per frame, exports one per file.
public struct RenderOptions: Hashable, Sendable {
  /// Output pixels per scene point (2 for retina-sharp exports); vector exports take it as
  /// units (px, pt) per point.
  public var scale: Double
  public var overlays: Set<Overlay>
  /// The last click, in window points; chain and trace overlays explain it.
  public var click: Point?
  /// The gesture the last click made, as the mouse made it: its touches' presses, moves and
  /// releases (window points, seconds from the first press), the first press at `click`. The
  /// panel's gestures section explains it; nil explains a tap at `click` (exports, `--click`).
  public var gesture: TouchTimeline?
  /// The view under the pointer, outlined when set.
  public var hover: ViewIndex?
  /// How far a canvas larger than the frame's room for it is scrolled, right and down, in
  /// output pixels (see `FrameLayout.scroll`, which keeps it within what there is to see).
  public var scroll: Point
  /// Whether to draw the side panel (title, click, chain, verdicts, counters, legend).
  public var showPanel: Bool
  /// Extra panel lines below the built-in sections (event log, status), one entry per line.
  public var panelExtras: [String]
  /// A red error banner across the top (a failed reload), or nil.
  public var banner: String?
  /// Whether a picture without the panel gets the legend in a strip under the canvas (a page
  /// that explains the markings itself leaves it out).
  public var showLegendStrip: Bool
  /// The probe stepped to (an index into `scene.probes`), whose expectation the panel sets
  /// against what happens; its point is the click (`click`) to explain.
  public var steppedProbe: Int?

  public init(
    scale: Double = 1, overlays: Set<Overlay> = [], click: Point? = nil, hover: ViewIndex? = nil,
    showPanel: Bool = true, panelExtras: [String] = [], banner: String? = nil,
    showLegendStrip: Bool = true, steppedProbe: Int? = nil, gesture: TouchTimeline? = nil,
    scroll: Point = .zero
  ) {
    self.scale = scale
    self.overlays = overlays
    self.click = click
    self.hover = hover
    self.showPanel = showPanel
    self.panelExtras = panelExtras
    self.banner = banner
    self.showLegendStrip = showLegendStrip
    self.steppedProbe = steppedProbe
    self.gesture = gesture
    self.scroll = scroll
  }

  /// Scales a render accepts: enough for 4x retina, small enough to stay within cairo's limits.
  public static let scaleRange: ClosedRange<Double> = 0.25...8

  func validated() throws -> RenderOptions {
    guard scale.isFinite, RenderOptions.scaleRange.contains(scale) else {
      throw RenderError(
        "The scale \(scale) is out of range; use a number from \(RenderOptions.scaleRange.lowerBound) to \(RenderOptions.scaleRange.upperBound)."
      )
    }
    return self
  }
}
