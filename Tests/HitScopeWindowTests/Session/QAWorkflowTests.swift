import Foundation
import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// The QA workflow without a window: when a probe can be recorded (and what the log says when
/// not), and what the bug chooser does with each key.
struct QAWorkflowTests {
  /// The ring scene in a fresh file, and a workflow recording into it.
  func workflow(probeFile: Bool = true) throws -> (QAWorkflow, Scene, String) {
    let directory = NSTemporaryDirectory() + "hitscope-qa-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/ring.json"
    try RingScene.text().write(toFile: path, atomically: true, encoding: .utf8)
    let scene = try SceneLoader.load(contentsOf: path)
    let qa = QAWorkflow(
      probeFile: probeFile ? path : nil, scenePath: path,
      log: EventLog(writesStandardOutput: false, observer: nil))
    return (qa, scene, path)
  }

  @Test(
    arguments: [
      // has a file, banner, a click, what the log says (nil: recorded)
      (false, nil, true, "this scene has no file"),
      (true, "ring.json:3:1: broken", true, "fix the scene file first"),
      (true, nil, false, "click the canvas first"),
      (true, nil, true, nil),
    ] as [(Bool, String?, Bool, String?)])
  func recordsOnlyAClickIntoAFileThatLoads(
    hasFile: Bool, banner: String?, clicked: Bool, says: String?
  ) throws {
    var (qa, scene, path) = try workflow(probeFile: hasFile)
    let recorded = qa.record(clicked ? Point(120, 120) : nil, in: scene, banner: banner)
    #expect(recorded == (says == nil))
    if let says {
      #expect(qa.log.recent.last?.hasPrefix(says) == true, "\(qa.log.recent)")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == RingScene.text())
    } else {
      #expect(qa.log.recent.last == "recorded probe below at (120, 120)")
    }
  }

  @Test(arguments: [
    // the key, the chooser's answer, whether the list stays open
    (KeyCommand.up, QAWorkflow.ChooserAnswer.taken, true),
    (.down, .taken, true),
    (.escape, .taken, false),
    (.pick, .filed, false),
    (.save, .passed, true),
    (.toggleHelp, .passed, true),
    (.quit, .passed, true),
    (.toggle(.chain), .passed, false),
    (.nextProbe, .passed, false),
    (.fit, .passed, false),
  ])
  func theChooserAnswersEachKey(
    command: KeyCommand, answer: QAWorkflow.ChooserAnswer, staysOpen: Bool
  ) throws {
    var (qa, scene, _) = try workflow()
    qa.openChooser(at: Point(210, 120), in: scene, banner: nil)
    #expect(qa.chooser != nil)
    #expect(qa.chooserTakes(command, in: scene) == answer)
    #expect((qa.chooser != nil) == staysOpen)
  }

  @Test func withNoListOpenEveryKeyPasses() throws {
    var (qa, scene, _) = try workflow()
    for command in [KeyCommand.up, .down, .pick, .escape, .save] {
      #expect(qa.chooserTakes(command, in: scene) == .passed)
    }
  }
}
