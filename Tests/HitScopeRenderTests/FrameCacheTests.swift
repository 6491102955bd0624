import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// A long-lived renderer keeps the scene layer, the analysis, the frame's backdrop and text
/// layouts between frames; whatever happened before, its frame must be the one a fresh renderer
/// draws for the same arguments, pixel for pixel.
@Suite(.serialized)
struct FrameCacheTests {
  init() { TestEnvironment.pinFonts }

  /// One thing the window does between two frames.
  enum Step: Sendable, CustomTestStringConvertible {
    case hover(String?)
    case hoverAt(Point)
    case click(Point?)
    case toggle(Overlay)
    case counter(String, Int64)
    case flag(String, ToggleableProperty)
    case size(PixelSize?)
    case scale(Double)
    case extras([String])
    case banner(String?)
    case panel(Bool)

    var testDescription: String {
      switch self {
      case .hover(let id): "hover \(id ?? "none")"
      case .hoverAt(let p): "hover at \(p)"
      case .click(let p): "click \(p.map { "\($0)" } ?? "none")"
      case .toggle(let o): "toggle \(o.rawValue)"
      case .counter(let name, let value): "\(name) = \(value)"
      case .flag(let id, let property): "flip \(property.rawValue) of \(id)"
      case .size(let size): "size \(size.map { "\($0)" } ?? "natural")"
      case .scale(let s): "scale \(s)"
      case .extras(let lines): "\(lines.count) panel lines"
      case .banner(let text): "banner \(text ?? "none")"
      case .panel(let shown): shown ? "panel on" : "panel off"
      }
    }

    /// Does the step to what the window renders.
    func apply(to scene: inout Scene, _ options: inout RenderOptions, _ size: inout PixelSize?)
      throws
    {
      switch self {
      case .hover(let id):
        options.hover = try id.map { try #require(scene.indexByID[$0], "no view \($0)") }
      case .hoverAt(let p): options.hover = scene.hitView(p)
      case .click(let p): options.click = p
      case .toggle(let overlay):
        if options.overlays.remove(overlay) == nil { options.overlays.insert(overlay) }
      case .counter(let name, let value):
        #expect(scene.counters[name] != nil, "the scene has no counter \(name)")
        scene.counters[name] = value
      case .flag(let id, let property):
        let v = try #require(scene.indexByID[id], "no view \(id)")
        scene.set(property, of: v, to: !scene.value(of: property, of: v))
      case .size(let newSize): size = newSize
      case .scale(let s): options.scale = s
      case .extras(let lines): options.panelExtras = lines
      case .banner(let text): options.banner = text
      case .panel(let shown): options.showPanel = shown
      }
    }
  }

  struct Sequence: Sendable, CustomTestStringConvertible {
    var name: String
    var scene: String
    var overlays: Set<Overlay>
    var steps: [Step]
    var testDescription: String { name }
  }

