import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeTestSupport
import Testing

@testable import HitScopeRender
@testable import HitScopeWindow

/// A whole QA session in the real window on a bundled scene: five probes recorded by clicking
/// (two filed as bugs), stepped through, then checked by `hitscope check` and its JUnit report.
///
/// With `HITSCOPE_DOCS_IMAGES=FOLDER` set, the window as it shows the first failing probe is
/// also written to `FOLDER/window-qa.png` (the README's picture).
extension UnderX {
  @Suite("A QA session in the window", .serialized)
  struct QASessionTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled delete-badge scene without its own probes, every other byte as shipped.
    static func sceneWithoutProbes() throws -> String {
      let bytes = [UInt8](
        try Data(contentsOf: repositoryRoot.appendingPathComponent("scenes/delete-badge.json")))
      var parser = JSONParser(bytes: bytes)
      let member = try #require(try parser.parse().object?.member("probes"))
      let cut = member.keyByteOffset..<member.value.byteRange.upperBound
      return String(decoding: bytes[..<cut.lowerBound] + bytes[cut.upperBound...], as: UTF8.self)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
      guard let binary = BuiltExecutable.hitscope else {
        throw WindowHarness.HarnessError("the hitscope executable is not built next to the tests")
      }
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("five probes, two filed as bugs: check says 3 passed, 2 failed, JUnit names them")
    func recordStepAndCheck() throws {
      let h = try WindowHarness(sceneText: try Self.sceneWithoutProbes(), overlays: [.chain])
      func record(_ key: UInt, shift: Bool) throws {
        let recorded = h.events(named: "probeRecorded").count
        let reloads = h.events(named: "reloaded").count
        h.display.type(keysym: key, shift: shift)
        try h.pump("the probe") { h.events(named: "probeRecorded").count > recorded }
        try h.pump("the reload") { h.events(named: "reloaded").count > reloads }
      }
      // Regression guards: what happens is right.
      for point in [Point(283, 97), Point(85, 140), Point(454, 81)] {
        try h.click(point)
        try record(KeySymbol.n, shift: false)
      }
      // Bugs: each delete badge should take a tap over its whole circle.
      for (point, expected) in [(Point(128, 97), "badgeA"), (Point(299, 81), "badgeB")] {
        try h.click(point)
        h.display.type(keysym: KeySymbol.n, shift: true)
        try h.pump("the chooser") { h.window.session.chooser != nil }
        let chooser = try #require(h.window.session.chooser)
        let scene = h.window.session.scene
        #expect(chooser.choices[chooser.selected].map { scene.views[$0].id } == expected)
        try record(KeySymbol.returnKey, shift: false)
      }
      #expect(h.window.session.scene.probes.count == 5)

      h.display.type(keysym: KeySymbol.bracketRight)
      try h.pump("the first failing probe") { h.window.session.steppedProbe == 3 }
      h.settle()
      let panel = h.window.session.layout.panel?.lines.map(\.text) ?? []
      #expect(panel.contains("Probe 4 of 5: fails"), "\(panel)")
      #expect(panel.contains("expected badgeA, handled by badgeA"), "\(panel)")
      #expect(panel.contains("actual cardA, handled by nobody"), "\(panel)")
      if let folder = ProcessInfo.processInfo.environment["HITSCOPE_DOCS_IMAGES"] {
        // The pointer over the panel, so no hover outline distracts from the probe.
        h.display.move(to: (h.window.session.size.width - 20, 10), in: h.window.windowID)
        try h.pump("no hover") { h.window.session.hover == nil }
        let screen = h.screenPixels()
        try RasterImage(
          width: screen.width, height: screen.height, pixels: screen.rgb.map { $0 | 0xff00_0000 }
        ).writePNG(to: folder + "/window-qa.png")
      }
      h.display.type(keysym: KeySymbol.bracketRight)
      try h.pump("the second failing probe") { h.window.session.steppedProbe == 4 }
      h.display.type(keysym: KeySymbol.bracketRight)
      try h.pump("the first passing probe") { h.window.session.steppedProbe == 0 }

      let junit = h.folder.appendingPathComponent("report.xml").path
      let check = try run(["check", h.scenePath, "--junit", junit])
      #expect(check.status == 1)
      #expect(check.output.hasSuffix("3 passed, 2 failed\n"), "\(check.output)")
      #expect(
        check.output.contains(
          "probe \"badgeA at (128, 97)\": expected hit badgeA, got cardA; expected handledBy badgeA, got nothing"
        ), "\(check.output)")
      let report = try String(contentsOfFile: junit, encoding: .utf8)
      for name in [
        "badgeB at (283, 97)", "cardA at (85, 140)", "badgeC at (454, 81)", "badgeA at (128, 97)",
        "badgeB at (299, 81)",
      ] {
        #expect(report.contains("name=\"\(name)\""), "the report names \(name): \(report)")
      }
      #expect(report.components(separatedBy: "<failure").count - 1 == 2, "\(report)")
    }

