import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeTestSupport
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// Zoom, scroll and fit of the window's session, without an X server: a canvas larger than the
/// window scrolls to every edge and no further, and `f` shows it whole.
struct ViewStateTests {
  func session(width: Double, height: Double, window: PixelSize, scale: Double = 1)
    -> InspectorSession
  {
    let scene = testScene(width: width, height: height)
    let s = InspectorSession(
      scene: scene, scenePath: nil, probeFile: nil, overlays: [.regions], scale: scale,
      log: EventLog(writesStandardOutput: false, observer: nil))
    s.resize(width: window.width, height: window.height)
    return s
  }

  /// A canvas of one view filling it, so every scene point has a view.
  func testScene(width: Double, height: Double) -> Scene {
    HitScopeTestSupport.scene(
      width: width, height: height,
      children: [view("page", [0, 0, width, height])])
  }

  /// Whether the whole canvas, with its margin, lies in the layout's canvas area.
  func showsWhole(_ layout: FrameLayout) -> Bool {
    let m = FrameLayout.overlayMargin * layout.scale
    let area = layout.canvasArea
    let c = layout.canvasRect
    return c.minX - m >= area.minX - 0.5 && c.minY - m >= area.minY - 0.5
      && c.maxX + m <= area.maxX + 0.5 && c.maxY + m <= area.maxY + 0.5
  }

  @Test func aZoomedCanvasScrollsToEveryEdgeAndNoFurther() throws {
    let s = session(width: 400, height: 300, window: PixelSize(width: 800, height: 600))
    #expect(s.layout.maximumScroll == .zero)
    #expect(s.statusBar.note == nil)
    s.setScale(4)
    let limit = s.layout.maximumScroll
    #expect(limit.x > 0 && limit.y > 0, "the canvas no longer fits: it must scroll")
    #expect(s.statusBar.note == KeyTable.scrollNote, "the status bar says how")
    // Scroll right and down until it stops; the canvas' far corner is then in view.
    var turns = 0
    while s.layout.scroll != limit, turns < 1000 {
      s.scroll(by: (1, 1))
      turns += 1
    }
    #expect(s.layout.scroll == limit)
    let area = s.layout.canvasArea
    #expect(s.layout.canvasRect.maxX <= area.maxX && s.layout.canvasRect.maxY <= area.maxY)
    let corner = s.scenePoint(
      x: Int(s.layout.canvasRect.maxX) - 1, y: Int(s.layout.canvasRect.maxY) - 1)
    #expect(corner.x > 399 && corner.y > 299, "\(corner)")
    // No further.
    s.scroll(by: (3, 3))
    #expect(s.view.scroll == limit)
    // And back to the top-left corner, where it started.
    for _ in 0..<turns { s.scroll(by: (-1, -1)) }
    #expect(s.layout.scroll == .zero)
    #expect(
      s.scenePoint(x: Int(s.layout.canvasRect.minX), y: Int(s.layout.canvasRect.minY)) == .zero)
  }

  @Test func thePointerNamesThePointScrolledUnderIt() throws {
    let s = session(width: 400, height: 300, window: PixelSize(width: 800, height: 600), scale: 4)
    s.pointerMoved(x: 200, y: 200)
    let before = try #require(s.pointer)
    s.scroll(by: (1, 0))
    let after = try #require(s.pointer)
    #expect(after.x > before.x && after.y == before.y)
  }

  @Test(arguments: [
    // canvas (points), window (pixels), starting scale
    (Size(width: 400, height: 300), PixelSize(width: 800, height: 600), 4.0),
    (Size(width: 390, height: 844), PixelSize(width: 1000, height: 700), 2.0),
    (Size(width: 1280, height: 760), PixelSize(width: 1440, height: 876), 1.0),
    (Size(width: 900, height: 500), PixelSize(width: 1248, height: 876), 3.0),
    (Size(width: 240, height: 240), PixelSize(width: 1800, height: 1100), 0.5),
  ])
  func fitShowsTheWholeCanvasAtTheLargestScale(
    canvas: Size, window: PixelSize, scale: Double
  ) throws {
    let s = session(width: canvas.width, height: canvas.height, window: window, scale: scale)
    s.scroll(by: (2, 2))
    s.fit()
    #expect(s.layout.maximumScroll == .zero)
    #expect(s.view.scroll == .zero)
    #expect(showsWhole(s.layout), "at \(s.scale)")
    // A hundredth more would not show it whole.
    let bigger = FrameLayout(
      scene: s.scene,
      options: {
        var o = s.renderOptions
        o.scale += 0.01
        return o
      }(),
      outputSize: s.frameSize)
    #expect(
      !showsWhole(bigger) || s.scale == RenderOptions.scaleRange.upperBound,
      "\(s.scale): \(bigger.canvasRect) in \(bigger.canvasArea)")
  }

  @Test(arguments: [
    (4, false, 0, -1), (5, false, 0, 1), (4, true, -1, 0), (5, true, 1, 0), (6, false, -1, 0),
    (7, false, 1, 0),
  ])
  func wheelButtonsScroll(button: Int, shift: Bool, x: Int, y: Int) {
    let steps = InspectorWindow.wheelSteps(button: button, shift: shift)
    #expect(steps?.x == x && steps?.y == y)
  }

  @Test func otherButtonsDoNotScroll() {
    #expect(InspectorWindow.wheelSteps(button: 1, shift: false) == nil)
    #expect(InspectorWindow.wheelSteps(button: 3, shift: true) == nil)
  }
}
