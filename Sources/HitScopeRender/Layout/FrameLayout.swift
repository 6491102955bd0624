import HitScopeEngine

/// Where things sit in one rendered frame, in output pixels (y down, origin at the top-left):
/// the canvas (the scene's window content, scaled), the side panel and the error banner.
///
/// Without an output size the frame takes its natural size: the canvas with a margin (when the
/// panel or an overlay is shown, so that labels and badges are not clipped), the panel at the
/// right. With one, the canvas is centred in the space left of the panel, on whole pixels, or
/// the panel goes under it (`panelGoesBelow`). A canvas larger than its area keeps its top-left
/// corner in view, and scrolls by `RenderOptions.scroll`.
///
/// Where the canvas sits depends only on the scene's canvas, the scale, the output size and
/// whether the panel is shown: never on the panel's lines, the overlays or the banner. So in
/// the window nothing moves under the pointer while overlays are toggled.
public struct FrameLayout: Sendable {
  /// The whole output, in pixels.
  public let size: PixelSize
  /// Output pixels per scene point.
  public let scale: Double
  /// The canvas' top-left corner, in output pixels (whole numbers).
  public let canvasOrigin: Point
  /// The canvas, in output pixels.
  public let canvasRect: Rect
  /// The part of the output the canvas is shown in (all of it but the panel), in output
  /// pixels; the canvas may reach beyond it, under the panel and past the edges.
  public let canvasArea: Rect
  /// How far the canvas is scrolled, in output pixels: `options.scroll` in whole pixels, kept
  /// within `maximumScroll`.
  public let scroll: Point
  /// How far a canvas larger than `canvasArea` scrolls, in output pixels, right and down:
  /// until its far edge and margin are in view; zero for a canvas shown whole.
  public let maximumScroll: Point
  /// The side panel, in output pixels; nil when not shown.
  public let panelRect: Rect?
  /// The error banner across the top of the frame, over the canvas' margin and the panel's
  /// title (which the window's title bar also shows), in output pixels; nil when there is none.
  /// It is as wide as the frame so that the error it quotes has the most room.
  public let bannerRect: Rect?
  /// The legend under the canvas of a picture without the panel, in output pixels; nil when
  /// there is none (a panel, no overlay, or a given output size).
  public let legendRect: Rect?

  let legendStrip: LegendStrip?

  let panel: PanelContent?
  /// The space between the canvas and the frame's edges in points, when there is room.
  let margin: Double

  /// Height of the error banner, in points: down to the panel's title's bottom, so that it hides
  /// the title whole rather than cutting through it.
  static let bannerHeight = PanelContent.padding + PanelLine.Kind.title.height
  static let overlayMargin = 24.0

  /// The margin around the canvas, in points: room for tags and badges while the panel or an
  /// overlay is shown.
  package static func margin(for options: RenderOptions) -> Double {
    options.showPanel || !options.overlays.isEmpty ? overlayMargin : 0
  }

  /// The layout of the frame of `scene` and `options` at `outputSize` (see `Frame`), without
  /// analysing the scene: the panel has no map legend and counts no tag left out. `audit`: see
  /// `Frame`.
  public init(
    scene: Scene, options: RenderOptions, outputSize: PixelSize? = nil, audit: AuditReport? = nil
  ) {
    self =
      Frame(
        unvalidated: scene, options: options, size: outputSize, previous: nil, analysis: nil,
        audit: audit
      ).layout
  }

  /// The tallest of the natural layouts of `scene` with `options`, without a click and after a
  /// click at each of `clicks` (window points): the size a window is made once so that its
  /// panel never grows it. The colours and the audit are worked out once for all the layouts.
  public static func tallest(scene: Scene, options: RenderOptions, clicks: [Point])
    -> FrameLayout
  {
    let colors = Palette.viewColors(for: scene)
    let audit = options.overlays.contains(.audit) ? AuditReport(scene: scene) : nil
    let layouts = ([options.click] + clicks).map { point in
      var options = options
      options.click = point
      return Frame(
        unvalidated: scene, options: options, size: nil, previous: nil, analysis: nil,
        audit: audit, colors: colors
      ).layout
    }
    // The first of the tallest: max(by:) keeps the earliest of equals.
    return layouts.max { $0.size.height < $1.size.height }!
  }