  static let sequences: [Sequence] = [
    Sequence(
      name: "hovers and clicks under regions, chain and trace", scene: "ring-over-button",
      overlays: [.regions, .chain, .trace],
      steps: [
        .hover("ring"), .click(Point(210, 120)), .hover("below"), .hover(nil),
        .click(Point(120, 120)), .hoverAt(Point(5, 5)), .click(Point(300, 40)), .click(nil),
      ]),
    Sequence(
      name: "overlay toggles between hovers", scene: "ring-over-button", overlays: [.chain],
      steps: [
        .click(Point(210, 120)), .toggle(.regions), .hover("ring"), .toggle(.map),
        .toggle(.outsets), .hover("below"), .toggle(.regions), .toggle(.probes),
        .toggle(.audit), .toggle(.trace), .hover(nil), .toggle(.chain),
      ]),
    Sequence(
      // Under a tinting overlay, in a window of one size, the click layer's overlays come and
      // go over one backdrop.
      name: "click-layer toggles over one backdrop", scene: "delete-badge",
      overlays: [.regions, .chain, .trace],
      steps: [
        .size(PixelSize(width: 900, height: 800)), .click(Point(283, 97)), .toggle(.chain),
        .hover("badgeB"), .toggle(.trace),
        .hoverAt(Point(100, 100)), .toggle(.chain), .click(Point(120, 60)), .toggle(.probes),
        .toggle(.trace), .toggle(.chain), .toggle(.probes), .toggle(.regions), .toggle(.chain),
      ]),
    Sequence(
      // Each layer keeps two: the way back from an overlay turned off finds the layers left,
      // and a click-layer overlay turned off over a backdrop not kept in its surface updates a
      // copy of the newest layer over the same backdrop.
      name: "overlays off and on again around clicks and hovers", scene: "delete-badge",
      overlays: [.regions, .chain, .trace],
      steps: [
        .size(PixelSize(width: 900, height: 800)), .click(Point(283, 97)), .toggle(.regions),
        .toggle(.regions), .hover("badgeB"), .toggle(.chain), .toggle(.chain),
        .click(Point(120, 60)), .toggle(.trace), .hoverAt(Point(100, 100)), .toggle(.trace),
        .toggle(.map), .click(Point(283, 97)), .toggle(.map), .hover("badgeB"),
        .toggle(.regions), .toggle(.chain), .toggle(.chain), .toggle(.regions),
        .click(Point(120, 60)), .toggle(.probes), .click(Point(283, 97)), .toggle(.probes),
      ]),
    Sequence(
      // The veil lies in the backdrop: in a window of one size, a click-layer overlay alone
      // veils the scene lightly, over the same fixed overlays (none) as no overlay at all.
      name: "a click-layer overlay alone veils the backdrop", scene: "ring-over-button",
      overlays: [],
      steps: [
        .size(PixelSize(width: 900, height: 800)), .click(Point(210, 120)), .toggle(.chain),
        .toggle(.chain), .toggle(.trace), .toggle(.gestures), .toggle(.trace), .toggle(.trace),
        .hover("ring"), .hover(nil),
      ]),
    Sequence(
      name: "counter changes keep the backdrop right", scene: "ring-over-button",
      overlays: [.regions, .chain],
      steps: [
        .click(Point(210, 120)), .counter("ring", 1), .hover("ring"), .counter("below", 5),
        .counter("ring", 12_345), .click(Point(120, 120)), .counter("ring", 0),
      ]),
    Sequence(
      name: "flag toggles and reloads", scene: "delete-badge", overlays: [.regions, .outsets],
      steps: [
        .click(Point(283, 97)), .flag("badgeA", .hidden), .hoverAt(Point(283, 97)),
        .flag("badgeA", .hidden), .toggle(.chain), .flag("badgeA", .userInteractionEnabled),
        .toggle(.trace), .flag("badgeA", .userInteractionEnabled),
      ]),
    Sequence(
      name: "window sizes, scales, panel lines and banners", scene: "extended-bounds",
      overlays: [.regions, .chain],
      steps: [
        .size(PixelSize(width: 900, height: 700)), .click(Point(60, 60)),
        .extras(["began (60, 60)", "ended"]), .banner("The scene file is not valid JSON."),
        .size(PixelSize(width: 500, height: 300)), .scale(2), .hoverAt(Point(60, 60)),
        .banner(nil), .size(nil), .panel(false), .scale(1), .panel(true), .extras([]),
      ]),
    Sequence(
      name: "every overlay on a flipped AppKit scene", scene: "appkit-flipped",
      overlays: Set(Overlay.allCases),
      steps: [
        .hoverAt(Point(100, 100)), .click(Point(100, 100)), .click(Point(40, 300)),
        .toggle(.map), .scale(2), .click(Point(150, 60)), .toggle(.map),
      ]),
  ]

