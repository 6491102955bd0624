import HitScopeEngine
import HitScopeSynthetic
import Testing

/// The hit map a window computes on another thread: it tells its progress in rows, equals the
/// map made without progress, and stops when the one waiting for it cancels.
struct HitMapProgressTests {
  static let scene = SyntheticScene.generate(
    viewCount: 200, seed: 5, canvas: Size(width: 200, height: 150))

  @Test(arguments: [1.0, 1.5])
  func theMapWithProgressIsTheMapAndEndsAtItsLastRow(scale: Double) throws {
    let progress = WorkProgress()
    let map = try HitMap(scene: Self.scene, scale: scale, progress: progress)
    #expect(map.pixels == HitMap(scene: Self.scene, scale: scale).pixels)
    #expect(
      progress.snapshot
        == WorkProgress.Snapshot(done: map.grid.height, total: map.grid.height, unit: "rows"))
  }

  @Test func aCancelledMapThrowsInsteadOfReturningHalfAMap() {
    let progress = WorkProgress()
    progress.cancel()
    #expect(throws: WorkCancelled.self) {
      try HitMap(scene: Self.scene, scale: 1, progress: progress)
    }
    #expect(progress.snapshot == nil)
  }
}
