import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// The map overlay of the window's session, without an X server: its analysis is made behind
/// the session, which shows the scene without the map and a progress line meanwhile, takes the
/// analysis once it is there, and drops one made for a scene or scale it no longer shows.
@Suite(.timeLimit(.minutes(2)))
struct InspectorSessionMapTests {
  /// Two buttons side by side; `hidden` hides the second.
  static func sceneText(secondHidden hidden: Bool = false) -> String {
    """
    {
      "title": "Two buttons",
      "canvas": {"width": 200, "height": 120},
      "counters": {"taps": 0},
      "root": {"id": "root", "children": [
        {"id": "left", "type": "UIButton", "frame": [10, 10, 80, 80],
         "onTap": {"increment": "taps"}},
        {"id": "right", "type": "UIButton", "frame": [110, 10, 80, 80], "hidden": \(hidden),
         "onTap": {"increment": "taps"}}
      ]}
    }
    """
  }

  func session(overlays: Set<Overlay> = []) throws -> (InspectorSession, String, LogLines) {
    let directory = NSTemporaryDirectory() + "hitscope-map-session-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/buttons.json"
    try Self.sceneText().write(toFile: path, atomically: true, encoding: .utf8)
    let lines = LogLines()
    let session = InspectorSession(
      scene: try SceneLoader.load(contentsOf: path), scenePath: path, probeFile: path,
      overlays: overlays, scale: 1,
      log: EventLog(writesStandardOutput: false, observer: { lines.all.append($0) }))
    session.resize(width: 900, height: 700)
    return (session, path, lines)
  }

  /// Turns the window's loop until no map is being made (the test's time limit bounds it).
  func finishMap(_ s: InspectorSession) {
    s.advanceWork()
    while s.maps.running != nil {
      usleep(2000)
      s.advanceWork()
    }
  }

  @Test func theCanvasGoesWithoutTheMapAndThePanelShowsProgressUntilTheAnalysisArrives() throws {
    let (s, _, lines) = try session(overlays: [.map])
    s.advanceWork()
    #expect(s.overlays.contains(.map))
    #expect(s.maps.running != nil)
    #expect(!s.shownOverlays.contains(.map))
    #expect(!s.frame.options.overlays.contains(.map))
    #expect(s.panelExtras.last?.hasPrefix("Mapping…") == true, "\(s.panelExtras)")
    #expect(s.workWakeDeadline != nil)

    finishMap(s)
    #expect(s.shownOverlays.contains(.map))
    #expect(s.frame.options.overlays.contains(.map))
    #expect(!s.panelExtras.contains { $0.hasPrefix("Mapping") }, "\(s.panelExtras)")
    #expect(s.workWakeDeadline == nil)
    // Root, left and right are reached.
    #expect(lines.events(named: "mapped").map { $0["views"] as? Int } == [3])
    let picture = try SceneRenderer().render(s.frame)
    let withoutMap = try SceneRenderer().render(
      Frame(scene: s.scene, options: RenderOptions(showPanel: true), size: s.frameSize))
    #expect(picture.pixels != withoutMap.pixels)
  }

  @Test func theAnalysisOfASceneReloadedMeanwhileIsDropped() throws {
    let (s, path, lines) = try session(overlays: [.map])
    s.advanceWork()
    let first = try #require(s.maps.running)
    try Self.sceneText(secondHidden: true).write(toFile: path, atomically: true, encoding: .utf8)
    s.reload()
    s.advanceWork()
    #expect(first.progress.isCancelled)
    let second = try #require(s.maps.running)
    #expect(second !== first)
    #expect(second.subject.scene == s.scene)

    finishMap(s)
    // Only the reloaded scene's analysis was taken: the hidden button is reached nowhere.
    #expect(lines.events(named: "mapped").map { $0["views"] as? Int } == [2])
    #expect(s.maps.holds(for: MapAnalysis.Subject(scene: s.scene, scale: s.scale)))
  }

  @Test func aZoomMapsAgainAtTheNewScale() throws {
    let (s, _, lines) = try session(overlays: [.map])
    finishMap(s)
    s.setScale(2)
    s.advanceWork()
    #expect(!s.shownOverlays.contains(.map))
    #expect(s.maps.running?.subject.scale == 2)
    finishMap(s)
    #expect(s.shownOverlays.contains(.map))
    #expect(lines.events(named: "mapped").count == 2)
  }

  @Test func turningTheOverlayOffCancelsTheMapAndOnAgainShowsOneThatStillHolds() throws {
    let (s, _, lines) = try session()
    s.toggle(.map)
    s.advanceWork()
    let running = try #require(s.maps.running)
    s.toggle(.map)
    s.advanceWork()
    #expect(running.progress.isCancelled)
    #expect(s.maps.running == nil)
    #expect(!s.panelExtras.contains { $0.hasPrefix("Mapping") })
    #expect(lines.events(named: "mapped").isEmpty)

    s.toggle(.map)
    finishMap(s)
    #expect(lines.events(named: "mapped").count == 1)
    s.toggle(.map)
    s.advanceWork()
    s.toggle(.map)
    s.advanceWork()
    // The scene did not change: its map is shown at once, without mapping it again.
    #expect(s.maps.running == nil)
    #expect(s.shownOverlays.contains(.map))
    #expect(lines.events(named: "mapped").count == 1)
  }
}
