import HitScopeEngine
import HitScopeRender
import Testing

/// Golden pictures of the bundled scenes, one per overlay, as the docs show them.
@Suite(.serialized)
struct GoldenImageTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var golden: String
    var scene: String
    var overlays: Set<Overlay>
    var click: Point? = nil
    var scale: Double = 1
    var showPanel = true

    var testDescription: String { golden }
  }

  static let cases: [Case] = [
    Case(golden: "ring-plain", scene: "ring-over-button", overlays: [], showPanel: false),
    Case(golden: "ring-regions", scene: "ring-over-button", overlays: [.regions]),
    Case(golden: "ring-outsets", scene: "ring-over-button", overlays: [.outsets]),
    Case(
      golden: "ring-chain", scene: "ring-over-button", overlays: [.chain], click: Point(210, 120)),
    Case(
      golden: "ring-trace", scene: "ring-over-button", overlays: [.trace], click: Point(120, 120)),
    Case(golden: "ring-map", scene: "ring-over-button", overlays: [.map]),
    Case(golden: "ring-probes", scene: "ring-over-button", overlays: [.probes]),
    Case(golden: "badge-outsets", scene: "delete-badge", overlays: [.outsets]),
    Case(golden: "badge-regions", scene: "delete-badge", overlays: [.regions]),
    Case(
      golden: "badge-chain-trace", scene: "delete-badge", overlays: [.chain, .trace],
      click: Point(283, 97)),
    Case(golden: "badge-map-probes", scene: "delete-badge", overlays: [.map, .probes]),
    Case(golden: "extended-outsets", scene: "extended-bounds", overlays: [.outsets, .regions]),
    Case(golden: "appkit-regions", scene: "appkit-flipped", overlays: [.regions, .probes]),
    Case(golden: "swiftui-map", scene: "swiftui-stack", overlays: [.map]),
    Case(
      golden: "ring-chain-2x", scene: "ring-over-button", overlays: [.chain, .regions],
      click: Point(210, 120), scale: 2),
  ]

  @Test(arguments: cases)
  func golden(_ c: Case) throws {
    TestEnvironment.pinFonts
    let scene = try TestEnvironment.bundledScene(c.scene)
    let options = RenderOptions(
      scale: c.scale, overlays: c.overlays, click: c.click, showPanel: c.showPanel)
    let image = try SceneRenderer.render(scene: scene, options: options)
    try Golden.check(image, named: c.golden)
  }

  /// What the window draws: a frame larger than the natural size, the canvas centred, a hovered
  /// view, the event log in the panel and a failed reload's banner.
  @Test func windowFrame() throws {
    TestEnvironment.pinFonts
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let options = RenderOptions(
      overlays: [.chain], click: Point(120, 120), hover: scene.indexByID["ring"],
      panelExtras: ["began (120, 120) → below", "ended: below +1"],
      banner: "ring-over-button.json:31:21: view \"ring\": fill: unknown colour \"oragne\"")
    let image = try SceneRenderer.render(
      scene: scene, options: options, size: PixelSize(width: 760, height: 520))
    try Golden.check(image, named: "window-frame")
  }
}
