import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeWindow

/// The map behind the window, without a session: what each turn reports.
@Suite(.timeLimit(.minutes(2)))
struct MapKeeperTests {
  static let scene = SyntheticScene.generate(
    viewCount: 120, seed: 3, canvas: Size(width: 160, height: 120))

  @Test func aTurnStartsTheMapShowsItsProgressAndTakesItOnce() {
    let keeper = MapKeeper(progressInterval: 0)
    #expect(keeper.advance(wanted: false, scene: Self.scene, scale: 1) == .none)
    #expect(keeper.running == nil)
    #expect(keeper.advance(wanted: true, scene: Self.scene, scale: 1) == .progress)
    #expect(keeper.progressLine?.hasPrefix("Mapping…") == true)
    var change = MapKeeper.Change.none
    while keeper.running != nil {
      change = keeper.advance(wanted: true, scene: Self.scene, scale: 1)
    }
    #expect(change == .finished)
    #expect(keeper.progressLine == nil)
    #expect(keeper.holds(for: Self.scene, scale: 1))
    #expect(!keeper.holds(for: Self.scene, scale: 2))
    #expect(keeper.advance(wanted: true, scene: Self.scene, scale: 1) == .none)
  }

  @Test func stoppingCancelsTheRunningMapAndTakesItsLineAway() throws {
    let keeper = MapKeeper(progressInterval: 0)
    _ = keeper.advance(wanted: true, scene: Self.scene, scale: 1)
    let running = try #require(keeper.running)
    #expect(keeper.advance(wanted: false, scene: Self.scene, scale: 1) == .progress)
    #expect(running.progress.isCancelled)
    #expect(keeper.running == nil)
    #expect(keeper.progressLine == nil)
    #expect(keeper.analysis == nil)
  }
}
