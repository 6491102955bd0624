import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// The QA workflow and zoom of the window's session, without an X server: keys go in as
/// commands, and what the session shows (the panel, the status bar's list, the scale) comes
/// out.
struct InspectorSessionTests {
  /// The ring scene with two probes: the first holds, the second fails.
  static let sceneText =
    RingScene.text().replacingOccurrences(of: "\n}", with: "", options: .backwards, range: nil)
      + """
      ,
        "probes": [
          {"at": [120, 120], "expect": "below", "name": "ring hole"},
          {"at": [60, 120], "expect": "below", "name": "ring band"}
        ]
      }
      """

  /// A session over a fresh copy of the scene file.
  func session() throws -> (InspectorSession, String) {
    let directory = NSTemporaryDirectory() + "hitscope-session-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/ring.json"
    try Self.sceneText.write(toFile: path, atomically: true, encoding: .utf8)
    let scene = try SceneLoader.load(contentsOf: path)
    let session = InspectorSession(
      scene: scene, scenePath: path, probeFile: path, overlays: [.chain], scale: 1,
      log: EventLog(writesStandardOutput: false, observer: nil))
    session.resize(width: 900, height: 700)
    return (session, path)
  }

  func click(_ s: InspectorSession, _ p: Point) {
    let pixel = s.layout.pixel(atScenePoint: p)
    s.pressed(x: Int(pixel.x.rounded()), y: Int(pixel.y.rounded()), shift: false)
    s.released(x: Int(pixel.x.rounded()), y: Int(pixel.y.rounded()))
  }

  func panel(_ s: InspectorSession) -> [String] { s.layout.panel?.lines.map(\.text) ?? [] }

  @Test func steppingHeadsAProbeWithTheNumberTheProbeListGivesIt() throws {
    let (s, _) = try session()
    #expect(!s.chooserTakes(.nextProbe))
    s.stepProbe(forward: true)
    // The failing probe comes first, and is the file's second.
    #expect(s.steppedProbe == 1)
    #expect(panel(s).contains("Probe 2 of 2: fails"), "\(panel(s))")
    #expect(s.log.recent.last?.hasPrefix("probe 2 of 2: ring band") == true, "\(s.log.recent)")
    s.stepProbe(forward: true)
    #expect(panel(s).contains("Probe 1 of 2: holds"), "\(panel(s))")
  }

  @Test(arguments: [KeyCommand.save, .toggleHelp, .quit])
  func theBugChooserStaysOpenForKeysThatDoNotAnswerIt(_ command: KeyCommand) throws {
    let (s, _) = try session()
    click(s, Point(120, 120))
    s.openChooser()
    #expect(s.chooser != nil)
    #expect(!s.chooserTakes(command), "the window does what \(command) does")
    #expect(s.chooser != nil, "\(command) cancelled the report")
  }

