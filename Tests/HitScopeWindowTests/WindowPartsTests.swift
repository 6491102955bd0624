import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeRender
import Testing

@testable import HitScopeWindow

/// The parts of the window that need no X server: the event lines, keys, scale and errors.
struct WindowPartsTests {
  @Test("log lines are one-line JSON with shortest numbers and escaped text")
  func logJSON() {
    let value = JSONOutput.object([
      ("event", .string("began")), ("point", .point(Point(120, 0.1))),
      ("hit", .optional(nil)), ("text", .string("a\"b\\c\nd\u{1}é")), ("n", .integer(-3)),
    ])
    #expect(
      value.serialized
        == #"{"event": "began", "point": [120, 0.1], "hit": null, "text": "a\"b\\c\nd\u0001é", "n": -3}"#
    )
    let parsed =
      try? JSONSerialization.jsonObject(with: Data(value.serialized.utf8)) as? [String: Any]
    #expect(parsed?["text"] as? String == "a\"b\\c\nd\u{1}é")
  }

  @Test("ready carries the window id and the canvas origin and scale")
  func readyLine() {
    let line = LogEvent.ready(window: 4_194_305, canvasOrigin: (20, 36), scale: 2).line
    #expect(
      line == #"{"event": "ready", "window": 4194305, "canvas": {"x": 20, "y": 36, "scale": 2}}"#)
  }

  @Test(
    "Xft.dpi sets the default scale",
    arguments: [
      ("Xft.dpi:\t192\nXft.antialias:\t1\n", 2.0), ("Xft.antialias: 1\nXft.dpi: 144", 1.5),
      ("Xcursor.size: 24\n", 1.0), ("Xft.dpi: lots", 1.0), ("Xft.dpi: 0", 1.0),
    ])
  func dpi(resources: String, scale: Double) {
    #expect(DisplayScale.fromResources(resources) == scale)
  }

  @Test("no resources means scale 1")
  func noResources() {
    #expect(DisplayScale.fromResources(nil) == 1)
  }

  @Test(
    "keys map to commands",
    arguments: [
      (KeySymbol.r, false, KeyCommand.toggle(.regions)), (KeySymbol.r, true, .reload),
      (KeySymbol.o, false, .toggle(.outsets)), (KeySymbol.c, false, .toggle(.chain)),
      (KeySymbol.t, false, .toggle(.trace)), (KeySymbol.m, false, .toggle(.map)),
      (KeySymbol.p, false, .toggle(.probes)), (KeySymbol.a, false, .toggle(.audit)),
      (KeySymbol.s, false, .save), (KeySymbol.zero, false, .resetCounters),
      (KeySymbol.plus, false, .zoomIn), (KeySymbol.equal, false, .zoomIn),
      (KeySymbol.minus, false, .zoomOut), (KeySymbol.question, false, .toggleHelp),
      (KeySymbol.q, false, .quit), (KeySymbol.escape, false, .escape),
      (0x51, false, .quit), (KeySymbol.n, false, .recordProbe), (KeySymbol.u, false, .undoProbe),
      (KeySymbol.bracketRight, false, .nextProbe), (KeySymbol.bracketLeft, false, .previousProbe),
      (KeySymbol.up, false, .up), (KeySymbol.down, false, .down),
      (KeySymbol.returnKey, false, .pick), (KeySymbol.keypadEnter, false, .pick),
    ])
  func keys(keysym: UInt, control: Bool, command: KeyCommand) {
    #expect(
      KeyCommand(KeyStroke(keysym: keysym, text: "", control: control, shift: false)) == command)
  }

  @Test(
    "one key table: each overlay's key toggles it, and the help names it",
    arguments: Overlay.allCases)
  func overlayKeys(overlay: Overlay) {
    let key = KeyTable.key(of: overlay)
    let keysym = UInt(key.unicodeScalars.first?.value ?? 0)
    #expect(
      KeyCommand(KeyStroke(keysym: keysym, text: key, control: false, shift: false))
        == .toggle(overlay))
    #expect(KeyTable.help.contains { $0.contains("\(key) \(overlay.rawValue)") })
  }

  @Test("Shift+N files a bug; n alone records what happened")
  func shiftN() {
    #expect(KeyCommand(KeyStroke(keysym: 0x4e, text: "N", control: false, shift: true)) == .fileBug)
    #expect(
      KeyCommand(KeyStroke(keysym: KeySymbol.n, text: "n", control: false, shift: false))
        == .recordProbe)
  }

  @Test("the help lists every key the window binds")
  func helpNamesEveryKey() {
    let help = KeyTable.help.joined(separator: " ")
    for key in [
      "Shift-click", "r regions", "o outsets", "c chain", "t trace", "m map", "p probes",
      "a audit", "g gestures", "n: record", "Shift+N", "u: undo", "] / [", "s: save", "0: reset",
      "Ctrl+R", "+ / -", "f: fit", "arrows, wheel: scroll", "q or Esc", "?",
    ] {
      #expect(help.contains(key), "the help does not name \(key)")
    }
  }

  @Test("one key table: every binding's key does its command, and no key does two things")
  func everyBindingIsReachable() {
    var seen: [String: KeyCommand] = [:]
    for entry in KeyTable.entries {
      #expect(KeyTable.help.contains { $0.hasPrefix(entry.keys) }, "\(entry.keys) not in the help")
      for binding in entry.bindings {
        for shift in binding.shift.map({ [$0] }) ?? [false, true] {
          let stroke = KeyStroke(
            keysym: binding.keysym, text: "", control: binding.control, shift: shift)
          #expect(KeyCommand(stroke) == binding.command, "\(entry.keys)")
          let name = "\(binding.keysym) \(binding.control) \(shift)"
          #expect(seen[name] == nil, "\(name) is bound twice")
          seen[name] = binding.command
        }
      }
    }
  }

  @Test("the user docs' key table names every entry of the window's key table")
  func docsListEveryKey() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "docs/window.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let keysColumn = text.split(separator: "\n").filter { $0.hasPrefix("| ") }.map {
      $0.split(separator: "|").first.map(String.init) ?? ""
    }.joined(separator: " ").replacingOccurrences(of: "`", with: "")
    #expect(!keysColumn.isEmpty)
    for entry in KeyTable.entries {
      let keys =
        entry.does.isEmpty
        ? entry.bindings.compactMap { binding -> String? in
          guard case .toggle(let overlay) = binding.command else { return nil }
          return KeyTable.key(of: overlay)
        } : [entry.keys]
      for key in keys {
        #expect(keysColumn.contains(key), "docs/window.md does not list \(key)")
      }
    }
  }

  @Test("unbound keys do nothing")
  func unboundKeys() {
    #expect(KeyCommand(KeyStroke(keysym: 0x78, text: "x", control: false, shift: false)) == nil)
    #expect(
      KeyCommand(KeyStroke(keysym: KeySymbol.s, text: "", control: true, shift: false)) == nil)
  }

  @Test("zoom steps up and down and stops at the ends")
  func zoom() {
    #expect(ZoomSteps.after(1) == 1.25)
    #expect(ZoomSteps.before(1) == 0.75)
    #expect(ZoomSteps.after(1.1) == 1.25)
    #expect(ZoomSteps.after(8) == 8)
    #expect(ZoomSteps.before(0.25) == 0.25)
  }

  @Test("screenshots go next to the scene and never overwrite")
  func screenshotPath() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-shot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("ring.json").path
    let first = ScreenshotPath.next(for: scene, title: "Ring")
    #expect(first == folder.appendingPathComponent("ring-1.png").path)
    _ = FileManager.default.createFile(atPath: first, contents: Data())
    #expect(
      ScreenshotPath.next(for: scene, title: "Ring")
        == folder.appendingPathComponent("ring-2.png").path)
  }

  @Test("without a display the error names DISPLAY and suggests export and xvfb-run")
  func noDisplay() throws {
    #expect {
      _ = try InspectorWindow(options: WindowOptions(displayName: ":987"))
    } throws: { error in
      guard let error = error as? WindowError, case .noDisplay(":987") = error else { return false }
      let text = error.description
      return text.contains("DISPLAY") && text.contains("hitscope export")
        && text.contains("xvfb-run")
    }
    #expect(
      WindowError.noDisplay(display: nil).description.contains(
        "DISPLAY environment variable is not set"))
  }
}
