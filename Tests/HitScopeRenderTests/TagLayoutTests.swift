import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// The rules of `TagLayout`: the fixed overlays' tags first against the titles alone, then the
/// click's boxes, markers and tags, then the fixed tags kept where still clear or searched again;
/// a tag with no free spot left out and counted, the count known before the frame is drawn.
@Suite(.serialized)
struct TagLayoutTests {
  init() { TestEnvironment.pinFonts }

  static let area = Rect(x: 0, y: 0, width: 200, height: 120)
  static let target = Rect(x: 80, y: 50, width: 40, height: 20)

  func request(
    _ i: Int, _ target: Rect = target, overlay: Overlay? = .regions, text: String? = nil
  ) -> TagRequest {
    TagRequest(
      text: text ?? "view\(i)", owner: .view(i), overlay: overlay, target: target,
      preferred: target.origin, color: .black)
  }

  func layout(
    _ fixed: [TagRequest], markers: [TagLayout.Marker] = [], click: TagLayout.Click = .init(),
    hover: TagRequest? = nil, titles: [Rect] = [], previous: TagLayout? = nil
  ) -> TagLayout {
    TagLayout(
      fixedMarkers: markers, fixed: fixed, click: click, hover: hover, titles: titles,
      area: Self.area, scale: 1, previous: previous)
  }

  func marker(_ number: Int, at spot: Rect, overlay: Overlay = .audit) -> TagLayout.Marker {
    TagLayout.Marker(
      overlay: overlay, number: number, size: spot.size, target: TagLayoutTests.target,
      preferred: spot.center)
  }

  /// A tag that finds no free spot on its view's box, nor away from it with a leader line that
  /// keeps off the tags placed, is counted, not drawn over another: around a crowded view every
  /// leader would cross the tags touching it.
  @Test func crowdedTagsAreCounted() {
    let placement = layout((0..<40).map { request($0) }).placement
    #expect(placement.tags.count + placement.hidden == 40)
    #expect(placement.hidden > 0)
    #expect(placement.tags.contains { $0.leader == nil })
    #expect(placement.tags.contains { $0.leader != nil })
    expectReadable(placement.tags)
  }

  /// A tag whose view's box is all text moves away from it with a leader line; the tags keep off
  /// the text and off each other's leader lines.
  @Test func tagsAroundTextMoveAwayWithLeaders() {
    let text = Self.target.insetBy(-20)
    let placement = layout((0..<40).map { request($0) }, titles: [text]).placement
    #expect(placement.tags.count > 1)
    #expect(placement.hidden > 0)
    #expect(placement.tags.allSatisfy { $0.leader != nil && $0.frame.intersection(text) == nil })
    expectReadable(placement.tags)
  }

  /// An owner gets one tag per overlay and one per text: a later request repeating either is
  /// dropped, not counted as left out.
  @Test(arguments: [
    (Overlay.regions, "other text", false), (.map, "view0", false), (.map, "other text", true),
  ])
  func anOwnerHasOneTagPerOverlayAndPerText(overlay: Overlay, text: String, placed: Bool) {
    let placement = layout([request(0), request(0, overlay: overlay, text: text)]).placement
    #expect(placement.tags.count == (placed ? 2 : 1))
    #expect(placement.hidden == 0)
  }

  /// What a click adds, at the spot the fixed tag of view 0 took alone.
  enum ClickItem: String, CaseIterable, CustomTestStringConvertible {
    case box, marker, tag
    var testDescription: String { rawValue }

    func click(at spot: Rect) -> TagLayout.Click {
      switch self {
      case .box: TagLayout.Click(boxes: [spot])
      case .marker:
        TagLayout.Click(markers: [
          TagLayout.Marker(
            overlay: .chain, number: 1, size: spot.size, target: TagLayoutTests.target,
            preferred: spot.center)
        ])
      case .tag:
        TagLayout.Click(tags: [
          TagRequest(
            text: "view0", owner: .view(1), overlay: .trace, target: TagLayoutTests.target,
            preferred: spot.origin, color: .black)
        ])
      }
    }
  }

