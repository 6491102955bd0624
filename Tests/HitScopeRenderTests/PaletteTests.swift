import HitScopeEngine
import HitScopeFormat
import HitScopeImport
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// View colours colour the views' adjacency graph: neighbours (boxes in window points that meet
/// or overlap) differ wherever the palette has a colour left for them, but for a view that
/// coincides with its parent, which takes the parent's.
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
      // A view coinciding with its parent shows its parent's colour, checked at the parent.
      if let parent = scene.views[v].parent, parent != Scene.root,
        Palette.coincides(v, with: parent, in: scene, boxes: boxes)
      {
        continue
      }
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
    var slotOf = [Int](repeating: 0, count: scene.views.count)
    var saturated = 0
    for v in scene.views.indices.dropFirst() {
      if let parent = scene.views[v].parent, parent != Scene.root,
        Palette.coincides(v, with: parent, in: scene, boxes: boxes)
      {
        slotOf[v] = slotOf[parent]
        index.insert(boxes[v])
        slots.append(slotOf[v])
        plain.append(Palette.views[slotOf[v]])
        continue
      }
      let hashed = Int(Palette.stableHash(scene.views[v].id) % UInt64(slotCount))
      let near = Set(index.intersecting(boxes[v]).map { slots[$0] })
      if near.count == slotCount { saturated += 1 }
      let order = (0..<slotCount).map { (hashed + $0) % slotCount }
      let unlike = order.filter { slot in !near.contains { Palette.alike[slot][$0] } }
      let slot =
        unlike.first { !taken.contains($0) } ?? unlike.first
        ?? order.first { !near.contains($0) } ?? hashed
      taken.insert(slot)
      slotOf[v] = slot
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

  /// The scenes of the pictures issue (a screen written as a scene, a pasted UIKit dump of a
  /// shelf of touching cells under a deep chain of containers) and the bundled scenes.
  static let pictureScenes: [String] =
    ["Goldens/scenes/library-screen.json", "Goldens/scenes/bookshelf.dump.txt"]
    + TestEnvironment.bundledSceneNames.map { "../../scenes/\($0).json" }

  static func pictureScene(_ path: String) throws -> Scene {
    try SceneInput.load(TestEnvironment.repositoryRoot + "/Tests/HitScopeRenderTests/" + path).scene
  }

  /// Whether two view colours are one or `Palette.alike`.
  static func alike(_ a: Color, _ b: Color) -> Bool {
    guard let i = Palette.views.firstIndex(of: a), let j = Palette.views.firstIndex(of: b) else {
      return a == b
    }
    return Palette.alike[i][j]
  }

  /// Slots of `Palette.views` that read as one colour as tints, and some that do not.
  @Test(arguments: [
    (0, 14, true), (5, 15, true), (7, 10, true), (0, 0, true), (0, 1, false), (6, 13, false),
    (3, 7, false),
  ])
  func alikeColours(a: Int, b: Int, alike: Bool) {
    #expect(Palette.alike[a][b] == alike)
    #expect(Palette.alike[b][a] == alike)
  }

  /// Where two pixels side by side (across or down) of the map at 1x show different views,
  /// those views differ in colour.
  @Test(arguments: pictureScenes)
  func neighbouringRegionsOfTheMapNeverShareAColour(_ path: String) throws {
    let scene = try Self.pictureScene(path)
    let colors = Palette.viewColors(for: scene)
    let map = HitMap(scene: scene)
    let width = map.grid.width
    var clashes = Set<String>()
    var pairs = 0
    for j in 0..<map.grid.height {
      for i in 0..<width {
        let a = map.pixels[j * width + i]
        for b in [
          i + 1 < width ? map.pixels[j * width + i + 1] : -1,
          j + 1 < map.grid.height ? map.pixels[(j + 1) * width + i] : -1,
        ]
        where a >= 0 && b >= 0 && a != b {
          pairs += 1
          if Self.alike(colors[Int(a)], colors[Int(b)]) {
            clashes.insert("\(scene.views[Int(a)].id) and \(scene.views[Int(b)].id)")
          }
        }
      }
    }
    #expect(pairs > 0)
    #expect(
      clashes.isEmpty, "map neighbours share or have alike colours: \(clashes.sorted().prefix(10))")
  }

  /// Effective regions whose boxes meet differ in colour, but for regions that coincide (a
  /// view and a child filling it exactly: one outline, of which the map shows one).
  @Test(arguments: pictureScenes)
  func neighbouringRegionsOfTheRegionsOverlayNeverShareAColour(_ path: String) throws {
    let scene = try Self.pictureScene(path)
    let colors = Palette.viewColors(for: scene)
    let regions = EffectiveRegion.all(in: scene).filter { $0.view != Scene.root }
    func coincide(_ a: Rect, _ b: Rect) -> Bool {
      abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.maxX - b.maxX) <= 0.5
        && abs(a.maxY - b.maxY) <= 0.5
    }
    var clashes: [String] = []
    for (i, a) in regions.enumerated() {
      for b in regions[(i + 1)...] {
        let boxA = a.boundingBox.insetBy(-0.5)
        guard boxA.intersection(b.boundingBox.insetBy(-0.5)) != nil,
          !coincide(a.boundingBox, b.boundingBox), Self.alike(colors[a.view], colors[b.view])
        else { continue }
        clashes.append("\(scene.views[a.view].id) and \(scene.views[b.view].id)")
      }
    }
    #expect(regions.count > 1)
    #expect(clashes.isEmpty, "region neighbours share or have alike colours: \(clashes.prefix(10))")
  }
}
