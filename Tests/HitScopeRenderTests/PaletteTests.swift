import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// View colours colour the views' adjacency graph: neighbours (boxes in window points that meet
/// or overlap) differ wherever the palette has a colour left for them.
struct PaletteTests {
  /// Each view's box in window points, grown by half a point (boxes that touch meet).
  static func boxes(_ scene: Scene) -> [Rect] {
    scene.views.indices.map { scene.viewToWindow($0).boundingBox(of: scene.views[$0].bounds) }
      .map { $0.insetBy(-0.5) }
  }

  @Test(arguments: [(60, UInt64(1)), (300, 2), (1_000, 3)])
  func neighboursDifferWhileThePaletteHasRoom(views: Int, seed: UInt64) {
    let scene = SyntheticScene.generate(
      viewCount: views, seed: seed, canvas: Size(width: 480, height: 320))
    let colors = Palette.viewColors(for: scene)
    let boxes = Self.boxes(scene)
    var checked = 0
    var clashes: [String] = []
    for v in scene.views.indices.dropFirst() {
      let earlier = (1..<v).filter { boxes[$0].intersection(boxes[v]) != nil }
      // A view with neighbours in every colour keeps one of theirs.
      guard Set(earlier.map { colors[$0] }).count < Palette.views.count else { continue }
      checked += 1
      for n in earlier where colors[n] == colors[v] {
        clashes.append("\(scene.views[n].id) and \(scene.views[v].id)")
      }
    }
    #expect(checked > views / 2, "only \(checked) views had room")
    #expect(clashes.isEmpty, "neighbours share a colour: \(clashes.prefix(10))")
  }

  /// The colouring stops looking at a view's neighbours once they hold every slot; the plain
  /// colouring here looks at all of them. Dense scenes saturate most views.
  @Test(arguments: [(400, UInt64(4)), (2_000, 5)])
  func stoppingAtAFullNeighbourhoodColoursAsLookingAtEveryNeighbour(views: Int, seed: UInt64) {
    let scene = SyntheticScene.generate(
      viewCount: views, seed: seed, canvas: Size(width: 320, height: 240))
    let boxes = Self.boxes(scene)
    let slotCount = Palette.views.count
    var index = TagIndex(
      area: boxes.reduce(Rect(origin: .zero, size: scene.canvas)) { $0.union($1) })
    var slots: [Int] = []
    var taken = Set<Int>()
    var plain: [Color] = [Palette.window]
    var saturated = 0
    for v in scene.views.indices.dropFirst() {
      let hashed = Int(Palette.stableHash(scene.views[v].id) % UInt64(slotCount))
      let near = Set(index.intersecting([boxes[v]]).map { slots[$0] })
      if near.count == slotCount { saturated += 1 }
      let order = (0..<slotCount).map { (hashed + $0) % slotCount }
      let slot =
        order.first { !near.contains($0) && !taken.contains($0) }
        ?? order.first { !near.contains($0) } ?? hashed
      taken.insert(slot)
      index.insert(boxes[v])
      slots.append(slot)
      plain.append(Palette.views[slot])
    }
    #expect(saturated > views / 10, "only \(saturated) views had every colour around them")
    #expect(Palette.viewColors(for: scene) == plain)
  }

  @Test func aSmallSceneGetsDistinctColoursAndTheSameOnesEveryTime() {
    let scene = SyntheticScene.generate(
      viewCount: Palette.views.count + 1, seed: 9, canvas: Size(width: 300, height: 200))
    let colors = Palette.viewColors(for: scene)
    #expect(colors[Scene.root] == Palette.window)
    #expect(Set(colors.dropFirst()).count == Palette.views.count)
    #expect(Palette.viewColors(for: scene) == colors)
  }
}
