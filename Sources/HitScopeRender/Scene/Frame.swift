import HitScopeEngine

/// What one frame shows, computed once per event: `SceneRenderer.render(_:)` draws it, and every
/// layer the renderer keeps is keyed by parts of it. Nothing in the renderer hit-tests again.
///
/// A frame holds the scene as it is now, the options (overlays, scale, the click's point, the
/// hover, the panel's extra lines, the banner), the output size, and what they imply: the
/// click's hit-test with its trace, chain and handler, the probes' outcomes and the audit's
/// findings (each only while an overlay shows it), the colour of every view and the layout.
/// Made with `previous:` (the frame before it), it takes from that frame what the change leaves
/// valid, so a hover frame hit-tests no click and audits no scene.
///
/// To show something new, add a stored property here, fill it in `init`, and read it where it is
/// drawn: layer keys come from the frame's values, so nothing else needs to learn of it.
public struct Frame: Sendable {
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
  let probes: [ProbeOutcome]?
  /// The audit's report while the audit overlay is on, else nil.
  let audit: AuditReport?
  /// One colour per view (regions, map, hover, the panel's swatches).
  let colors: [Color]

  /// The frame of `scene` with `options` at `size` (nil: the natural size), taking from
  /// `previous` what is still valid. Throws `RenderError` for a scale out of range.
  public init(
    scene: Scene, options: RenderOptions, size: PixelSize? = nil, previous: Frame? = nil
  ) throws {
    self.init(unvalidated: scene, options: try options.validated(), size: size, previous: previous)
  }

  /// As `init(scene:options:size:previous:)` for options already validated (or only laid out).
  init(unvalidated scene: Scene, options: RenderOptions, size: PixelSize?, previous: Frame?) {
    let sameScene = previous.map { $0.scene == scene } ?? false
    // Counter values change label text alone, which neither hit-testing nor the audit reads: a
    // tap that counts keeps the click's hit-test, the probe outcomes and the audit.
    let sameHitTesting = sameScene || (previous?.scene.matchesIgnoringCounters(scene) ?? false)
    self.scene = scene
    self.options = options
    self.size = size
    if let previous, sameHitTesting, previous.options.click == options.click {
      click = previous.click
    } else {
      click = options.click.map { scene.hitTest($0, recordTrace: true) }
    }
    if !options.overlays.contains(.probes) {
      probes = nil
    } else if let previous, sameHitTesting, let kept = previous.probes {
      probes = kept
    } else {
      probes = scene.probes.map { ProbeOutcome(probe: $0, scene: scene) }
    }
    if !options.overlays.contains(.audit) {
      audit = nil
    } else if let previous, sameHitTesting, let kept = previous.audit {
      audit = kept
    } else {
      audit = AuditReport.of(scene)
    }
    if let previous, sameHitTesting {
      colors = previous.colors
    } else {
      colors = Palette.viewColors(for: scene)
    }
    let panel: PanelContent?
    if !options.showPanel {
      panel = nil
    } else if let previous, sameScene, let kept = previous.layout.panel,
      previous.options.withoutHover == options.withoutHover
    {
      panel = kept
    } else {
      panel = PanelContent(
        scene: scene, options: options, colors: colors, click: click, probes: probes, audit: audit)
    }
    layout = FrameLayout(scene: scene, options: options, outputSize: size, panel: panel)
  }
}

extension RenderOptions {
  /// The same options without the hover: what a frame's layers under the hover depend on.
  var withoutHover: RenderOptions {
    var options = self
    options.hover = nil
    return options
  }
}

extension Scene {
  /// Whether the two scenes are equal but, perhaps, for counter values (what a tap that counts
  /// changes): the views, their geometry and flags are the same.
  func matchesIgnoringCounters(_ other: Scene) -> Bool {
    var other = other
    other.counters = counters
    return other == self
  }
}
