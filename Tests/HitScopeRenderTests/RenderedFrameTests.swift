import HitScopeEngine
import HitScopeSynthetic
import HitScopeTestSupport
import Testing

@testable import HitScopeRender

/// A long-lived renderer says where each frame differs from the one before; every pixel it
/// leaves out must be the one before's, whatever the window did in between.
@Suite(.serialized)
struct RenderedFrameTests {
  init() { TestEnvironment.pinFonts }

  /// How many pixels of `new` outside `changed` differ from `old` (same size).
  private static func differingOutside(_ changed: [Rect], _ old: RasterImage, _ new: RasterImage)
    -> Int
  {
    let covered = pixelMask(covering: changed, width: new.width, height: new.height)
    var differing = 0
    for i in 0..<covered.count where !covered[i] && old.pixels[i] != new.pixels[i] {
      differing += 1
    }
    return differing
  }

  /// Checks `next` against `previous`; returns whether its change was known.
  private static func check(
    _ next: RenderedFrame, after previous: RenderedFrame, _ what: String
  ) -> Bool {
    #expect(next.number == previous.number + 1, "\(what)")
    guard let changed = next.changed else { return false }
    let sameSize =
      next.image.width == previous.image.width && next.image.height == previous.image.height
    #expect(sameSize, "\(what): a change is known across a resize")
    guard sameSize else { return true }
    let differing = differingOutside(changed, previous.image, next.image)
    #expect(differing == 0, "\(what): \(differing) pixels differ outside the change")
    return true
  }

  @Test(arguments: FrameCacheTests.sequences)
  func changesHoldEveryDifferingPixel(_ sequence: FrameCacheTests.Sequence) throws {
    var scene = try TestEnvironment.bundledScene(sequence.scene)
    var options = RenderOptions(overlays: sequence.overlays)
    var size: PixelSize? = nil
    let renderer = SceneRenderer()
    var previous = try renderer.renderFrame(scene: scene, options: options, size: size)
    #expect(previous.changed == nil, "the first frame's change is unknown")
    var known = 0
    for (i, step) in sequence.steps.enumerated() {
      try step.apply(to: &scene, &options, &size)
      let next = try renderer.renderFrame(scene: scene, options: options, size: size)
      if Self.check(next, after: previous, "after step \(i) (\(step.testDescription))") {
        known += 1
      }
      previous = next
    }
    #expect(known > 0, "no step had a known change")
  }

  /// On a crowded scene, a hover after a click changes a small part of the frame, and says so
  /// (a click's frame may leave its change unknown: the window compares that frame).
  @Test(arguments: [Set<Overlay>([.regions, .chain, .trace]), [.chain], Set(Overlay.allCases)])
  func hoversChangeLittle(_ overlays: Set<Overlay>) throws {
    let scene = SyntheticScene.generate(
      viewCount: 300, seed: 9, canvas: Size(width: 480, height: 320))
    let renderer = SceneRenderer()
    let size = PixelSize(width: 800, height: 500)
    var previous = try renderer.renderFrame(
      scene: scene, options: RenderOptions(overlays: overlays), size: size)
    var fractions: [Double] = []
    for (k, click) in [Point(240.5, 160.5), Point(30, 20), Point(470, 300)].enumerated() {
      for (h, hover) in ([nil, Point(100, 100), Point(400, 50), nil] as [Point?]).enumerated() {
        let options = RenderOptions(
          overlays: overlays, click: click, hover: hover.flatMap { scene.hitView($0) })
        let next = try renderer.renderFrame(scene: scene, options: options, size: size)
        let what = "click \(k) at \(click), hover at \(hover.map { "\($0)" } ?? "none")"
        let known = Self.check(next, after: previous, what)
        if h > 0 {
          #expect(known, "\(what): the change is unknown")
          let area = (next.changed ?? []).reduce(0) { $0 + $1.width * $1.height }
          fractions.append(area / Double(size.width * size.height))
        }
        previous = next
      }
    }
    let median = fractions.sorted()[fractions.count / 2]
    #expect(median < 0.5, "the hovers' changes cover \(fractions) of the frame")
  }

  /// As when the pointer moves within one view: the frame again, hover and all, changes
  /// nothing.
  @Test(arguments: [Set<Overlay>([.chain]), [.regions, .chain, .trace]])
  func theSameFrameAgainChangesNothing(_ overlays: Set<Overlay>) throws {
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let options = RenderOptions(
      overlays: overlays, click: Point(210, 120), hover: scene.hitView(Point(120, 120)))
    let renderer = SceneRenderer()
    let first = try renderer.renderFrame(scene: scene, options: options)
    for _ in 0..<3 {
      let again = try renderer.renderFrame(scene: scene, options: options)
      #expect(again.changed == [])
      #expect(again.image.pixels == first.image.pixels)
    }
  }

  /// A frame held while the renderer draws on keeps its pixels.
  @Test func aFrameHeldKeepsItsPixels() throws {
    let scene = try TestEnvironment.bundledScene("ring-over-button")
    let renderer = SceneRenderer()
    var options = RenderOptions(overlays: [.regions, .chain], click: Point(210, 120))
    let held = try renderer.render(scene: scene, options: options)
    let pixels = held.pixels.map { $0 }
    for click in [Point(120, 120), Point(300, 40), Point(210, 120), Point(120, 120)] {
      options.click = click
      _ = try renderer.render(scene: scene, options: options)
    }
    #expect(held.pixels == pixels)
  }
}
