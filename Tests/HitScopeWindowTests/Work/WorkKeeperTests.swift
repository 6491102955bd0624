import HitScopeEngine
import HitScopeRender
import HitScopeSynthetic
import Testing

@testable import HitScopeWindow

/// The audit and the map behind the window, without a session: what each turn reports, for
/// both kinds of work the one keeper keeps.
@Suite(.timeLimit(.minutes(2)))
struct WorkKeeperTests {
  static let scene = SyntheticScene.generate(
    viewCount: 120, seed: 3, canvas: Size(width: 160, height: 120))
  static let other = SyntheticScene.generate(
    viewCount: 40, seed: 4, canvas: Size(width: 160, height: 120))

  /// Turns `keeper` until its work for `subject` is taken; returns the last turn's change.
  func finish<Work>(_ keeper: WorkKeeper<Work>, _ subject: Work.Subject) -> WorkKeeper<Work>.Change
  {
    var change = keeper.advance(wanted: true, for: subject)
    while keeper.running != nil { change = keeper.advance(wanted: true, for: subject) }
    return change
  }

  /// A turn starts the work, shows its progress, takes it once and keeps it.
  func startsShowsAndTakes<Work>(_ keeper: WorkKeeper<Work>, _ subject: Work.Subject, verb: String)
  {
    #expect(keeper.advance(wanted: false, for: subject) == .none)
    #expect(keeper.running == nil)
    #expect(keeper.advance(wanted: true, for: subject) == .progress)
    #expect(keeper.progressLine?.hasPrefix(verb + "…") == true)
    #expect(keeper.wakeDeadline != nil)
    #expect(finish(keeper, subject) == .finished)
    #expect(keeper.progressLine == nil)
    #expect(keeper.wakeDeadline == nil)
    #expect(keeper.holds(for: subject))
    #expect(keeper.advance(wanted: true, for: subject) == .none)
  }

  @Test func theMapIsStartedShownTakenOnceAndHeldAtItsScaleAlone() {
    let keeper = WorkKeeper<MapAnalysis>(progressInterval: .zero)
    startsShowsAndTakes(keeper, .init(scene: Self.scene, scale: 1), verb: "Mapping")
    #expect(!keeper.holds(for: .init(scene: Self.scene, scale: 2)))
  }

  @Test func theAuditIsStartedShownTakenOnceAndHeldForItsScene() {
    let keeper = WorkKeeper<AuditReport>(progressInterval: .zero)
    startsShowsAndTakes(keeper, Self.scene, verb: "Auditing")
    #expect(!keeper.holds(for: Self.other))
  }

  @Test func stoppingCancelsTheRunningWorkAndTakesItsLineAway() throws {
    let keeper = WorkKeeper<MapAnalysis>(progressInterval: .zero)
    let subject = MapAnalysis.Subject(scene: Self.scene, scale: 1)
    _ = keeper.advance(wanted: true, for: subject)
    let running = try #require(keeper.running)
    #expect(keeper.advance(wanted: false, for: subject) == .progress)
    #expect(running.progress.isCancelled)
    #expect(keeper.running == nil)
    #expect(keeper.progressLine == nil)
    #expect(keeper.value == nil)
  }

  @Test func workForAnotherSubjectIsCancelledAndNeverTaken() throws {
    let keeper = WorkKeeper<AuditReport>(progressInterval: .zero)
    _ = keeper.advance(wanted: true, for: Self.scene)
    let first = try #require(keeper.running)
    _ = keeper.advance(wanted: true, for: Self.other)
    #expect(first.progress.isCancelled)
    #expect(keeper.running?.subject == Self.other)
    #expect(finish(keeper, Self.other) == .finished)
    #expect(keeper.holds(for: Self.other))
    #expect(!keeper.holds(for: Self.scene))
  }

  @Test func aValueIsKeptForItsSubjectWhenAnotherIsShownAndHoldsAgainOnComingBack() {
    let keeper = WorkKeeper<AuditReport>(progressInterval: .zero)
    _ = finish(keeper, Self.scene)
    // Another scene shown with the overlay off: nothing runs, the report stays.
    #expect(keeper.advance(wanted: false, for: Self.other) == .none)
    // Back to the scene audited: the kept report holds at once, without auditing again.
    #expect(keeper.advance(wanted: true, for: Self.scene) == .none)
    #expect(keeper.running == nil)
    #expect(keeper.holds(for: Self.scene))
  }
}