  /// The click's boxes, markers and tags are placed before the fixed tags keep their spots: one
  /// where a fixed tag sat pushes it to another spot, and takes that spot itself.
  @Test(arguments: ClickItem.allCases)
  func aClickItemPushesAFixedTagAway(_ item: ClickItem) throws {
    let alone = layout([request(0)])
    let spot = try #require(alone.placement.tags.first).frame
    let clicked = layout([request(0)], click: item.click(at: spot), previous: alone)
    let moved = try #require(clicked.placement.tags.first { $0.overlay == .regions })
    #expect(moved.frame != spot)
    #expect(moved.frame.intersection(spot.insetBy(-TagLayout.gap)) == nil)
    switch item {
    case .box: break
    case .marker: #expect(clicked.markers.map(\.box) == [spot])
    case .tag: #expect(clicked.placement.tags.first?.frame == spot)
    }
  }

  /// Fixed tags clear of everything the click adds keep the spots they took against the titles
  /// alone; the one whose spot the click takes searches again.
  @Test func fixedTagsClearOfTheClickKeepTheirSpots() throws {
    let fixed = (0..<6).map { request($0, Rect(x: 40, y: 30, width: 120, height: 60)) }
    let alone = layout(fixed)
    try #require(alone.placement.tags.count == 6)
    let last = alone.placement.tags[5]
    let clicked = layout(fixed, click: TagLayout.Click(boxes: [last.frame]), previous: alone)
    #expect(clicked.placement.tags.prefix(5) == alone.placement.tags.prefix(5))
    #expect(clicked.placement.tags.count + clicked.placement.hidden == 6)
    #expect(!clicked.placement.tags.contains { $0.frame == last.frame })
    expectReadable(clicked.placement.tags)
  }

  /// The fixed markers (the audit's squares) are placed before the fixed tags, so a tag asking
  /// for a marker's spot takes another in step 1; a click clear of a marker leaves both where
  /// they are, a click on the marker's spot moves the marker, not onto the click.
  @Test func fixedMarkersGoFirstAndKeepTheirSpotsWhileClear() throws {
    let spot = try #require(layout([request(0)]).placement.tags.first).frame
    let square = marker(1, at: spot)
    let alone = layout([request(0)], markers: [square])
    #expect(alone.markers.map(\.box) == [spot])
    let tag = try #require(alone.placement.tags.first)
    #expect(tag.frame.intersection(spot.insetBy(-TagLayout.gap)) == nil)
    let far = Rect(x: 0, y: 0, width: 10, height: 10)
    let clear = layout(
      [request(0)], markers: [square], click: TagLayout.Click(boxes: [far]), previous: alone)
    #expect(clear.markers.map(\.box) == [spot])
    #expect(clear.placement == alone.placement)
    let onIt = layout(
      [request(0)], markers: [square], click: TagLayout.Click(boxes: [spot]), previous: alone)
    let moved = try #require(onIt.markers.first).box
    #expect(moved != spot)
    #expect(moved.intersection(spot.insetBy(-TagLayout.gap)) == nil)
  }

  /// A tag left out against the titles alone stays out whatever the click frees: counted once.
  @Test func aTagLeftOutFirstStaysOut() {
    let fixed = (0..<40).map { request($0) }
    let alone = layout(fixed)
    let clicked = layout(
      fixed, click: TagLayout.Click(boxes: [Rect(x: 0, y: 0, width: 10, height: 10)]),
      previous: alone)
    #expect(alone.placement.hidden > 0)
    #expect(clicked.placement.hidden == alone.placement.hidden)
  }

  /// The hovered view's tag goes after every other and is never counted; an owner's tag with the
  /// same text stands for it.
  @Test func theHoverIsPlacedLastAndNotCounted() throws {
    let fixed = (0..<40).map { request($0) }
    let crowded = layout(fixed, hover: request(99, overlay: nil, text: "hovered"))
    #expect(crowded.hover == nil)
    #expect(crowded.placement.hidden == layout(fixed).placement.hidden)
    let free = layout(
      [request(0)], hover: request(7, Rect(x: 10, y: 10, width: 30, height: 20), overlay: nil))
    let hover = try #require(free.hover)
    #expect(!free.placement.tags.contains(hover))
    expectReadable(free.placement.tags + [hover])
    #expect(layout([request(0)], hover: request(0, overlay: nil)).hover == nil)
    #expect(free.hovering(nil).placement == free.placement)
  }

