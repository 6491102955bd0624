import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeTestSupport
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// Probes recorded by clicking in the real window: `n` keeps what happened, `Shift+N` files what
/// should have happened, `u` takes the newest back; the file changes by the probe alone.
extension UnderX {
  @Suite("Recording probes in the window", .serialized)
  struct ProbeRecordingTests {
    private func bytes(_ h: WindowHarness) throws -> [UInt8] {
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: h.scenePath)))
    }

    /// `hitscope check` on the scene: exit status and output.
    private func check(_ path: String) throws -> (status: Int32, output: String) {
      let process = Process()
      guard let binary = BuiltExecutable.hitscope else {
        throw WindowHarness.HarnessError("the hitscope executable is not built next to the tests")
      }
      process.executableURL = binary
      process.arguments = ["check", path]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Types `key` and waits until the window logged one more `event`, then for the reload the
    /// save brings.
    private func type(
      _ h: WindowHarness, _ key: UInt, shift: Bool = false, expecting event: String
    ) throws {
      let events = h.events(named: event).count
      let reloads = h.events(named: "reloaded").count
      h.display.type(keysym: key, shift: shift)
      try h.pump(event) { h.events(named: event).count > events }
      try h.pump("the reload after \(event)") { h.events(named: "reloaded").count > reloads }
    }

    @Test("click + n adds exactly the probe, check passes; Shift+N files a failing one; u undoes")
    func recordFileAndUndo() throws {
      let h = try WindowHarness()
      let original = try bytes(h)
      try h.click(Point(210, 120))
      try type(h, KeySymbol.n, expecting: "probeRecorded")
      let probe =
        #"{"at": [210, 120], "expect": "ring", "handledBy": "ring", "name": "ring at (210, 120)"}"#
      // RingScene has no probes: the list is added before the top level's closing brace.
      let inserted = Array(",\n  \"probes\": [\n    \(probe)\n  ]".utf8)
      let afterFirst = try bytes(h)
      let at = try #require(original.lastIndex(of: UInt8(ascii: "}"))) - 1
      #expect(afterFirst == Array(original[..<at]) + inserted + Array(original[at...]))
      let recorded = try #require(h.events(named: "probeRecorded").last)
      #expect(recorded["file"] as? String == h.scenePath)
      #expect((recorded["probe"] as? [String: Any])?["expect"] as? String == "ring")
      #expect(h.window.session.scene.probes.count == 1)
      let passing = try check(h.scenePath)
      #expect(passing.status == 0, "\(passing.output)")
      #expect(passing.output.contains("1 passed, 0 failed"), "\(passing.output)")

      // A bug report: the click on the ring should have reached the button below it.
      try h.click(Point(210, 120))
      h.display.type(keysym: KeySymbol.n, shift: true)
      try h.pump("the chooser") { h.window.session.chooser != nil }
      let chooser = try #require(h.window.session.chooser)
      let scene = h.window.session.scene
      #expect(
        chooser.choices.map { $0.map { scene.views[$0].id } ?? "nothing" } == [
          "ring", "below", "root", "nothing",
        ])
      #expect(chooser.selected == 1, "the list starts at the first view the click did not reach")
      h.display.type(keysym: KeySymbol.down)
      try h.pump("down") { h.window.session.chooser?.selected == 2 }
      h.display.type(keysym: KeySymbol.up)
      try h.pump("up") { h.window.session.chooser?.selected == 1 }
      // `s` saves the window with the list shown and leaves the report open.
      let saves = h.events(named: "saved").count
      h.display.type(keysym: KeySymbol.s)
      try h.pump("the screenshot") { h.events(named: "saved").count > saves }
      #expect(h.window.session.chooser?.selected == 1, "s cancelled the bug report")
      #expect(!h.window.session.log.recent.contains("bug report cancelled"))
      try type(h, KeySymbol.returnKey, expecting: "probeRecorded")
      #expect(h.window.session.chooser == nil)
      let bug = try bytes(h)
      let failing = try check(h.scenePath)
      #expect(failing.status == 1, "\(failing.output)")
      #expect(failing.output.contains("1 passed, 1 failed"), "\(failing.output)")
      #expect(failing.output.contains("expected hit below, got ring"), "\(failing.output)")
      #expect(
        String(decoding: bug, as: UTF8.self).contains(
          #"{"at": [210, 120], "expect": "below", "handledBy": "below", "name": "below at (210, 120)"}"#
        ))
      #expect(h.window.session.overlays.contains(.probes), "the new probe shows, red")

      try type(h, KeySymbol.u, expecting: "probeRemoved")
      #expect(try bytes(h) == afterFirst)
      try type(h, KeySymbol.u, expecting: "probeRemoved")
      #expect(try bytes(h) == original)
      let removed = try #require(h.events(named: "probeRemoved").last)
      #expect(removed["file"] as? String == h.scenePath)
      #expect((removed["probe"] as? [String: Any])?["name"] as? String == "ring at (210, 120)")
    }

    @Test("a scene with comments everywhere, trailing commas and no probes keeps every byte")
    func commentsAndTrailingCommasStay() throws {
      let text = """
        // QA scene: keep this comment.
        {
          /* the canvas */ "canvas": {"width": 240, "height": 240,}, // trailing comma
          "root": {"id": "root", /* inline */ "children": [
            {"id": "buy", "type": "UIButton", "frame": [20, 20, 200, 200],}, // the button
          ],},
          // the end
        }
        """
      let h = try WindowHarness(sceneText: text)
      let original = try bytes(h)
      try h.click(Point(100, 100))
      try type(h, KeySymbol.n, expecting: "probeRecorded")
      let after = String(decoding: try bytes(h), as: UTF8.self)
      let probe =
        #"{"at": [100, 100], "expect": "buy", "handledBy": "buy", "name": "buy at (100, 100)"}"#
      #expect(
        after
          == text.replacingOccurrences(
            of: "  // the end\n}", with: "  // the end\n  \"probes\": [\n    \(probe)\n  ]\n}"))
      #expect(try check(h.scenePath).status == 0)
      try type(h, KeySymbol.u, expecting: "probeRemoved")
      #expect(try bytes(h) == original)
    }

    @Test("] steps to the failing probe first: the panel sets expected against actual and why")
    func stepToTheFailingProbe() throws {
      let probes = """
        ,
          "probes": [
            {"at": [120, 120], "expect": "below", "name": "hole reaches the button"},
            {"at": [210, 120], "expect": "below", "handledBy": "below", "name": "ring passes taps"}
          ]
        }
        """
      let text =
        RingScene.text().replacingOccurrences(
          of: "\n}", with: "", options: .backwards, range: nil) + probes
      let h = try WindowHarness(sceneText: text, overlays: [.chain, .trace])
      h.display.type(keysym: KeySymbol.bracketRight)
      try h.pump("the step") { h.window.session.steppedProbe != nil }
      h.settle()
      #expect(h.window.session.steppedProbe == 1, "the failing probe comes first")
      #expect(h.window.session.lastClick == Point(210, 120))
      #expect(h.events(named: "began").isEmpty, "a replayed probe delivers nothing")
      let panel = h.window.session.layout.panel?.lines.map(\.text) ?? []
      #expect(panel.contains("Probe 2 of 2: fails"), "\(panel)")
      #expect(panel.contains("ring passes taps"))
      #expect(panel.contains("expected below, handled by below"))
      #expect(panel.contains("actual ring, handled by ring"))
      // The reason is wrapped over lines; read it whole.
      let why = panel.drop { !$0.hasPrefix("why:") }.prefix { !$0.hasPrefix("]") }
      #expect(
        why.joined(separator: " ")
          == "why: below contains (210, 120), but it is covered by ring, which takes the click.",
        "\(panel)")
      #expect(h.screenMatchesLastFrame(), "the window shows the frame with the step")

      h.display.type(keysym: KeySymbol.bracketRight)
      try h.pump("the next step") { h.window.session.steppedProbe == 0 }
      let next = h.window.session.layout.panel?.lines.map(\.text) ?? []
      #expect(next.contains("Probe 1 of 2: holds"))
      #expect(next.contains("actual below, handled by below"))
      #expect(!next.contains { $0.hasPrefix("why:") })
      h.display.type(keysym: KeySymbol.bracketLeft)
      try h.pump("back") { h.window.session.steppedProbe == 1 }
    }

    @Test("n before any click records nothing and says why")
    func nothingToRecord() throws {
      let h = try WindowHarness()
      let original = try bytes(h)
      h.display.type(keysym: KeySymbol.n)
      try h.pump("the note") {
        h.window.session.log.recent.contains { $0.contains("click the canvas first") }
      }
      #expect(try bytes(h) == original)
      #expect(h.events(named: "probeRecorded").isEmpty)
    }
  }
}
