import HitScopeEngine
import Testing

@testable import HitScopeImport

/// A scene rendered to a dump and imported back routes every pixel centre to the same view,
/// except within a quarter point of an edge (the dump prints 6 significant digits): the check
/// that transforms, offsets, flags and order are read right.
@Suite struct RoundTripTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func uikitDumpsRouteLikeTheirScene(seed: UInt64) throws {
    let original = RandomScenes.uikit(seed: seed)
    let back = try imported(recursiveDescription(of: original))
    try expectSameHits(original, back)
  }

  @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
  func appkitDumpsRouteLikeTheirScene(seed: UInt64) throws {
    let original = RandomScenes.appkit(seed: seed)
    let back = try imported(subtreeDescription(of: original))
    #expect(back.semantics == .appkit)
    #expect(view(back, at: address(1))?.boundsOrigin == Point(0, 40))
    try expectSameHits(original, back)
  }

  /// Compares the engine's per-pixel hit maps, matching views by the address the dump gave
  /// them; a pixel whose answer in the original changes within a quarter point is at an edge.
  private func expectSameHits(_ original: Scene, _ back: ImportedScene) throws {
    #expect(back.canvas == original.canvas)
    let scene = back.scene
    var originalIndex: [Int: Int] = [:]
    for (i, note) in back.notes.enumerated() {
      if let a = note.address, let n = Int(a.dropFirst(2), radix: 16) {
        originalIndex[i] = n - 0x7f00_0000
      }
    }
    #expect(originalIndex.count == original.views.count)
    let expected = HitMap(scene: original)
    let actual = HitMap(scene: scene)
    var compared = 0
    var disagreements: [String] = []
    for row in 0..<expected.grid.height {
      for column in 0..<expected.grid.width {
        let want = expected.view(column: column, row: row)
        let got = actual.view(column: column, row: row).flatMap { originalIndex[$0] }
        if want == got {
          compared += 1
          continue
        }
        let centre = expected.grid.centre(column: column, row: row)
        let nearEdge = [(-0.25, 0.0), (0.25, 0), (0, -0.25), (0, 0.25)].contains { dx, dy in
          original.referenceHitView(Point(centre.x + dx, centre.y + dy)) != want
        }
        if !nearEdge {
          disagreements.append(
            "(\(centre.x), \(centre.y)): \(want.map { original.views[$0].id } ?? "nothing") vs "
              + "\(got.map { original.views[$0].id } ?? "nothing")")
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) pixels: \(disagreements.prefix(5))")
    #expect(compared > expected.grid.width * expected.grid.height * 9 / 10)
  }
}