  /// A layout made from the one before (step 1 kept while its inputs are equal) equals a fresh
  /// one, whatever changed between the two: the click, the fixed requests or the titles.
  @Test(arguments: [21, 22, 23] as [UInt64])
  func aLayoutFromThePreviousEqualsAFreshOne(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    func number(_ range: Int) -> Double { Double(random.next() % UInt64(range)) }
    func box(side: Int) -> Rect {
      Rect(x: number(190), y: number(110), width: 4 + number(side), height: 4 + number(side))
    }
    var fixed = (0..<60).map { request($0, box(side: 40)) }
    var titles = (0..<8).map { _ in box(side: 30) }
    var markers = (0..<3).map { marker($0 + 1, at: box(side: 20)) }
    var previous: TagLayout? = nil
    for round in 0..<20 {
      switch round % 5 {
      case 1: fixed[Int(number(60))].target = box(side: 40)
      case 3: titles[Int(number(8))] = box(side: 30)
      default: break
      }
      let click = TagLayout.Click(
        boxes: (0..<Int(number(3))).map { _ in box(side: 20) },
        markers: (0..<Int(number(3))).map { i in
          TagLayout.Marker(
            overlay: .chain, number: i + 1, size: Size(width: 26, height: 26),
            target: box(side: 40), preferred: Point(number(200), number(120)))
        },
        tags: (0..<Int(number(5))).map { _ in
          request(Int(number(60)), box(side: 40), overlay: .trace, text: "trace \(number(9))")
        })
      if round % 5 == 2 { markers.append(marker(markers.count + 1, at: box(side: 20))) }
      let hover = request(Int(number(60)), box(side: 40), overlay: nil)
      let kept = layout(
        fixed, markers: markers, click: click, hover: hover, titles: titles, previous: previous)
      let fresh = layout(fixed, markers: markers, click: click, hover: hover, titles: titles)
      #expect(kept.placement == fresh.placement, "round \(round)")
      #expect(kept.hover == fresh.hover, "round \(round)")
      #expect(kept.markers.map(\.box) == fresh.markers.map(\.box), "round \(round)")
      expectReadable(kept.placement.tags, titles: titles)
      previous = kept
    }
  }

  /// A crowded frame knows how many tags it leaves out before anything is drawn: the panel's
  /// legend says that number, and an export (the same code) reports as many.
  @Test func theHiddenCountIsKnownBeforeDrawing() throws {
    let scene = SyntheticScene.generate(
      viewCount: 300, seed: 9, canvas: Size(width: 260, height: 170))
    let options = RenderOptions(
      overlays: [.regions, .map, .gestures, .trace], click: Point(130, 85))
    let frame = try Frame(scene: scene, options: options)
    let hidden = try #require(frame.tags).placement.hidden
    try #require(hidden > 0)
    let legend = try #require(frame.layout.panel?.sections.first { $0.kind == .legend })
    #expect(legend.lines.map(\.text).contains("\(hidden) more tags hidden: zoom in"))
    let exported = try SceneRenderer.renderPlacingTags(scene: scene, options: options).tags
    #expect(exported == frame.tags?.placement)
  }

  /// The legend's tag line (the panel's and the strip's) says how many tags were left out.
  @Test(arguments: [
    (0, "tags: by their view, or joined by a line"), (1, "1 more tag hidden: zoom in"),
    (12, "12 more tags hidden: zoom in"),
  ])
  func theLegendCountsTheTagsLeftOut(hidden: Int, text: String) throws {
    let line = try #require(PanelContent.tagNote(for: [.regions], hiddenTags: hidden).first)
    #expect(line.text == text)
    #expect((line.color == Palette.fail) == (hidden > 0))
    let strip = try #require(
      LegendStrip(options: RenderOptions(overlays: [.regions]), hiddenTags: hidden, width: 400))
    #expect(strip.lines.joined().map(\.text).contains(text))
  }

  /// No two tags overlap, no tag covers a title, no leader line crosses another tag.
  func expectReadable(_ tags: [PlacedTag], titles: [Rect] = []) {
    let checks = TagPlacementTests()
    for (i, a) in tags.enumerated() {
      for b in tags[(i + 1)...] {
        #expect(a.frame.intersection(b.frame) == nil, "\"\(a.text)\" covers \"\(b.text)\"")
      }
      for title in titles {
        #expect(a.frame.intersection(title) == nil, "\"\(a.text)\" covers a title")
      }
    }
    checks.expectNoLeaderCrossesATag(tags)
  }
}
