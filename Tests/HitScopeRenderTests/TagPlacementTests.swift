import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender

/// Every overlay's name tags, read back from the placement an export returns: one per owner and
/// overlay, none twice, all on the canvas, each touching its owner's box or joined to it, none
/// over another tag or a view's text, no leader line across a tag.
@Suite(.serialized)
struct TagPlacementTests {
  init() { TestEnvironment.pinFonts }

  /// The scenes written for the pictures issue, beside their goldens.
  static let userScenes = ["product-cell", "scrolled-sticker", "clear-overlay", "library-screen"]

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
    let titles = try SceneTitles(scene: scene)
    for tag in tags {
      for title in titles.boxes where tag.frame.intersection(title.box) != nil {
        Issue.record("\"\(tag.text)\" at \(tag.frame) covers the text of view \(title.view)")
      }
    }
    expectNoLeaderCrossesATag(tags)
  }

  /// Whether the segment `leader` meets the inside of `box` (Liang-Barsky clipping).
  func crosses(_ leader: PlacedTag.Leader, _ box: Rect) -> Bool {
    let a = leader.from
    let d = Point(leader.to.x - a.x, leader.to.y - a.y)
    var low = 0.0
    var high = 1.0
    for (p, q) in [
      (-d.x, a.x - box.minX), (d.x, box.maxX - a.x), (-d.y, a.y - box.minY),
      (d.y, box.maxY - a.y),
    ] {
      if p == 0 {
        if q <= 0 { return false }
        continue
      }
      let t = q / p
      if p < 0 { low = max(low, t) } else { high = min(high, t) }
    }
    return low < high
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

  func expectNoLeaderCrossesATag(_ tags: [PlacedTag]) {
    for tag in tags {
      guard let leader = tag.leader else { continue }
      for other in tags where other != tag {
        #expect(!crosses(leader, other.frame), "\"\(tag.text)\"'s leader crosses \"\(other.text)\"")
      }
    }
  }
}

extension PlacedTag {
  /// Whether the tag's box shares an edge or area with its target (within half a point).
  var touchesTarget: Bool {
    frame.minX <= target.maxX + 0.5 && target.minX <= frame.maxX + 0.5
      && frame.minY <= target.maxY + 0.5 && target.minY <= frame.maxY + 0.5
  }
}
