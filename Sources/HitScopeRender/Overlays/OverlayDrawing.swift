import HitScopeEngine

/// What one overlay adds to a frame (see `Overlay.drawing`): its name tags, badges and markers
/// for the frame's `TagLayout`, its part of each layer of the frame, drawn by `OverlayPainter`
/// on its context in window points, and its lines in the legend. Each part has a default that
/// adds nothing, so an overlay's file implements only what it draws.
///
/// Tags are asked for one overlay after the other in `Overlay.allCases`' order (the order
/// decides who gets the nearest spots; see `TagLayout`): every `fixedTags`, then every
/// `addClickTags`.
///
/// A layer draws its parts one overlay after the other in `Overlay.allCases`' order, bottom to
/// top, each part where its doc says (docs/architecture.md draws the list; `OverlayPainter`
/// draws it).
protocol OverlayDrawing {
  /// How much of the scene it washes out, 0 up to 1 (see `Veil`).
  var veil: Double { get }
  /// Whether it draws in the backdrop (`drawUnder`, `drawFixed`).
  var drawsBackdrop: Bool { get }
  /// Whether it shows the last click, so that the legend explains the click's marker before
  /// there is one.
  var showsClick: Bool { get }
  /// Whether it puts name tags on the canvas, so that the legend explains them.
  var putsTags: Bool { get }
  /// Every mark it draws, a line each.
  var legend: [PanelLine] { get }
  /// Its marks in one line, for a panel short of room and the legend strip.
  var compactLegend: PanelLine { get }

  /// Its name tags that do not depend on the click, in the order placed; asked once per
  /// analysis (see `SceneAnalysis.fixedTagRequests`).
  func fixedTags(_ analysis: SceneAnalysis) -> [TagRequest]
  /// Its markers drawn over the tags that do not depend on the click, in the order placed;
  /// placed before every tag (see `TagLayout`).
  func fixedMarkers(_ frame: TagLayout.Sources) -> [TagLayout.Marker]
  /// Adds to `part` what it places for the frame's click: boxes tags keep off, badges and
  /// markers it draws over the tags, tags.
  func addClickTags(_ frame: TagLayout.Sources, to part: inout TagLayout.Click)

  /// In the backdrop, under every overlay's fixed part: a picture of the whole canvas.
  func drawUnder(_ painter: OverlayPainter) throws
  /// In the backdrop: tints, hatching and outlines that do not depend on the click.
  func drawFixed(_ painter: OverlayPainter) throws
  /// For the click, under its marks and the name tags: outlines of views.
  func drawOutlines(_ painter: OverlayPainter) throws
  /// For the click, over every overlay's outlines and under the name tags: paths and markers.
  func drawMarks(_ painter: OverlayPainter) throws
  /// For the click, over the name tags: numbered badges and markers.
  func drawOverTags(_ painter: OverlayPainter) throws
}

extension OverlayDrawing {
  var veil: Double { 0 }
  var drawsBackdrop: Bool { false }
  var showsClick: Bool { false }
  var putsTags: Bool { false }
  func fixedTags(_ analysis: SceneAnalysis) -> [TagRequest] { [] }
  func fixedMarkers(_ frame: TagLayout.Sources) -> [TagLayout.Marker] { [] }
  func addClickTags(_ frame: TagLayout.Sources, to part: inout TagLayout.Click) {}
  func drawUnder(_ painter: OverlayPainter) throws {}
  func drawFixed(_ painter: OverlayPainter) throws {}
  func drawOutlines(_ painter: OverlayPainter) throws {}
  func drawMarks(_ painter: OverlayPainter) throws {}
  func drawOverTags(_ painter: OverlayPainter) throws {}
}

/// How strongly overlays wash the scene out under them, so their colours read over saturated
/// scenes (opacity of a white veil).
enum Veil {
  /// Under overlays that tint regions.
  static let tinting = 0.55
  /// Under overlays that draw outlines and marks for the click.
  static let outlining = 0.3
}
