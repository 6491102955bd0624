import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// Replaying the fixed overlays' tags from the frame before places every tag exactly where a
/// fresh search places it, whatever the click moved before them, and skips most searches.
@Suite(.serialized)
struct TagReplayTests {
  init() { TestEnvironment.pinFonts }

  /// A crowd of tags asked for in a fixed order after a changing set of boxes and tags placed
  /// before them (a click's marker and badges, the trace's tags, some with the same text as a
  /// later tag of the same owner, which is then skipped): each round, the board replaying the
  /// last round's decisions ends as a fresh board does. Owners either crowd at random (tags
  /// move from round to round in chains) or sit in a grid of cells (most tags stay put).
  @Test(arguments: [11, 12, 13] as [UInt64], [false, true])
  func replayPlacesLikeAFreshSearch(seed: UInt64, inGrid: Bool) throws {
    let area = Rect(x: 0, y: 0, width: 480, height: 320)
    let surface = try CairoSurface.image(width: 480, height: 320)
    let context = try CairoContext(surface: surface)
    var random = SplitMix64(seed: seed)
    func number(_ range: Int) -> Double { Double(random.next() % UInt64(range)) }
    func box(side: Int) -> Rect {
      Rect(x: number(470), y: number(310), width: 4 + number(side), height: 4 + number(side))
    }
    var titles = TagIndex(area: area)
    for _ in 0..<40 { titles.insert(box(side: 40)) }
    let fixed = (0..<(inGrid ? 80 : 260)).map { i in
      let cell = Rect(x: Double(i % 10) * 48, y: Double(i / 10) * 40, width: 44, height: 36)
      return (text: "v\(i)", owner: PlacedTag.Owner.view(i), target: inGrid ? cell : box(side: 60))
    }
    let kept = KeptTagDecisions()
    var reused = 0
    for round in 0..<24 {
      let reserved = (0..<(1 + Int(number(8)))).map { _ in box(side: 24) }
      let early = (0..<Int(number(7))).map { _ -> (String, PlacedTag.Owner, Rect) in
        let i = Int(number(fixed.count))
        let text = number(3) == 0 ? "v\(i)" : "outside \(i)"
        return (text, .view(i), box(side: 50))
      }
      func place(on board: LabelBoard, replaying: KeptTagDecisions?) throws {
        board.keepOff(titles: titles)
        for r in reserved { board.reserve(r) }
        for (text, owner, target) in early {
          try board.add(
            text, owner: owner, overlay: .trace, target: target, preferred: target.origin,
            background: .black)
        }
        try board.replaying(replaying) {
          for tag in fixed {
            try board.add(
              tag.text, owner: tag.owner, overlay: .regions, target: tag.target,
              preferred: tag.target.origin, background: .black)
          }
        }
      }
      let replayed = LabelBoard(context: context, area: area)
      try place(on: replayed, replaying: kept)
      let fresh = LabelBoard(context: context, area: area)
      try place(on: fresh, replaying: nil)
      #expect(replayed.result == fresh.result, "round \(round)")
      if round > 0 { reused += kept.reused }
    }
    // In the grid most tags stay put from round to round: a replay that searched every tag
    // again would place them right too, but would not be one.
    if inGrid { #expect(reused > 23 * fixed.count / 2) }
  }

  /// The renderer's kept frames place the fixed overlays' tags of a crowded scene as a fresh
  /// renderer does, click after click, in a window-sized frame.
  @Test func keptFramesPlaceTagsLikeAFreshRenderer() throws {
    let scene = SyntheticScene.generate(
      viewCount: 300, seed: 9, canvas: Size(width: 520, height: 340))
    let renderer = SceneRenderer()
    let size = PixelSize(width: 860, height: 600)
    let overlays: Set<Overlay> = [.regions, .outsets, .map, .gestures, .chain, .trace]
    let clicks = [
      Point(260.5, 170.5), Point(20, 15), Point(500, 320), Point(261, 171), Point(130, 300),
    ]
    for (k, click) in clicks.enumerated() {
      let options = RenderOptions(overlays: overlays, click: click)
      let kept = try renderer.render(scene: scene, options: options, size: size)
      let (fresh, tags) = try SceneRenderer.renderPlacingTags(
        scene: scene, options: options, size: size)
      #expect(renderer.lastTagPlacement == tags, "click \(k) at \(click)")
      #expect(kept.pixels == fresh.pixels, "click \(k) at \(click)")
    }
  }
}
