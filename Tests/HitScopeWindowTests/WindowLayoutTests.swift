import HitScopeEngine
import HitScopeFormat
import HitScopeRender
import Testing

@testable import HitScopeWindow

/// How the window divides its pixels, without an X server: the frame (canvas and panel) above
/// the status bar, sized so the panel fits at its natural size.
struct WindowLayoutTests {
  func session(_ overlays: Set<Overlay> = [.chain, .regions], scale: Double = 1)
    -> InspectorSession
  {
    InspectorSession(
      scene: SceneLoader.defaultScene(), scenePath: nil, probeFile: nil, overlays: overlays,
      scale: scale,
      log: EventLog(writesStandardOutput: false, observer: nil))
  }

  func click(_ s: InspectorSession, _ p: Point) {
    let pixel = s.layout.pixel(atScenePoint: p)
    s.pressed(x: Int(pixel.x.rounded()), y: Int(pixel.y.rounded()), shift: false)
    s.released(x: Int(pixel.x.rounded()), y: Int(pixel.y.rounded()))
  }

  @Test(
    "the preferred size shows the whole panel after clicks, above the status bar",
    arguments: [1.0, 2.0])
  func preferredSizeFitsThePanel(scale: Double) {
    let s = session(scale: scale)
    let preferred = s.preferredSize
    s.resize(width: preferred.width, height: preferred.height)
    for p in [Point(120, 120), Point(210, 120), Point(10, 10), Point(120, 260), Point(210, 120)] {
      click(s, p)
      let natural = FrameLayout(scene: s.scene, options: s.renderOptions).size
      #expect(natural.height <= s.frameSize.height, "after a click at \(p)")
      #expect(natural.width <= s.frameSize.width)
    }
    #expect(s.statusHeight == Int((StatusBar.rowHeight * scale).rounded()))
    #expect(s.frameSize.height + s.statusHeight == s.size.height)
  }

  @Test(
    "the status bar names the scene point over the canvas and says when the pointer is off it",
    arguments: [1.0, 2.0])
  func statusBarPointerOnAndOffTheCanvas(scale: Double) throws {
    let s = session(scale: scale)
    s.resize(width: s.preferredSize.width, height: s.preferredSize.height)
    let inside = s.layout.pixel(atScenePoint: Point(120, 120))
    s.pointerMoved(x: Int(inside.x.rounded()), y: Int(inside.y.rounded()))
    #expect(s.statusBar.pointer == s.pointer)
    #expect(s.statusBar.pointerTarget != nil)
    // Over the side panel, and over the margin left of the canvas.
    let panel = try #require(s.layout.panelRect)
    for (x, y) in [(Int(panel.midX), Int(panel.midY)), (Int(inside.x) - Int(130 * scale), 40)] {
      s.pointerMoved(x: x, y: y)
      #expect(s.pointer != nil)
      #expect(s.statusBar.pointer == nil, "at pixel (\(x), \(y))")
      #expect(s.statusBar.pointerTarget == nil)
    }
  }

  @Test("events are listed oldest first, without key hints")
  func eventsOldestFirst() {
    let s = session()
    s.resize(width: 600, height: 600)
    click(s, Point(120, 120))
    click(s, Point(210, 120))
    click(s, Point(10, 10))
    let extras = s.panelExtras
    #expect(extras.count == InspectorSession.recentEventLines)
    #expect(extras == Array(s.log.recent.suffix(InspectorSession.recentEventLines)))
    // A SwiftUI Button's action is a tap recognizer: it fires at the release, before the view's
    // ended.
    #expect(extras.suffix(2).contains("tap below: below = 2"))
    #expect(extras.contains("tap ring: ring = 1"))
    let ring = extras.firstIndex(of: "tap ring: ring = 1")!
    #expect(ring < extras.count - 1)
    #expect(!extras.contains { $0.contains("keys") || $0.contains("quit") })
  }

  @Test(
    "help grows the status bar over the frame, which keeps its size; a tiny window drops the bar")
  func helpAndTinyWindows() {
    let s = session()
    s.resize(width: 600, height: 600)
    let plain = s.statusHeight
    let frame = s.frameSize
    let canvas = s.canvasOrigin
    s.toggleHelp()
    #expect(s.statusHeight > plain)
    #expect(s.frameSize == frame)
    #expect(s.canvasOrigin == canvas)
    #expect(s.frameSize.height == 600 - s.statusRowHeight)
    s.toggleHelp()
    s.resize(width: 300, height: plain + InspectorSession.minimumFrameHeight - 1)
    #expect(s.statusHeight == 0)
    #expect(s.frameSize == s.size)
  }

  @Test("the status bar is as wide as asked, one row high, and marks overlays that are on")
  func statusBarPicture() throws {
    // Wide enough for the eight overlay chips' keys at 2x.
    let off = try StatusBar(
      pointer: Point(10, 20), pointerTarget: "ring", chips: KeyTable.chips(on: [])
    )
    .render(width: 760, scale: 2)
    #expect(off.width == 760)
    #expect(off.height == Int(StatusBar.rowHeight * 2))
    let on = try StatusBar(
      pointer: Point(10, 20), pointerTarget: "ring", chips: KeyTable.chips(on: [.chain])
    )
    .render(width: 760, scale: 2)
    func chainBlue(_ image: RasterImage) -> Int {
      var n = 0
      for y in 0..<image.height {
        for x in 0..<image.width {
          let c = image.components(x: x, y: y)
          if c.red == 0x25, c.green == 0x63, c.blue == 0xEB { n += 1 }
        }
      }
      return n
    }
    #expect(chainBlue(off) == 0)
    #expect(chainBlue(on) > 100)
    // Too narrow for eight keys at 2x (380 points): the keys of the overlays that are on stay.
    let narrow = try StatusBar(
      pointer: Point(10, 20), pointerTarget: "ring", chips: KeyTable.chips(on: [.chain, .trace])
    ).render(width: 600, scale: 2)
    #expect(chainBlue(narrow) > 200)
    let help = try StatusBar(showsHelp: true, helpLines: KeyTable.help)
      .render(width: 700, scale: 1)
    #expect(help.height > Int(StatusBar.rowHeight) + 3 * 17)
  }
}