  @Test(arguments: sequences)
  func longLivedRendererMatchesAFreshOneAfterEveryStep(_ sequence: Sequence) throws {
    var scene = try TestEnvironment.bundledScene(sequence.scene)
    var options = RenderOptions(overlays: sequence.overlays)
    var size: PixelSize? = nil
    let renderer = SceneRenderer()
    _ = try renderer.render(scene: scene, options: options, size: size)
    for (i, step) in sequence.steps.enumerated() {
      try step.apply(to: &scene, &options, &size)
      let kept = try renderer.render(scene: scene, options: options, size: size)
      let fresh = try SceneRenderer.render(scene: scene, options: options, size: size)
      #expect(kept.width == fresh.width && kept.height == fresh.height, "after step \(i): \(step)")
      #expect(
        kept.pixels == fresh.pixels,
        "after step \(i) (\(step.testDescription)): \(ImageComparison(kept, fresh, tolerance: 0).mismatched) pixels differ"
      )
    }
  }

  /// The same on a generated scene of many views, where a hover or click frame draws only over
  /// the kept backdrop: frames with the click and the hover moving, as in the benchmark.
  @Test(arguments: [
    Set<Overlay>([.chain]), [.regions], [.regions, .chain], [.regions, .chain, .trace],
    [.map, .probes, .audit],
  ])
  func generatedSceneFramesMatchAFreshRenderer(_ overlays: Set<Overlay>) throws {
    let scene = SyntheticScene.generate(
      viewCount: 150, seed: 7, canvas: Size(width: 480, height: 320))
    let renderer = SceneRenderer()
    let points = [Point(40.5, 30.5), Point(240, 160), Point(470, 10), Point(100, 300)]
    for (i, p) in points.enumerated() {
      let options = RenderOptions(
        overlays: overlays, click: i % 2 == 0 ? p : points[0], hover: scene.hitView(p))
      let kept = try renderer.render(scene: scene, options: options)
      let fresh = try SceneRenderer.render(scene: scene, options: options)
      #expect(kept.pixels == fresh.pixels, "frame \(i) at \(p)")
    }
  }

