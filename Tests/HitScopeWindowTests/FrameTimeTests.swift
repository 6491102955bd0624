import Foundation
import HitScopeEngine
import HitScopeRender
import HitScopeSynthetic
import Testing

@testable import HitScopeWindow

/// Frame times of the window (render plus upload) on a 1,000-view scene, printed as medians
/// with the 95th percentile beside them.
/// Timing needs a quiet machine and a release build, so the suite runs only when asked:
/// `HITSCOPE_WINDOW_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter FrameTime`.
extension UnderX {
  @Suite(
    "Window frame times", .serialized,
    .enabled(
      if: ProcessInfo.processInfo.environment["HITSCOPE_WINDOW_BENCH"] != nil,
      "timing runs only with HITSCOPE_WINDOW_BENCH set"))
  struct FrameTimeTests {
    /// The value below which a fraction `p` of `values` lies (nearest rank).
    static func percentile(_ values: [Double], _ p: Double) -> Double {
      let sorted = values.sorted()
      let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
      return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    @Test(
      "hover and click frames on 1,000 views",
      arguments: [
        ("regions+chain+trace", Set<Overlay>([.regions, .chain, .trace])),
        ("chain", Set<Overlay>([.chain])),
      ])
    func frameTimes(label: String, overlays: Set<Overlay>) throws {
      let h = try WindowHarness(sceneText: GridScene.text(), overlays: overlays)
      #expect(h.window.session.scene.views.count == GridScene.viewCount)
      let id = h.window.windowID
      let runs = 41
      func waitForFrame(after count: Int, _ what: String) throws -> (render: Double, copy: Double) {
        try h.pump(what) { h.window.framesDrawn > count }
        return h.window.lastFrameTiming
      }
      func target(_ k: Int) -> Point {
        GridScene.centre(card: (k * 7) % GridScene.cardsPerScene, child: k % 26)
      }
      try h.click(target(100))
      h.settle()

      // Each round: a click (press and release frames), then hovers over other views; the
      // first hover after a click draws the click's overlay layer, the others reuse it.
      var firstHover: [(render: Double, copy: Double)] = []
      var hover: [(render: Double, copy: Double)] = []
      var press: [(render: Double, copy: Double)] = []
      var release: [(render: Double, copy: Double)] = []
      let hoversPerClick = 4
      for k in 0..<runs {
        var count = h.window.framesDrawn
        h.display.move(to: h.pixel(of: target(k)), in: id)
        _ = try waitForFrame(after: count, "the move to click \(k)")
        count = h.window.framesDrawn
        h.display.press()
        press.append(try waitForFrame(after: count, "press frame \(k)"))
        count = h.window.framesDrawn
        h.display.release()
        release.append(try waitForFrame(after: count, "release frame \(k)"))
        h.settle()
        for j in 1...hoversPerClick {
          count = h.window.framesDrawn
          h.display.move(to: h.pixel(of: target(k + j * 3)), in: id)
          let timing = try waitForFrame(after: count, "hover frame \(k).\(j)")
          if j == 1 { firstHover.append(timing) } else { hover.append(timing) }
        }
      }
      #expect(h.screenMatchesLastFrame())
      let size = h.window.session.size
      func median(_ values: [Double]) -> Double { FrameTimeTests.percentile(values, 0.5) }
      func describe(_ frames: [(render: Double, copy: Double)]) -> String {
        let totals = frames.map { $0.render + $0.copy }
        let render = median(frames.map(\.render))
        let copy = median(frames.map(\.copy))
        return String(
          format: "%.2f ms, p95 %.2f (render %.2f, upload %.2f)", median(totals),
          FrameTimeTests.percentile(totals, 0.95), render, copy)
      }
      // The status bar alone, with a new pointer each time as on a hover frame.
      var statusOnly: [Double] = []
      for k in 0..<runs {
        var bar = h.window.session.statusBar
        bar.pointer = target(k)
        let start = Date()
        _ = try bar.render(width: size.width, scale: h.window.session.scale)
        statusOnly.append(Date().timeIntervalSince(start) * 1000)
      }
      let line =
        "window.frame \(label) \(size.width)x\(size.height): hover \(describe(hover)), "
        + "first hover after a click \(describe(firstHover)), click (press) \(describe(press)), release \(describe(release)), "
        + String(format: "status bar render %.2f ms, runs \(runs)", median(statusOnly))
      print(line)
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    @Test(
      "the renderer alone on the window's frames, per overlay set",
      arguments: [
        Set<Overlay>([.chain]), [.regions], [.trace], [.regions, .chain], [.chain, .trace],
        [.regions, .chain, .trace],
      ])
    func rendererAlone(overlays: Set<Overlay>) throws {
      let h = try WindowHarness(sceneText: GridScene.text(), overlays: overlays)
      let scene = h.window.session.scene
      let size = h.window.session.frameSize
      let renderer = SceneRenderer()
      let runs = 15
      var options = h.window.session.renderOptions
      func time(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start) * 1000
      }
      var click: [Double] = []
      var firstHover: [Double] = []
      var hover: [Double] = []
      for k in 0..<runs {
        options.click = GridScene.centre(card: (k * 7) % GridScene.cardsPerScene, child: k % 26)
        options.hover = nil
        click.append(
          try time { _ = try renderer.render(scene: scene, options: options, size: size) })
        for j in 1...4 {
          options.hover = scene.hitView(
            GridScene.centre(card: (k * 7 + j) % GridScene.cardsPerScene, child: (k + j) % 26))
          let t = try time { _ = try renderer.render(scene: scene, options: options, size: size) }
          if j == 1 { firstHover.append(t) } else { hover.append(t) }
        }
      }
      func describe(_ values: [Double]) -> String {
        String(
          format: "%.2f ms (p95 %.2f)", FrameTimeTests.percentile(values, 0.5),
          FrameTimeTests.percentile(values, 0.95))
      }
      let names = overlays.map(\.rawValue).sorted().joined(separator: "+")
      let line =
        "renderer \(names) \(size.width)x\(size.height): click \(describe(click)), "
        + "first hover \(describe(firstHover)), hover \(describe(hover))"
      FileHandle.standardError.write(Data((line + "\n").utf8))
      #expect(hover.count == runs * 3)
    }
  }
}