    @Test("on an imported dump the probes go to DUMP.probes.json, which check reads with it")
    func recordIntoADumpsSidecar() throws {
      let dump = try String(
        contentsOf: Self.repositoryRoot.appendingPathComponent("scenes/login-screen.dump.txt"),
        encoding: .utf8)
      let h = try WindowHarness(sceneText: dump, fileName: "login.txt")
      let sidecar = h.scenePath + ".probes.json"
      #expect(!FileManager.default.fileExists(atPath: sidecar))
      func record(_ key: UInt, shift: Bool = false) throws {
        let recorded = h.events(named: "probeRecorded").count
        let reloads = h.events(named: "reloaded").count
        h.display.type(keysym: key, shift: shift)
        try h.pump("the probe") { h.events(named: "probeRecorded").count > recorded }
        try h.pump("the reload") { h.events(named: "reloaded").count > reloads }
      }
      // The Sign In button takes its tap: a guard.
      try h.click(Point(195, 637))
      try record(KeySymbol.n)
      let scene = h.window.session.scene
      let signIn = try #require(h.window.session.scene.probes.last)
      #expect(
        signIn.expect.name.flatMap { scene.indexByID[$0] }.map { scene.views[$0].type }
          == "Storefront.SignInButton")
      // "What's new?" sits in an image view with interaction off: filed as a bug.
      try h.click(Point(111, 236))
      h.display.type(keysym: KeySymbol.n, shift: true)
      try h.pump("the chooser") { h.window.session.chooser != nil }
      let chooser = try #require(h.window.session.chooser)
      let button = try #require(
        chooser.choices.firstIndex { $0.map { scene.views[$0].type == "UIButton" } ?? false })
      for _ in 0..<((button - chooser.selected + chooser.choices.count) % chooser.choices.count) {
        let before = h.window.session.chooser?.selected
        h.display.type(keysym: KeySymbol.down)
        try h.pump("down") { h.window.session.chooser?.selected != before }
      }
      try record(KeySymbol.returnKey)
      #expect(h.events(named: "probeRecorded").last?["file"] as? String == sidecar)
      let text = try String(contentsOfFile: sidecar, encoding: .utf8)
      #expect(text.hasPrefix("{\n  \"probes\": [\n    {\"at\": [195, 637]"), "\(text)")
      #expect(h.window.session.scene.probes.count == 2, "the reload read the sidecar")
      #expect(try run(["check", h.scenePath]).output.hasSuffix("1 passed, 1 failed\n"))

      let dumpBytes = try Data(contentsOf: URL(fileURLWithPath: h.scenePath))
      #expect(dumpBytes == Data(dump.utf8), "the dump itself is never edited")
      let removed = h.events(named: "probeRemoved").count
      for _ in 0..<2 { h.display.type(keysym: KeySymbol.u) }
      try h.pump("two undos") { h.events(named: "probeRemoved").count == removed + 2 }
      #expect(!FileManager.default.fileExists(atPath: sidecar), "the sidecar it made goes again")
    }
  }
}
