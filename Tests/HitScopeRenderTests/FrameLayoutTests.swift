import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Where a window's frame puts the panel: at the right, or under a landscape canvas in
/// columns when the room under it would otherwise stay empty.
@Suite
struct FrameLayoutTests {
  init() { TestEnvironment.pinFonts }

  @Test(arguments: [
    // canvas (points), output (pixels), scale, panel under the canvas
    (Size(width: 900, height: 500), PixelSize(width: 1248, height: 876), 1.0, true),
    (Size(width: 900, height: 500), PixelSize(width: 2496, height: 1752), 2.0, true),
    // Portrait and square canvases keep the side panel, however wide the window.
    (Size(width: 240, height: 240), PixelSize(width: 1400, height: 900), 1.0, false),
    (Size(width: 390, height: 844), PixelSize(width: 1400, height: 900), 1.0, false),
    // Too little room under the canvas for the columns.
    (Size(width: 1280, height: 760), PixelSize(width: 1440, height: 876), 1.0, false),
    // One column wide: the side panel holds as much.
    (Size(width: 400, height: 200), PixelSize(width: 500, height: 900), 1.0, false),
  ])
  func thePanelGoesUnderALandscapeCanvasWithRoomUnderIt(
    canvas: Size, output: PixelSize, scale: Double, below: Bool
  ) throws {
    let scene = testScene(width: canvas.width, height: canvas.height, children: [])
    let layout = FrameLayout(
      scene: scene, options: RenderOptions(scale: scale, click: Point(10, 10)),
      outputSize: output)
    let panel = try #require(layout.panelRect)
    if below {
      #expect(panel.minX == 0 && panel.width == Double(output.width))
      #expect(panel.minY >= layout.canvasRect.maxY)
      #expect(panel.maxY == Double(output.height))
      #expect(panel.intersection(layout.canvasRect) == nil)
    } else {
      #expect(panel.minX == Double(output.width) - PanelContent.width * scale)
      #expect(panel.minY == 0 && panel.height == Double(output.height))
    }
  }

  @Test func theNaturalSizeKeepsTheSidePanel() {
    let scene = testScene(width: 900, height: 500, children: [])
    let layout = FrameLayout(scene: scene, options: RenderOptions(click: Point(10, 10)))
    #expect(layout.panelRect.map { $0.minX >= layout.canvasRect.maxX } == true)
  }
}
