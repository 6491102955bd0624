import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender

/// Every overlay's name tags, read back from the placement an export returns: one per owner and
/// overlay, none twice, all on the canvas, each touching its owner's box or joined to it.
@Suite(.serialized)
struct TagPlacementTests {
  init() { TestEnvironment.pinFonts }

  /// The scenes written for the pictures issue, beside their goldens.
  static let userScenes = ["product-cell", "scrolled-sticker", "clear-overlay"]

  static func userScene(_ name: String) throws -> Scene {
    try SceneLoader.load(contentsOf: TestEnvironment.goldensDirectory + "/scenes/\(name).json")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var scene: String
    var isUserScene: Bool
    var scale: Double
    var testDescription: String { "\(scene) at \(scale.shortDescription)x" }
  }

  static let cases: [Case] = [1.0, 2.0].flatMap { scale in
    userScenes.map { Case(scene: $0, isUserScene: true, scale: scale) }
      + TestEnvironment.bundledSceneNames.map { Case(scene: $0, isUserScene: false, scale: scale) }
  }

  /// The click the pictures explain: the first probe's point, else the canvas' centre.
  static func click(in scene: Scene) -> Point {
    scene.probes.first?.point ?? Point(scene.canvas.width / 2, scene.canvas.height / 2)
  }

  @Test(arguments: cases)
  func everyOverlayPlacesOneReadableTagPerOwner(_ c: Case) throws {
    let scene =
      c.isUserScene
      ? try TagPlacementTests.userScene(c.scene) : try TestEnvironment.bundledScene(c.scene)
    let options = RenderOptions(
      scale: c.scale, overlays: Set(Overlay.allCases), click: TagPlacementTests.click(in: scene))
    let directory = try TestEnvironment.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let placement = try Exporter.export(
      scene: scene, to: directory + "/\(c.scene).png", format: .png, options: options)
    let tags = placement.tags
    #expect(!tags.isEmpty)
    let canvas = Rect(origin: .zero, size: scene.canvas)

    var byOverlay = Set<String>()
    var byText = Set<String>()
    for tag in tags {
      let owner = "\(tag.owner)"
      let overlay = tag.overlay?.rawValue ?? "hover"
      let newOverlay = byOverlay.insert(owner + " " + overlay).inserted
      let newText = byText.insert(owner + " " + tag.text).inserted
      #expect(newOverlay, "\(owner) has two \(overlay) tags")
      #expect(newText, "\"\(tag.text)\" shows twice")
      #expect(
        tag.frame.minX >= canvas.minX && tag.frame.minY >= canvas.minY
          && tag.frame.maxX <= canvas.maxX && tag.frame.maxY <= canvas.maxY,
        "\"\(tag.text)\" at \(tag.frame) leaves the canvas")
      if let leader = tag.leader {
        #expect(!tag.touchesTarget, "\"\(tag.text)\" touches its view but has a leader")
        #expect(contains(tag.target, leader.to), "\"\(tag.text)\"'s leader misses its view")
        #expect(contains(tag.frame, leader.from), "\"\(tag.text)\"'s leader starts off the tag")
      } else {
        #expect(tag.touchesTarget, "\"\(tag.text)\" at \(tag.frame) is away from \(tag.target)")
      }
      #expect(
        ownerBox(tag.owner, in: scene).map { overlaps($0, tag.target) } ?? false,
        "\"\(tag.text)\"'s target \(tag.target) is not its owner's")
    }
    for (i, a) in tags.enumerated() {
      for b in tags[(i + 1)...] {
        #expect(a.frame.intersection(b.frame) == nil, "\"\(a.text)\" covers \"\(b.text)\"")
      }
    }
  }

  /// The owner's box in window points: a view's bounds (outsets and content shapes grown), a
  /// probe's point.
  func ownerBox(_ owner: PlacedTag.Owner, in scene: Scene) -> Rect? {
    switch owner {
    case .view(let v):
      let local = scene.geometry[v].hitRegion.path.bounds.union(scene.views[v].bounds)
      return scene.viewToWindow(v).boundingBox(of: local)
    case .probe(let index):
      let p = scene.probes[index].point
      return Rect(x: p.x - 20, y: p.y - 20, width: 40, height: 40)
    }
  }

  func contains(_ r: Rect, _ p: Point) -> Bool {
    p.x >= r.minX - 0.01 && p.x <= r.maxX + 0.01 && p.y >= r.minY - 0.01 && p.y <= r.maxY + 0.01
  }

  func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
  }

  /// The user scenes' pictures with every overlay, as their goldens beside them.
  @Test(arguments: userScenes)
  func golden(_ name: String) throws {
    let scene = try TagPlacementTests.userScene(name)
    let options = RenderOptions(
      overlays: Set(Overlay.allCases), click: TagPlacementTests.click(in: scene))
    try Golden.check(SceneRenderer.render(scene: scene, options: options), named: "scenes/\(name)")
  }

  /// A tag that finds no free spot on its view's box moves away with a leader line; one that
  /// finds no spot at all is counted as hidden, not drawn over another.
  @Test func crowdedTagsMoveAwayOrAreCounted() throws {
    let surface = try CairoSurface.image(width: 1, height: 1)
    let board = LabelBoard(
      context: try CairoContext(surface: surface), area: Rect(x: 0, y: 0, width: 200, height: 120))
    let target = Rect(x: 80, y: 50, width: 40, height: 20)
    var placed = 0
    for i in 0..<40 {
      let owner = PlacedTag.Owner.view(i)
      if try board.add(
        "view\(i)", owner: owner, overlay: .regions, target: target,
        preferred: target.origin, background: .black)
      {
        placed += 1
      }
    }
    let result = board.result
    #expect(result.tags.count == placed)
    #expect(result.hidden == 40 - placed)
    #expect(result.hidden > 0)
    #expect(result.tags.contains { $0.leader != nil })
    #expect(result.tags.contains { $0.leader == nil })
    #expect(
      !(try board.add(
        "view0", owner: .view(0), overlay: .map, target: target, preferred: target.origin,
        background: .black)))
  }
}
