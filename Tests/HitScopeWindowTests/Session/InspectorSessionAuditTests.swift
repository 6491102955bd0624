import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// The audit overlay of the window's session, without an X server: the audit runs behind the
/// session, which shows the scene without the overlay and a progress line meanwhile, takes the
/// findings once they are there, and drops those of a scene it no longer shows.
@Suite(.timeLimit(.minutes(2)))
struct InspectorSessionAuditTests {
  /// A button of `side` points: 100 has no finding, 10 is under iOS's minimum target (an error).
  static func sceneText(buttonSide side: Int) -> String {
    """
    {
      "title": "A button of \(side) pt",
      "canvas": {"width": 200, "height": 200},
      "counters": {"taps": 0},
      "root": {"id": "root", "children": [
        {"id": "button", "type": "UIButton", "frame": [20, 20, \(side), \(side)],
         "fill": "#2563eb", "onTap": {"increment": "taps"}}
      ]}
    }
    """
  }

  func session(buttonSide side: Int) throws -> (InspectorSession, String, LogLines) {
    let directory = NSTemporaryDirectory() + "hitscope-audit-session-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/button.json"
    try Self.sceneText(buttonSide: side).write(toFile: path, atomically: true, encoding: .utf8)
    let lines = LogLines()
    let session = InspectorSession(
      scene: try SceneLoader.load(contentsOf: path), scenePath: path, probeFile: path,
      overlays: [], scale: 1,
      log: EventLog(writesStandardOutput: false, observer: { lines.all.append($0) }))
    session.resize(width: 900, height: 700)
    return (session, path, lines)
  }

  /// Turns the window's loop until no audit runs (the test's time limit bounds it).
  func finishAudit(_ s: InspectorSession) {
    s.advanceWork()
    while s.audits.running != nil {
      usleep(2000)
      s.advanceWork()
    }
  }

  func panel(_ s: InspectorSession) -> [String] { s.layout.panel?.lines.map(\.text) ?? [] }

  @Test func theCanvasGoesWithoutTheAuditAndThePanelShowsProgressUntilTheFindingsArrive() throws {
    let (s, _, lines) = try session(buttonSide: 10)
    s.toggle(.audit)
    s.advanceWork()
    #expect(s.overlays.contains(.audit))
    #expect(s.audits.running != nil)
    #expect(!s.shownOverlays.contains(.audit))
    #expect(!s.frame.options.overlays.contains(.audit))
    #expect(s.frame.audit == nil)
    #expect(s.panelExtras.last?.hasPrefix("Auditing…") == true, "\(s.panelExtras)")
    #expect(s.workWakeDeadline != nil)

    finishAudit(s)
    #expect(s.shownOverlays.contains(.audit))
    #expect(s.frame.audit?.findings.map(\.rule) == [.smallTarget])
    #expect(!s.panelExtras.contains { $0.hasPrefix("Auditing") }, "\(s.panelExtras)")
    #expect(s.workWakeDeadline == nil)
    #expect(panel(s).contains("Audit: 1 error · 0 warnings"), "\(panel(s))")
    let audited = lines.events(named: "audited")
    #expect(audited.count == 1)
    #expect(audited.first?["errors"] as? Int == 1)
    #expect(audited.first?["warnings"] as? Int == 0)
  }

  @Test func theFindingsOfASceneReloadedMeanwhileAreDropped() throws {
    let (s, path, lines) = try session(buttonSide: 100)
    s.toggle(.audit)
    s.advanceWork()
    let first = try #require(s.audits.running)
    try Self.sceneText(buttonSide: 10).write(toFile: path, atomically: true, encoding: .utf8)
    s.reload()
    s.advanceWork()
    #expect(first.progress.isCancelled)
    let second = try #require(s.audits.running)
    #expect(second !== first)
    #expect(second.subject == s.scene)

    finishAudit(s)
    // Only the reloaded scene's findings were taken: the first scene's audit finds nothing.
    #expect(lines.events(named: "audited").map { $0["errors"] as? Int } == [1])
    #expect(s.frame.audit?.findings.count == 1)
  }

  @Test func turningTheOverlayOffCancelsTheAuditAndOnAgainShowsAReportThatStillHolds() throws {
    let (s, _, lines) = try session(buttonSide: 10)
    s.toggle(.audit)
    s.advanceWork()
    let running = try #require(s.audits.running)
    s.toggle(.audit)
    s.advanceWork()
    #expect(running.progress.isCancelled)
    #expect(s.audits.running == nil)
    #expect(!s.panelExtras.contains { $0.hasPrefix("Auditing") })
    #expect(lines.events(named: "audited").isEmpty)

    s.toggle(.audit)
    finishAudit(s)
    #expect(lines.events(named: "audited").count == 1)
    s.toggle(.audit)
    s.advanceWork()
    s.toggle(.audit)
    s.advanceWork()
    // The scene did not change: its report is shown at once, without auditing it again.
    #expect(s.audits.running == nil)
    #expect(s.shownOverlays.contains(.audit))
    #expect(lines.events(named: "audited").count == 1)
  }
}