  @Test func theBugChooserMovesPicksAndCancels() throws {
    let (s, path) = try session()
    click(s, Point(120, 120))
    s.openChooser()
    let first = try #require(s.chooser).selected
    #expect(s.chooserTakes(.down))
    #expect(s.chooser?.selected != first)
    #expect(s.chooserTakes(.escape))
    #expect(s.chooser == nil)
    #expect(s.log.recent.last == "bug report cancelled")

    s.openChooser()
    // Another key cancels the report, then does what it does.
    #expect(!s.chooserTakes(.toggle(.regions)))
    #expect(s.chooser == nil)

    s.openChooser()
    #expect(s.chooserTakes(.pick))
    #expect(s.chooser == nil)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("at (120, 120)"), "the probe is written into the file")
    s.undoProbe()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.sceneText)
  }

  /// A page under a pan recognizer, with a button on it.
  static let panSceneText = """
    {
      "canvas": {"width": 240, "height": 240},
      "counters": {"pans": 0, "taps": 0},
      "root": {"id": "root", "gestures": [
        {"id": "pagePan", "kind": "pan", "onRecognize": {"increment": "pans"}}
      ], "children": [
        {"id": "go", "type": "UIButton", "frame": [20, 20, 200, 80], "fill": "#dddddd",
         "onTap": {"increment": "taps"}}
      ]}
    }
    """

  /// A session over the pan scene; `lines` collects its `--log-events` lines.
  func panSession(_ lines: LogLines = LogLines()) throws -> InspectorSession {
    let scene = try SceneLoader.load(bytes: Array(Self.panSceneText.utf8), fileName: "pan.json")
    let s = InspectorSession(
      scene: scene, scenePath: nil, probeFile: nil, overlays: [.gestures], scale: 1,
      log: EventLog(writesStandardOutput: false, observer: { lines.all.append($0) }))
    s.resize(width: 900, height: 700)
    return s
  }

  func pixel(_ s: InspectorSession, _ p: Point) -> (Int, Int) {
    let q = s.layout.pixel(atScenePoint: p)
    return (Int(q.x.rounded()), Int(q.y.rounded()))
  }

  /// Drags the mouse from (60, 60) to (180, 60) in steps of 10 points, then clicks at (60, 60).
  func dragThenClick(_ s: InspectorSession, between: () throws -> Void) rethrows {
    let press = pixel(s, Point(60, 60))
    s.pressed(x: press.0, y: press.1, shift: false)
    for x in stride(from: 70, through: 180, by: 10) {
      let p = pixel(s, Point(Double(x), 60))
      s.pointerMoved(x: p.0, y: p.1)
    }
    let end = pixel(s, Point(180, 60))
    s.released(x: end.0, y: end.1)
    try between()
    s.pressed(x: press.0, y: press.1, shift: false)
    s.released(x: press.0, y: press.1)
  }

  @Test func afterADragThePanelExplainsTheDragNotATapAtThePress() throws {
    let s = try panSession()
    dragThenClick(s) {
      #expect(s.log.recent.contains("pagePan on root recognized"), "\(s.log.recent)")
      let lines = panel(s)
      #expect(
        lines.contains { $0.hasPrefix("drag (60, 60) → (180, 60): began →") }, "\(lines)")
      #expect(lines.contains("fires pagePan"), "\(lines)")
      #expect(!lines.contains { $0.hasPrefix("tap:") }, "\(lines)")
    }
    // A click afterwards is a tap again.
    #expect(panel(s).contains { $0.hasPrefix("tap: began → ended") }, "\(panel(s))")
  }

  @Test func theLogNamesTheGestureThatRanEachActionAsThePanelDoes() throws {
    let lines = LogLines()
    let s = try panSession(lines)
    try dragThenClick(s) {
      #expect(s.log.recent.contains("drag root: pans = 1"), "\(s.log.recent)")
      #expect(!s.log.recent.contains { $0.hasPrefix("tap ") }, "\(s.log.recent)")
      let action = try #require(lines.events(named: "action").last)
      #expect(action["view"] as? String == "root")
      #expect(action["gesture"] as? String == "drag")
      #expect(lines.events(named: "recognized").last?["gesture"] as? String == "drag")
      #expect(panel(s).contains { $0.hasPrefix("drag (60, 60)") }, "the panel says drag too")
    }
    #expect(s.log.recent.last == "tap go: taps = 1", "\(s.log.recent)")
    let action = try #require(lines.events(named: "action").last)
    #expect(action["view"] as? String == "go")
    #expect(action["gesture"] as? String == "tap")
    #expect(panel(s).contains { $0.hasPrefix("tap: ") }, "the panel says tap too")
  }

  @Test func zoomingKeepsThePointerOnTheSameScenePoint() throws {
    let (s, _) = try session()
    let pixel = s.layout.pixel(atScenePoint: Point(60, 60))
    s.pointerMoved(x: Int(pixel.x.rounded()), y: Int(pixel.y.rounded()))
    #expect(s.pointer == Point(60, 60))
    s.setScale(ZoomSteps.after(s.scale))
    #expect(s.scale > 1)
    #expect(s.frame.options.scale == s.scale)
    // The pointer did not move: it now names the scene point under it at the new scale.
    let again = s.layout.pixel(atScenePoint: try #require(s.pointer))
    #expect(abs(again.x - pixel.x) < 1 && abs(again.y - pixel.y) < 1)
  }
}
