import HitScopeEngine
import HitScopeFormat
import Testing

@testable import HitScopeWindow

/// The order `]` and `[` walk, and what the bug chooser files, without an X server.
struct ProbeStepsTests {
  /// The ring scene with five probes: #2 and #4 fail.
  static let scene: Scene = {
    let text = RingScene.text().replacingOccurrences(
      of: "\n}", with: "", options: .backwards, range: nil)
    let probes = """
      ,
        "probes": [
          {"at": [120, 120], "expect": "below"},
          {"at": [210, 120], "expect": "below", "name": "ring should pass taps"},
          {"at": [210, 120], "expect": "ring"},
          {"at": [10, 10], "expect": null},
          {"at": [10, 10], "expect": "below"}
        ]
      }
      """
    do {
      return try SceneLoader.load(bytes: Array((text + probes).utf8), fileName: "ring.json")
    } catch {
      preconditionFailure("the test scene does not load: \(error)")
    }
  }()

  @Test func failingProbesComeFirstThenTheRestInFileOrder() {
    #expect(ProbeSteps.order(in: Self.scene) == [1, 3, 0, 2, 4])
  }

  @Test(
    "] and [ wrap around; nothing current starts at either end",
    arguments: [
      (nil, true, 1), (nil, false, 4), (1, true, 3), (4, true, 1), (1, false, 4), (0, false, 3),
      (7, true, 1),
    ] as [(Int?, Bool, Int)])
  func stepping(current: Int?, forward: Bool, next: Int) {
    #expect(ProbeSteps.step(from: current, forward: forward, in: [1, 3, 0, 2, 4]) == next)
  }

  @Test func noProbesNoStep() {
    #expect(ProbeSteps.step(from: nil, forward: true, in: []) == nil)
  }

  @Test func theChooserFilesTheChosenViewWithItsHandler() {
    let scene = Self.scene
    var chooser = ProbeChooser(point: Point(210, 120), in: scene)
    #expect(
      chooser.choices.map { $0.map { scene.views[$0].id } } == ["ring", "below", "root", nil])
    #expect(chooser.selected == 1)
    #expect(
      chooser.probe(in: scene)
        == Probe(
          point: Point(210, 120), expect: .named("below"), handledBy: .named("below"),
          name: "below at (210, 120)"))
    chooser.moveDown()
    chooser.moveDown()
    #expect(
      chooser.probe(in: scene)
        == Probe(
          point: Point(210, 120), expect: .nothing, handledBy: .nothing,
          name: "nothing at (210, 120)"))
    chooser.moveDown()
    #expect(chooser.selected == 0, "the list wraps around")
    let list = chooser.statusChoices(in: scene)
    #expect(list.items.first == "ring · UIView  (what it reaches now)")
    #expect(list.items.last == "nothing")
  }
}
