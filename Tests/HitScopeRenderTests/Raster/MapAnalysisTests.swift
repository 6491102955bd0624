import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// The map overlay's analysis made ahead (on a window's other thread): a frame given it draws
/// what a frame computing the map draws, it is taken only for the scene and scale it was made
/// for, and it reports its rows and stops when cancelled.
struct MapAnalysisTests {
  static let scene = SyntheticScene.generate(
    viewCount: 300, seed: 11, canvas: Size(width: 240, height: 180))

  static func picture(_ scene: Scene, scale: Double, map: MapAnalysis?) throws -> RasterImage {
    var options = RenderOptions(scale: scale)
    options.overlays = [.map]
    options.showPanel = true
    return try SceneRenderer().render(Frame(scene: scene, options: options, map: map))
  }

  @Test(arguments: [1.0, 2.0])
  func aFrameGivenTheMapDrawsWhatAFrameComputingItDraws(scale: Double) throws {
    let map = try MapAnalysis.make(for: Self.scene, scale: scale, progress: WorkProgress())
    let given = try Self.picture(Self.scene, scale: scale, map: map)
    let computed = try Self.picture(Self.scene, scale: scale, map: nil)
    #expect(given.pixels == computed.pixels)
  }

  @Test func aMapOfAnotherSceneOrScaleIsNotTaken() throws {
    let map = try MapAnalysis.make(for: Self.scene, scale: 1, progress: WorkProgress())
    var hidden = Self.scene
    let view = try #require(hidden.views.indices.dropFirst().first { !hidden.views[$0].isHidden })
    hidden.set(.hidden, of: view, to: true)
    #expect(!map.holds(for: hidden, scale: 1))
    #expect(!map.holds(for: Self.scene, scale: 2))
    #expect(
      try Self.picture(hidden, scale: 1, map: map).pixels
        == Self.picture(hidden, scale: 1, map: nil).pixels)
    var counted = Self.scene
    counted.counters["taps", default: 0] += 1
    #expect(map.holds(for: counted, scale: 1), "counters change no hit region")
  }

  @Test func itReportsTheMapsRowsAndStopsWhenCancelled() throws {
    let progress = WorkProgress()
    _ = try MapAnalysis.make(for: Self.scene, scale: 2, progress: progress)
    #expect(progress.snapshot == WorkProgress.Snapshot(done: 360, total: 360, unit: "rows"))

    let cancelled = WorkProgress()
    cancelled.cancel()
    #expect(throws: WorkCancelled.self) {
      try MapAnalysis.make(for: Self.scene, scale: 1, progress: cancelled)
    }
    #expect(cancelled.snapshot == nil)
  }
}
