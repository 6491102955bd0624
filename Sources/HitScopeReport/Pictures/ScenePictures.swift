import HitScopeEngine
import HitScopeRender

/// Every picture the report shows of one scene: the scene with its probes and audit findings,
/// the hit map thumbnail, a cropped picture around the point of each failing probe the budget
/// pictures (its click's chain and trace) and one around the view of each finding it pictures
/// (see `PictureBudget`).
struct ScenePictures: Sendable {
  /// Output pixels per point of the scene picture and the crops: sharp on 2x screens and in print.
  static let detailScale = 2.0
  /// Longest side of the scene picture, in output pixels: a very large canvas is shown smaller
  /// rather than making the page heavy.
  static let overviewMaximumPixels = 1800.0
  /// Longest side of the hit map thumbnail, in output pixels.
  static let mapMaximumPixels = 560.0

  var overview: ReportPicture
  var map: ReportPicture
  /// By probe index; only the pictured failing probes have one.
  var probes: [Int: ReportPicture]
  /// By finding index in the audit's order; only the pictured findings have one.
  var findings: [Int: ReportPicture]

  /// Renders the pictures, the ones sharing a scale one after the other so that the renderer's
  /// scene layer and analysis serve them all; the audit overlay draws `audit`'s findings.
  init(scene: Scene, probes: [ReportProbe], audit: AuditReport) throws {
    let findings = audit.findings
    let longest = max(scene.canvas.width, scene.canvas.height)
    let renderer = SceneRenderer()

    let overviewScale = ScenePictures.clamped(
      min(ScenePictures.detailScale, ScenePictures.overviewMaximumPixels / longest))
    overview = try ReportPicture(
      renderer.render(
        scene: scene,
        options: RenderOptions(
          scale: overviewScale, overlays: [.probes, .audit], showPanel: false,
          showLegendStrip: false), audit: audit),
      scale: overviewScale)

    let detail = ScenePictures.detailScale
    var probePictures: [Int: ReportPicture] = [:]
    let picturedProbes = PictureBudget.picturedProbes(probes)
    for probe in probes where picturedProbes.contains(probe.index) {
      let options = RenderOptions(
        scale: detail, overlays: [.chain, .trace], click: probe.probe.point, showPanel: false,
        showLegendStrip: false)
      probePictures[probe.index] = try ScenePictures.crop(
        renderer.render(scene: scene, options: options),
        layout: FrameLayout(scene: scene, options: options),
        window: CropWindow.around(probe.probe.point))
    }
    self.probes = probePictures

    // One frame with the audit overlay serves every finding: each picture is a part of it, and
    // findings on the same view share their picture.
    let picturedFindings = PictureBudget.picturedFindings(findings)
    var findingPictures: [Int: ReportPicture] = [:]
    if !picturedFindings.isEmpty {
      let auditOptions = RenderOptions(
        scale: detail, overlays: [.audit], showPanel: false, showLegendStrip: false)
      let frame = try renderer.render(scene: scene, options: auditOptions, audit: audit)
      let layout = FrameLayout(scene: scene, options: auditOptions, audit: audit)
      var byView: [ViewIndex: ReportPicture] = [:]
      for i in picturedFindings.sorted() {
        let finding = findings[i]
        if let known = byView[finding.view] {
          findingPictures[i] = known
          continue
        }
        let box =
          scene.drawnBox(of: finding.view)
          ?? Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height)
        let picture = try ScenePictures.crop(frame, layout: layout, window: CropWindow.around(box))
        byView[finding.view] = picture
        findingPictures[i] = picture
      }
    }
    self.findings = findingPictures

    let mapScale = ScenePictures.clamped(min(1, ScenePictures.mapMaximumPixels / longest))
    map = try ReportPicture(
      renderer.render(
        scene: scene,
        options: RenderOptions(
          scale: mapScale, overlays: [.map], showPanel: false, showLegendStrip: false)),
      scale: mapScale)
  }

  /// `scale` brought into the scales the renderer accepts.
  private static func clamped(_ scale: Double) -> Double {
    min(max(scale, RenderOptions.scaleRange.lowerBound), RenderOptions.scaleRange.upperBound)
  }

  /// The part `window` (window points) of `frame`, laid out by `layout`.
  private static func crop(_ frame: RasterImage, layout: FrameLayout, window: Rect) throws
    -> ReportPicture
  {
    let box = CropWindow.pixels(
      of: window, in: layout, frameSize: PixelSize(width: frame.width, height: frame.height))
    return try ReportPicture(
      frame.cropped(x: box.x, y: box.y, width: box.width, height: box.height),
      scale: layout.scale)
  }
}