  /// `panel`: the side panel's content, nil when it is not shown; `hiddenTags`: the frame's tags
  /// left out, which the legend strip counts.
  init(
    scene: Scene, options: RenderOptions, outputSize: PixelSize?, panel: PanelContent?,
    hiddenTags: Int
  ) {
    let s = options.scale
    scale = s
    self.panel = panel
    let margin = FrameLayout.margin(for: options)
    self.margin = margin
    let panelPoints = panel == nil ? 0 : PanelContent.width

    let canvasWidth = scene.canvas.width * s
    let canvasHeight = scene.canvas.height * s
    // Without the panel, the legend goes in a strip under the canvas (natural size only).
    let strip =
      options.showPanel || !options.showLegendStrip || outputSize != nil
      ? nil
      : LegendStrip(
        options: options, hiddenTags: hiddenTags, width: scene.canvas.width + 2 * margin - 8)
    legendStrip = strip
    let size: PixelSize
    if let outputSize {
      size = outputSize
    } else {
      // A long panel is fitted to the picture rather than growing it without bound: to twice
      // the canvas with its margins, and never less than 960 points (a small canvas still gets a
      // readable panel).
      let panelHeight = min(panel?.height ?? 0, max(2 * (scene.canvas.height + 2 * margin), 960))
      let stripHeight = strip.map { $0.height + 2 * LegendStrip.gap } ?? 0
      let contentHeight = max(
        scene.canvas.height + 2 * margin, panelHeight,
        scene.canvas.height + margin + stripHeight)
      size = PixelSize(
        Size(width: scene.canvas.width + 2 * margin + panelPoints, height: contentHeight), scale: s)
    }
    self.size = size

    let below =
      panel != nil && outputSize != nil
      && FrameLayout.panelGoesBelow(
        canvas: Size(width: canvasWidth, height: canvasHeight), margin: margin * s, in: size,
        scale: s)
    let panelWidth = below ? 0 : (panelPoints * s).rounded()
    let areaWidth = Double(size.width) - panelWidth
    let areaHeight = below ? (canvasHeight + 2 * margin * s).rounded(.up) : Double(size.height)
    var x = ((areaWidth - canvasWidth) / 2).rounded(.down)
    // At the natural size the panel may be the taller part: the canvas then sits at the top,
    // level with the panel's title, rather than floating in the middle.
    var y =
      outputSize == nil
      ? (margin * s).rounded() : ((areaHeight - canvasHeight) / 2).rounded(.down)
    // A window too small for the canvas keeps its top-left corner in view rather than centring.
    x = max(x, min((margin * s).rounded(), max(0, areaWidth - canvasWidth)))
    y = max(y, min((margin * s).rounded(), max(0, areaHeight - canvasHeight)))
    // Such a canvas scrolls, as far as brings its far edge and margin into view.
    let limit = Point(
      max(0, (x + canvasWidth + margin * s - areaWidth).rounded(.up)),
      max(0, (y + canvasHeight + margin * s - areaHeight).rounded(.up)))
    maximumScroll = limit
    scroll = Point(
      min(max(0, options.scroll.x.rounded()), limit.x),
      min(max(0, options.scroll.y.rounded()), limit.y))
    x -= scroll.x
    y -= scroll.y
    canvasArea = Rect(x: 0, y: 0, width: areaWidth, height: areaHeight)
    canvasOrigin = Point(x, y)
    canvasRect = Rect(x: x, y: y, width: canvasWidth, height: canvasHeight)
    if panel == nil {
      panelRect = nil
    } else if below {
      panelRect = Rect(
        x: 0, y: areaHeight, width: Double(size.width),
        height: Double(size.height) - areaHeight)
    } else {
      panelRect = Rect(x: areaWidth, y: 0, width: panelWidth, height: areaHeight)
    }
    bannerRect = options.banner.map { _ in
      Rect(
        x: 0, y: 0, width: Double(size.width),
        height: min(Double(size.height), (FrameLayout.bannerHeight * s).rounded()))
    }
    legendRect = strip.map { strip in
      Rect(
        x: 4 * s, y: y + canvasHeight + LegendStrip.gap * s,
        width: (scene.canvas.width + 2 * margin - 8) * s, height: strip.height * s)
    }
  }

  /// Whether a frame of `size` (pixels) puts its panel under the canvas, in columns, rather
  /// than at its right: when the canvas is wider than tall, the band under it (`canvas` and
  /// `margin` around it, pixels) is at least `minimumColumnsHeight` tall and two columns wide,
  /// and its columns hold more lines than the side panel would.
  package static func panelGoesBelow(
    canvas: Size, margin: Double, in size: PixelSize, scale s: Double
  )
    -> Bool
  {
    let height = Double(size.height)
    let bandHeight = height - (canvas.height + 2 * margin).rounded(.up)
    let columns = PanelColumns.count(forWidth: Double(size.width) / s)
    guard canvas.width > canvas.height, columns >= 2, bandHeight >= minimumColumnsHeight * s
    else { return false }
    return Double(columns) * (bandHeight - 2 * PanelContent.padding * s)
      > height - 2 * PanelContent.padding * s
  }

  /// The least height of a panel under the canvas, in points: a few sections' worth.
  package static let minimumColumnsHeight = 220.0
  /// The side panel's width, in points.
  package static var panelWidth: Double { PanelContent.width }

  /// The output pixel position of a window point.
  public func pixel(atScenePoint p: Point) -> Point {
    Point(canvasOrigin.x + p.x * scale, canvasOrigin.y + p.y * scale)
  }
}
