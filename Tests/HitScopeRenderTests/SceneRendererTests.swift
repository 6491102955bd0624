import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeRender

@Suite(.serialized)
struct SceneRendererTests {
  init() { TestEnvironment.pinFonts }

  /// The canvas alone at 1x: no panel, no overlays, so pixel (x, y) is window point (x, y).
  func plain(_ scene: Scene, scale: Double = 1) throws -> RasterImage {
    try SceneRenderer.render(scene: scene, options: RenderOptions(scale: scale, showPanel: false))
  }

  func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
    let c = image.components(x: x, y: y)
    return [Int(c.red), Int(c.green), Int(c.blue)]
  }

  func close(_ a: [Int], _ b: [Int], within tolerance: Int = 3) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func plainRenderIsTheCanvasSizeTimesScale() throws {
    let scene = testScene(width: 123, height: 45, children: [])
    #expect(try plain(scene).width == 123)
    #expect(try plain(scene).height == 45)
    let twice = try plain(scene, scale: 2)
    #expect(twice.width == 246 && twice.height == 90)
  }

  /// Past cairo's largest image (32,767 pixels a side) at its scale, a canvas is an error that
  /// says so, not a stopped process (the engine's hit map grid stops at 65,536).
  @Test(arguments: [Set<Overlay>(), [.map, .regions]])
  func aCanvasTooLargeAtItsScaleIsAnError(_ overlays: Set<Overlay>) throws {
    let scene = testScene(width: 16_384, height: 10, children: [])
    let error = #expect(throws: RenderError.self) {
      try SceneRenderer.render(scene: scene, options: RenderOptions(scale: 8, overlays: overlays))
    }
    #expect(error?.message.contains("131072x80 pixels cannot be rendered") == true)
  }

  @Test func fillsStrokesAndBackground() throws {
    let scene = testScene(
      background: Color(r: 10, g: 200, b: 10),
      children: [
        testView("box", [20, 20, 60, 40]) {
          $0.fill = .testRed
          $0.stroke = .testBlue
          $0.lineWidth = 6
        }
      ])
    let image = try plain(scene)
    #expect(rgb(image, 5, 5) == [10, 200, 10])
    #expect(rgb(image, 50, 40) == [220, 30, 40])
    #expect(rgb(image, 20, 40) == [30, 90, 220])
    #expect(rgb(image, 50, 62) == [30, 90, 220])
  }

  @Test func alphaIsGroupOpacityForTheSubtree() throws {
    let scene = testScene(children: [
      testView(
        "group", [0, 0, 200, 160],
        children: [
          testView("a", [20, 20, 80, 80]) { $0.fill = .testRed },
          testView("b", [60, 20, 80, 80]) { $0.fill = .testRed },
        ]
      ) { $0.alpha = 0.5 }
    ])
    let image = try plain(scene)
    let single = rgb(image, 30, 50)
    let overlap = rgb(image, 80, 50)
    #expect(close(single, overlap, within: 1), "overlap \(overlap) vs single \(single)")
    #expect(close(single, [238, 143, 148], within: 2))
  }

  @Test func hiddenViewsAndTheirSubtreesAreNotDrawn() throws {
    let scene = testScene(children: [
      testView(
        "hidden", [20, 20, 80, 80],
        children: [testView("child", [10, 10, 20, 20]) { $0.fill = .testBlue }]
      ) {
        $0.fill = .testRed
        $0.isHidden = true
      }
    ])
    let image = try plain(scene)
    #expect(rgb(image, 25, 25) == [255, 255, 255])
    #expect(rgb(image, 35, 35) == [255, 255, 255])
  }

  @Test(arguments: [false, true])
  func clipsToBoundsClipsTheSubtree(clips: Bool) throws {
    let scene = testScene(children: [
      testView(
        "parent", [20, 20, 60, 60],
        children: [testView("child", [40, 40, 60, 60]) { $0.fill = .testBlue }]
      ) {
        $0.clipsToBounds = clips
      }
    ])
    let image = try plain(scene)
    #expect(rgb(image, 70, 70) == [30, 90, 220])
    #expect(rgb(image, 95, 95) == (clips ? [255, 255, 255] : [30, 90, 220]))
  }

  @Test func singularTransformsDrawNothing() throws {
    let scene = testScene(children: [
      testView("flat", [20, 20, 80, 80]) {
        $0.fill = .testRed
        $0.transform = .scale(0, 1)
      }
    ])
    let image = try plain(scene)
    for (x, y) in [(60, 60), (59, 30), (61, 90)] { #expect(rgb(image, x, y) == [255, 255, 255]) }
  }

  @Test func transformsRotateAboutTheCentre() throws {
    let scene = testScene(children: [
      testView("bar", [50, 70, 100, 20]) {
        $0.fill = .testRed
        $0.transform = .rotation(degrees: 90)
      }
    ])
    let image = try plain(scene)
    #expect(rgb(image, 100, 35) == [220, 30, 40])
    #expect(rgb(image, 60, 80) == [255, 255, 255])
  }

  /// The same label at the same place on screen, in a y-down and a y-up (unflipped AppKit)
  /// space, renders the same pixels: text is never mirrored.
  @Test func labelsAreUprightInYUpSpaces() throws {
    func labelled(_ semantics: Semantics) -> Scene {
      testScene(
        semantics: semantics,
        children: [
          // 30 points from the top on screen: in the y-up root that is 160 - 30 - 60 from the bottom.
          testView("label", [20, semantics == .appkit ? 70 : 30, 160, 60]) {
            $0.label = LabelTemplate(segments: [.text("Fjord Ly")])
            $0.fontSize = 28
          }
        ])
    }
    let down = try plain(labelled(.uikit))
    let up = try plain(labelled(.appkit))
    let comparison = ImageComparison(down, up, tolerance: 8)
    #expect(comparison.mismatched == 0)
    let mirrored = RasterImage(
      width: down.width, height: down.height,
      pixels: (0..<down.height).flatMap { y in
        (0..<down.width).map { x in down.pixel(x: x, y: down.height - 1 - y) }
      })
    #expect(ImageComparison(down, mirrored, tolerance: 8).mismatched > 100)
  }

  @Test func labelsShowCountersAndEveryScript() throws {
    TestEnvironment.pinFonts
    let surface = try CairoSurface.image(width: 10, height: 10)
    let context = try CairoContext(surface: surface)
    let layout = try TextLayout(
      "删除 Удалить Excluir Hapus", style: TextStyle(size: 14), width: nil, in: context)
    #expect(layout.unknownGlyphsCount == 0)
    #expect(layout.size.width > 100)

    var scene = testScene(
      counterValues: [("taps", 0)],
      children: [
        testView("label", [0, 0, 200, 160]) {
          $0.label = LabelTemplate(segments: [.text("taps: "), .counter("taps")])
          $0.fontSize = 30
        }
      ])
    let renderer = SceneRenderer()
    let before = try renderer.render(scene: scene, options: RenderOptions(showPanel: false))
    scene.counters["taps"] = 7
    let after = try renderer.render(scene: scene, options: RenderOptions(showPanel: false))
    #expect(ImageComparison(before, after, tolerance: 8).mismatched > 20)
  }

  @Test func cachedRenderMatchesAFreshOne() throws {
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let renderer = SceneRenderer()
    _ = try renderer.render(scene: scene, options: RenderOptions(overlays: [.regions, .map]))
    let options = RenderOptions(
      overlays: [.regions, .chain, .outsets], click: Point(210, 120), hover: 2,
      panelExtras: ["tap at (210, 120)"])
    let cached = try renderer.render(scene: scene, options: options)
    let fresh = try SceneRenderer.render(scene: scene, options: options)
    #expect(cached.pixels == fresh.pixels)
  }

  @Test func bannerIsRedAcrossTheTop() throws {
    let scene = testScene(children: [])
    let image = try SceneRenderer.render(
      scene: scene, options: RenderOptions(banner: "ring.json:3:5: expected a value"))
    let layout = FrameLayout(scene: scene, options: RenderOptions(banner: "x"))
    #expect(layout.bannerRect != nil)
    let c = rgb(image, 2, 2)
    #expect(c[0] > 150 && c[1] < 60 && c[2] < 60)
    // The banner lies over the top of the canvas' area: the canvas stays where it was.
    for size in [nil, PixelSize(width: 900, height: 700)] {
      let plain = FrameLayout(scene: scene, options: RenderOptions(), outputSize: size)
      let banner = FrameLayout(scene: scene, options: RenderOptions(banner: "x"), outputSize: size)
      #expect(banner.canvasOrigin == plain.canvasOrigin)
      #expect(banner.size == plain.size)
      #expect(banner.bannerRect?.width == Double(plain.size.width))
    }
  }

  @Test func layoutCentresTheCanvasAndMapsPointsToPixels() throws {
    // Square: a landscape canvas in this frame would get the panel under it (FrameLayoutTests).
    let scene = testScene(width: 200, height: 200, children: [])
    let options = RenderOptions(scale: 2, overlays: [.regions])
    let natural = FrameLayout(scene: scene, options: options)
    #expect(natural.panelRect != nil)
    #expect(
      natural.size.width == Int((200 + 2 * FrameLayout.overlayMargin + PanelContent.width) * 2))
    let big = FrameLayout(
      scene: scene, options: options, outputSize: PixelSize(width: 2000, height: 1000))
    let panelWidth = PanelContent.width * 2
    #expect(big.canvasOrigin.x == ((2000 - panelWidth - 400) / 2).rounded(.down))
    #expect(big.canvasOrigin.y == 300)
    #expect(big.pixel(atScenePoint: Point(37.5, 81.25)) == Point(big.canvasOrigin.x + 75, 462.5))
    let image = try SceneRenderer.render(
      scene: scene, options: options, size: PixelSize(width: 2000, height: 1000))
    #expect(image.width == 2000 && image.height == 1000)
  }

  @Test func rejectsScalesOutOfRange() throws {
    let scene = testScene(children: [])
    #expect(throws: RenderError.self) {
      try SceneRenderer.render(scene: scene, options: RenderOptions(scale: 0))
    }
    #expect(throws: RenderError.self) {
      try SceneRenderer.render(scene: scene, options: RenderOptions(scale: .nan))
    }
  }

  @Test func pngRoundTrip() throws {
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pixels: [UInt32] = [
      0xFF00_00FF, 0x8040_0000, 0x0000_0000, 0xFFFF_FFFF, 0xFF12_3456, 0xFF00_FF00,
    ]
    let image = RasterImage(width: 3, height: 2, pixels: pixels)
    try image.writePNG(to: directory + "/x.png")
    let back = try RasterImage(contentsOfPNG: directory + "/x.png")
    #expect(back.width == 3 && back.height == 2)
    #expect(back.pixels == pixels)
    #expect(throws: RenderError.self) { try RasterImage(contentsOfPNG: directory + "/missing.png") }
  }

  @Test func overlayNamesAreTheCommandLineNames() {
    #expect(
      Overlay.allCases.map(\.rawValue) == [
        "regions", "outsets", "chain", "trace", "map", "probes", "audit", "gestures",
      ])
  }

  /// A canvas wider than the space left of the panel reaches under it (the window scrolls it);
  /// the hover, drawn after the panel, stays in the canvas' area: hovering a view that spans the
  /// canvas changes no pixel of the panel.
  @Test func theHoverStaysOutOfThePanel() throws {
    let scene = testScene(
      width: 1100, height: 400, children: [testView("wide", [10, 10, 1080, 380])])
    let size = PixelSize(width: 1000, height: 500)
    let still = try SceneRenderer.render(scene: scene, options: RenderOptions(), size: size)
    let hovered = try SceneRenderer.render(
      scene: scene, options: RenderOptions(hover: 1), size: size)
    let layout = FrameLayout(scene: scene, options: RenderOptions(), outputSize: size)
    let panel = try #require(layout.panelRect)
    #expect(layout.canvasRect.maxX > panel.maxX, "the canvas reaches under the whole panel")
    var changed = 0
    for y in Int(panel.minY)..<Int(panel.maxY) {
      for x in Int(panel.minX)..<Int(panel.maxX)
      where still.pixel(x: x, y: y) != hovered.pixel(x: x, y: y) {
        changed += 1
      }
    }
    #expect(changed == 0, "panel pixels the hover changed")
    // The hover does show, left of the panel.
    #expect(still.pixels != hovered.pixels)
  }
}
