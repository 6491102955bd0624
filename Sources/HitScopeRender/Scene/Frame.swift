import HitScopeEngine

/// What one frame shows, computed once per event: `SceneRenderer.render(_:)` draws it, and every
/// layer the renderer keeps is keyed by parts of it. Nothing in the renderer hit-tests again.
///
/// A frame holds the scene, the options and the output size, and what they imply (see the
/// properties): where the tags go is known before anything is drawn, so the panel counts the
/// tags left out. Made with `previous:` (the frame before it), it takes from that frame what
/// the change leaves valid, so a hover frame hit-tests no click and audits no scene.
///
/// To show something new, add a stored property here, fill it in `init`, and read it where it is
/// drawn: layer keys come from the frame's values, so nothing else needs to learn of it.
public struct Frame {
  public let scene: Scene
  /// Validated: the scale is within `RenderOptions.scaleRange`.
  public let options: RenderOptions
  /// The output size in pixels; nil for the natural size of the scene and options.
  public let size: PixelSize?
  /// The hit-test of `options.click` with its trace (window points); nil without a click.
  public let click: HitTestResult?
  /// Where the canvas, the side panel and the banner sit, in output pixels.
  public let layout: FrameLayout
  /// The probes' outcomes in declaration order while the probes overlay is on, else nil.
  let probes: [ProbeEvaluation]?
  /// The audit's report while the audit overlay is on, else nil.
  let audit: AuditReport?
  /// What the overlays derive from the scene at the scale of per-pixel overlays (regions, hit
  /// map, colours, text boxes), computed on first use and carried from frame to frame while
  /// the scene's geometry, flags and shown texts stay; nil for a frame made only to be laid
  /// out (see `FrameLayout.init(scene:options:outputSize:)`).
  let analysis: SceneAnalysis?
  /// Where the name tags, badges and markers go (see `TagLayout`); nil for a frame made only to
  /// be laid out.
  let tags: TagLayout?

  /// The frame of `scene` with `options` at `size` (nil: the natural size), taking from
  /// `previous` what is still valid. `audit`: the scene's report made ahead (a window makes it
  /// on another thread), used while the audit overlay is on and it holds for `scene`; without
  /// it, the frame audits the scene itself. `map`: the hit map overlay's analysis made ahead
  /// (likewise), taken while it holds for `scene` at the options' scale; without it, the frame
  /// computes the map on first use. Throws `RenderError` for a scale out of range.
  public init(
    scene: Scene, options: RenderOptions, size: PixelSize? = nil, previous: Frame? = nil,
    audit: AuditReport? = nil, map: MapAnalysis? = nil
  ) throws {
    let options = try options.validated()
    // `previous`'s analysis while the scene differs from its in counter values at most and every
    // label shows the same text, one sharing its geometric part when only label texts changed,
    // else a new one.
    let analysis: SceneAnalysis
    if let kept = previous?.analysis, kept.grid.scale == options.scale,
      kept.scene.matchesIgnoringCounters(scene)
    {
      let sameTexts =
        kept.scene.counters == scene.counters
        || kept.scene.counterLabelTexts == scene.counterLabelTexts
      analysis = sameTexts ? kept : SceneAnalysis(relabelling: kept, for: scene)
    } else {
      analysis = try SceneAnalysis(scene: scene, scale: options.scale)
    }
    if let map, map.holds(for: scene, scale: options.scale) { analysis.adopt(map) }
    self.init(
      unvalidated: scene, options: options, size: size, previous: previous,
      analysis: analysis, audit: audit)
  }

  /// As `init(scene:options:size:previous:audit:)` for options already validated (or only laid
  /// out), with `analysis` of `scene` (nil: none, and no map legend in the panel); `colors`: the
  /// views' colours when known without an analysis (laying out many frames of one scene).
  init(
    unvalidated scene: Scene, options: RenderOptions, size: PixelSize?, previous: Frame?,
    analysis: SceneAnalysis?, audit prepared: AuditReport? = nil, colors known: [Color]? = nil
  ) {
    let sameScene = previous.map { $0.scene == scene } ?? false
    // Counter values change label text alone, which neither hit-testing nor the audit reads: a
    // tap that counts keeps the click's hit-test, the probe outcomes and the audit.
    let same =
      sameScene || (previous?.scene.matchesIgnoringCounters(scene) ?? false) ? previous : nil
    self.scene = scene
    self.options = options
    self.size = size
    self.analysis = analysis
    if let same, same.options.click == options.click {
      click = same.click
    } else {
      click = options.click.map { scene.hitTest($0, recordTrace: true) }
    }
    probes =
      options.overlays.contains(.probes)
      ? same?.probes
        ?? scene.probes.map { ProbeEvaluation(probe: $0, scene: scene, recordTrace: false) } : nil
    audit =
      options.overlays.contains(.audit)
      ? same?.audit ?? (prepared?.holds(for: scene) == true ? prepared : nil)
        ?? AuditReport(scene: scene) : nil
    // The same analysis (geometry and text) and still options give the same tags, bar the
    // hover's: a hover, a release or a new panel line keeps them.
    let hover = options.hover.flatMap { v in
      scene.views.indices.contains(v) ? analysis?.hoverTagRequest(v) : nil
    }
    if let kept = previous?.tags, previous?.analysis === analysis,
      previous?.options.still == options.still
    {
      tags = kept.hovering(hover)
    } else if let analysis {
      tags = TagLayout(
        analysis: analysis, options: options, click: click, probes: probes, audit: audit,
        hover: hover, previous: previous?.tags)
    } else {
      tags = nil
    }
    let panel: PanelContent?
    if !options.showPanel {
      panel = nil
    } else if let previous, sameScene, previous.analysis === analysis,
      previous.options.withoutHover == options.withoutHover, let kept = previous.layout.panel
    {
      panel = kept
    } else {
      let mapViews =
        options.overlays.contains(.map)
        ? (analysis?.mapLabelPoints ?? []).sorted { $0.2 > $1.2 }.map(\.0) : []
      panel = PanelContent(
        scene: scene, options: options,
        colors: analysis?.colors ?? known ?? Palette.viewColors(for: scene),
        click: click, probes: probes, audit: audit, mapViews: mapViews,
        hiddenTags: tags?.placement.hidden ?? 0)
    }
    layout = FrameLayout(
      scene: scene, options: options, outputSize: size, panel: panel,
      hiddenTags: tags?.placement.hidden ?? 0)
  }
}

extension RenderOptions {
  /// The same options without the hover: what a frame's layers under the hover depend on.
  var withoutHover: RenderOptions {
    var options = self
    options.hover = nil
    return options
  }

  /// The options without what only the panel, the hover and the banner show: what the still
  /// frame and its tags depend on.
  var still: RenderOptions {
    var options = withoutHover
    options.banner = nil
    options.panelExtras = []
    options.steppedProbe = nil
    return options
  }
}
