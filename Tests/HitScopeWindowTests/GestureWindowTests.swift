import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// The mouse's real timeline through the gesture simulation: a real click on a cell under a tap
/// recognizer is taken by the recognizer; a press held a second makes the tap fail, and the cell
/// selects. The panel and the log name the gesture the mouse made.
extension UnderX {
  @Suite("the window's gestures", .serialized)
  struct GestureWindowTests {
    static let scene = """
      {
        "canvas": {"width": 240, "height": 240},
        "counters": {"n": 0},
        "root": {"id": "root", "gestures": [{"id": "dismissTap", "kind": "tap"}], "children": [
          {"id": "cell", "type": "UITableViewCell", "frame": [0, 0, 240, 120], "fill": "#dddddd",
           "onSelect": {"increment": "n"}}
        ]}
      }
      """

    @Test("a click is recognized by the tap and selects nothing; a press held 1 s selects")
    func clickAndHold() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "hitscope-gestures-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("cell.json").path
      try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)

      let app = try LaunchedWindow(
        arguments: ["open", path, "--log-events"],
        display: ProcessInfo.processInfo.environment["DISPLAY"])
      let (window, x, y, scale) = try app.ready()
      let display = try #require(TestDisplay())
      _ = TestDisplay.keepAlive
      display.raise(window)
      display.move(to: (Int(x + 120 * scale), Int(y + 60 * scale)), in: window)

      display.press()
      display.release()
      try app.wait("the tap recognized", seconds: 30) { !app.events(named: "recognized").isEmpty }
      let recognized = try #require(app.events(named: "recognized").first)
      #expect(recognized["recognizer"] as? String == "dismissTap")
      #expect(recognized["view"] as? String == "root")
      #expect(recognized["gesture"] as? String == "tap")
      try app.wait("the cell's touch cancelled", seconds: 30) {
        app.events(named: "cancelled").count == 1
      }
      // Well past the double-tap interval: the click stays a tap that selects nothing.
      Thread.sleep(forTimeInterval: 1)
      #expect(app.events(named: "selected").isEmpty)

      display.press()
      Thread.sleep(forTimeInterval: 1)
      display.release()
      // The window logs `selected` and then the cell's `action`; the log is read as it comes,
      // so wait for both.
      try app.wait("the selection and its action", seconds: 30) {
        !app.events(named: "selected").isEmpty && !app.events(named: "action").isEmpty
      }
      #expect(app.events(named: "selected").first?["cell"] as? String == "cell")
      #expect(app.events(named: "selected").first?["gesture"] as? String == "longPress")
      #expect(app.events(named: "recognized").count == 1)
      let action = try #require(app.events(named: "action").last)
      #expect(action["view"] as? String == "cell")
      #expect(action["gesture"] as? String == "longPress")

      display.requestClose(window)
      #expect(try app.exitStatus() == 0)
    }

    @Test("after a real drag the panel explains the drag the pan recognized, not a tap")
    func dragExplained() throws {
      let h = try WindowHarness(
        sceneText: InspectorSessionTests.panSceneText, fileName: "pan.json",
        overlays: [.gestures])
      try h.drag(
        from: Point(60, 60), via: (7...17).map { Point(Double($0) * 10, 60) }, to: Point(180, 60))
      try h.pump("the pan recognized") { !h.events(named: "recognized").isEmpty }
      #expect(h.events(named: "recognized").first?["recognizer"] as? String == "pagePan")
      try h.pump("the panel with the drag") {
        h.window.session.layout.panel?.lines.contains {
          $0.text.hasPrefix("drag (60, 60) → (180, 60)")
        }
          ?? false
      }
      let lines = h.window.session.layout.panel?.lines.map(\.text) ?? []
      #expect(lines.contains("fires pagePan"), "\(lines)")
      #expect(!lines.contains { $0.hasPrefix("tap:") }, "\(lines)")
    }

    @Test("after a real drag the log names the drag that ran the pan's action, as the panel does")
    func dragLogged() throws {
      let h = try WindowHarness(
        sceneText: InspectorSessionTests.panSceneText, fileName: "pan.json",
        overlays: [.gestures])
      try h.drag(
        from: Point(60, 60), via: (7...17).map { Point(Double($0) * 10, 60) }, to: Point(180, 60))
      try h.pump("the pan's action") { !h.events(named: "action").isEmpty }
      let action = try #require(h.events(named: "action").first)
      #expect(action["view"] as? String == "root")
      #expect(action["gesture"] as? String == "drag")
      #expect(h.events(named: "recognized").first?["gesture"] as? String == "drag")
      let history = h.window.session.log.recent
      #expect(history.contains("drag root: pans = 1"), "\(history)")
      #expect(!history.contains { $0.hasPrefix("tap ") }, "\(history)")
      try h.pump("the panel with the drag") {
        h.window.session.layout.panel?.lines.contains { $0.text.hasPrefix("drag (60, 60)") }
          ?? false
      }
    }
  }
}