  /// As in the window: a click without a hover, then hovers, click after click, so that the
  /// first hover after a click starts from the click's frame kept as it was drawn, and the name
  /// tags' places are reused across the hovers of one click.
  @Test(arguments: [
    Set<Overlay>([.regions]), [.regions, .chain], [.regions, .chain, .trace, .probes],
  ])
  func hoversAfterEachClickMatchAFreshRenderer(_ overlays: Set<Overlay>) throws {
    let scene = SyntheticScene.generate(
      viewCount: 150, seed: 5, canvas: Size(width: 480, height: 320))
    let renderer = SceneRenderer()
    let size = PixelSize(width: 760, height: 420)
    let clicks = [Point(240.5, 160.5), Point(30, 20), Point(470, 300), Point(240.5, 160.5)]
    for (k, click) in clicks.enumerated() {
      var hovers: [ViewIndex?] = [nil]
      for j in 1...3 {
        hovers.append(scene.hitView(Point(Double(k * 97 + j * 61 % 480), Double(j * 83 % 320))))
      }
      hovers.append(nil)
      for (j, hover) in hovers.enumerated() {
        let options = RenderOptions(overlays: overlays, click: click, hover: hover)
        let kept = try renderer.render(scene: scene, options: options, size: size)
        let fresh = try SceneRenderer.render(scene: scene, options: options, size: size)
        #expect(
          kept.pixels == fresh.pixels,
          "click \(k), frame \(j) (hover \(hover.map(String.init) ?? "none")): \(ImageComparison(kept, fresh, tolerance: 0).mismatched) pixels differ"
        )
      }
    }
  }

  /// Kept layouts draw exactly what fresh ones draw, at every scale, and the cache stays within
  /// its bound.
  @Test(arguments: [1.0, 2.0, 0.5])
  func cachedTextLayoutsDrawLikeFreshOnes(_ scale: Double) throws {
    let capacity = 3
    let cache = TextLayoutCache(capacity: capacity)
    func draw(_ cached: Bool) throws -> [UInt32] {
      let surface = try CairoSurface.image(width: 200, height: 120)
      let context = try CairoContext(surface: surface)
      context.translate(3, 7)
      context.scale(scale, scale)
      var y = 2.0
      for (i, text) in ["ring", "below → ring", "删除 Удалить", "ring", "a longer line of text"]
        .enumerated()
      {
        let style = TextStyle(size: 11, bold: i % 2 == 0, overflow: .ellipsizeEnd)
        let layout =
          cached
          ? try cache.layout(text, style: style, width: 90, in: context)
          : try TextLayout(text, style: style, width: 90, in: context)
        layout.draw(at: Point(4, y), color: .black, in: context)
        y += layout.size.height
      }
      return surface.copyARGBPixels()
    }
    let fresh = try draw(false)
    #expect(try draw(true) == fresh)
    #expect(try draw(true) == fresh)
    #expect(cache.count <= 2 * capacity)
    #expect(fresh.contains { $0 != 0 })
  }

  /// Clicks that alternate between a chain whose outlines keep clear of the root's stroke and
  /// one whose outlines run along it draw what a fresh renderer draws.
  @Test(arguments: [1.0, 2.0, 0.5])
  func clicksAlongTheRootsOutlineDrawWhatAFreshRendererDraws(scale: Double) throws {
    let scene = testScene(children: [
      testView(
        "inner", [30, 30, 140, 100],
        children: [testView("button", type: "UIButton", [20, 20, 60, 40])]),
      testView(
        "edge", [0, 0, 200, 24], children: [testView("tab", type: "UIButton", [4, 2, 40, 20])]),
    ])
    let renderer = SceneRenderer()
    let size = PixelSize(width: Int(520 * scale), height: Int(420 * scale))
    let clicks = [Point(60, 60), Point(10, 10), Point(70, 62), Point(12, 11), Point(60, 60)]
    for (k, p) in clicks.enumerated() {
      let options = RenderOptions(scale: scale, overlays: [.chain, .trace], click: p)
      let kept = try renderer.render(scene: scene, options: options, size: size)
      let fresh = try SceneRenderer.render(scene: scene, options: options, size: size)
      #expect(kept.pixels == fresh.pixels, "click \(k) at \(p)")
    }
  }

  /// Turning an overlay off and on again finds the backdrop the frame before the toggle left:
  /// the way back draws none, and shows the frame it showed.
  @Test(arguments: Overlay.allCases)
  func anOverlayTurnedBackOnFindsItsLayersKept(_ overlay: Overlay) throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let size = PixelSize(width: 900, height: 800)
    var options = RenderOptions(overlays: Set(Overlay.allCases), click: Point(283, 97))
    let renderer = SceneRenderer()
    let before = try renderer.render(scene: scene, options: options, size: size)
    options.overlays.remove(overlay)
    _ = try renderer.render(scene: scene, options: options, size: size)
    let draws = renderer.backdropsDrawn
    options.overlays.insert(overlay)
    let after = try renderer.render(scene: scene, options: options, size: size)
    #expect(
      renderer.backdropsDrawn == draws, "the way back drew \(renderer.backdropsDrawn - draws)")
    #expect(after.pixels == before.pixels)
  }

  /// Hovers over one click draw only the hover: the still frame is drawn once for them all.
  @Test func hoversOverOneClickDrawTheStillFrameOnce() throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let size = PixelSize(width: 900, height: 800)
    var options = RenderOptions(overlays: Set(Overlay.allCases), click: Point(283, 97))
    let renderer = SceneRenderer()
    _ = try renderer.render(scene: scene, options: options, size: size)
    let draws = renderer.stillsDrawn
    for v in scene.views.indices.prefix(8) {
      options.hover = v
      let kept = try renderer.render(scene: scene, options: options, size: size)
      let fresh = try SceneRenderer.render(scene: scene, options: options, size: size)
      #expect(kept.pixels == fresh.pixels, "hover \(v)")
    }
    #expect(renderer.stillsDrawn == draws)
  }

  /// A frame handed another audit report for the same scene (the window's audit with another
  /// minimum target) draws that report's findings, not the kept backdrop's.
  @Test func anotherAuditReportForTheSceneIsDrawnNotTheKeptOne() throws {
    let scene = try TestEnvironment.bundledScene("delete-badge")
    let own = AuditReport(scene: scene)
    try #require(!own.findings.isEmpty)
    let none = AuditReport(scene: scene, findings: [], sentenceLines: [])
    let options = RenderOptions(overlays: [.audit], showPanel: false)
    let renderer = SceneRenderer()
    let audited = try renderer.render(Frame(scene: scene, options: options, audit: own))
    let kept = try renderer.render(Frame(scene: scene, options: options, audit: none))
    let fresh = try SceneRenderer().render(Frame(scene: scene, options: options, audit: none))
    #expect(kept.pixels == fresh.pixels)
    #expect(kept.pixels != audited.pixels)
  }

  /// The hidden-region mask reads each region back from one reused scratch mask: the runs read
  /// are exactly the covered pixels of the box, and the box is left clear for the next region.
  @Test func drainedRunsAreTheCoveredPixelsAndLeaveTheBoxClear() throws {
    let mask = try CairoSurface.image(width: 40, height: 30, mask: true)
    let context = try CairoContext(surface: mask)
    context.setAntialias(false)
    context.rectangle(Rect(x: 5, y: 4, width: 10, height: 3))
    context.rectangle(Rect(x: 20, y: 5, width: 4, height: 1))
    context.setSource(.black)
    context.fill()
    typealias Run = CairoSurface.PixelRun
    #expect(
      mask.drainCoveredRuns(x0: 0, y0: 0, x1: 22, y1: 30) == [
        Run(y: 4, x0: 5, x1: 15), Run(y: 5, x0: 5, x1: 15), Run(y: 5, x0: 20, x1: 22),
        Run(y: 6, x0: 5, x1: 15),
      ])
    #expect(mask.drainCoveredRuns(x0: -5, y0: -5, x1: 99, y1: 99) == [Run(y: 5, x0: 22, x1: 24)])
    #expect(mask.drainCoveredRuns(x0: 0, y0: 0, x1: 40, y1: 30).isEmpty)
  }

  /// Hover frames after one click redraw only what the hover changes over the kept frame
  /// without a hover: over many name tags, on containers, leaves and the root, with the panel
  /// close by (a window narrower than the canvas), and with a hover that names no view.
  @Test(arguments: [nil, PixelSize(width: 700, height: 400), PixelSize(width: 420, height: 300)])
  func hoverFramesAfterAClickMatchAFreshRenderer(_ size: PixelSize?) throws {
    let scene = SyntheticScene.generate(
      viewCount: 150, seed: 11, canvas: Size(width: 480, height: 320))
    let renderer = SceneRenderer()
    let click = Point(240.5, 160.5)
    let overlays: Set<Overlay> = [.regions, .chain, .trace, .probes]
    var hovers: [ViewIndex?] = [nil, Scene.root, scene.views.count + 5]
    for p in stride(from: 3.0, to: 480, by: 37) {
      hovers.append(scene.hitView(Point(p, p * 2 / 3)))
    }
    let containers = scene.views.indices.filter { !scene.views[$0].children.isEmpty }
    hovers += containers.prefix(6).map { Optional($0) }
    for (i, hover) in hovers.enumerated() {
      let options = RenderOptions(overlays: overlays, click: click, hover: hover)
      let kept = try renderer.render(scene: scene, options: options, size: size)
      let fresh = try SceneRenderer.render(scene: scene, options: options, size: size)
      #expect(
        kept.pixels == fresh.pixels,
        "hover \(i) (view \(hover.map(String.init) ?? "none")): \(ImageComparison(kept, fresh, tolerance: 0).mismatched) pixels differ"
      )
    }
  }
}
