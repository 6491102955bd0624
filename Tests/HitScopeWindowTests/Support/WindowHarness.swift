import Foundation
import HitScopeEngine
import HitScopeRender

@testable import HitScopeWindow

/// One inspector window under test, in process: the scene file in a fresh folder, the event
/// lines it logs (parsed), and a second X client to click, type and read pixels with.
final class WindowHarness {
  let folder: URL
  let scenePath: String
  let window: InspectorWindow
  let display: TestDisplay
  private let box: LineBox

  final class LineBox {
    var lines: [String] = []
  }

  /// `fileName`: what the scene file (or dump) is called in the fresh folder;
  /// `sharedMemory`: whether the window may send frames through MIT-SHM.
  init(
    sceneText: String = RingScene.text(), fileName: String = "ring.json", scale: Double = 1,
    overlays: Set<Overlay> = [], sharedMemory: Bool = true
  ) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-window-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    scenePath = folder.appendingPathComponent(fileName).path
    try sceneText.write(toFile: scenePath, atomically: false, encoding: .utf8)
    guard TestDisplay.keepAlive != nil, let display = TestDisplay() else {
      throw HarnessError("cannot open DISPLAY for the test client")
    }
    self.display = display
    let box = LineBox()
    self.box = box
    var options = WindowOptions(
      scenePath: scenePath, scale: scale, overlays: overlays,
      eventObserver: { box.lines.append($0) })
    options.sharedMemory = sharedMemory
    window = try InspectorWindow(options: options)
    try pump("the ready event") { self.events(named: "ready").count == 1 }
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  var lines: [String] { box.lines }

  /// Every logged line as a JSON object.
  var events: [[String: Any]] {
    lines.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  func events(named name: String) -> [[String: Any]] {
    events.filter { $0["event"] as? String == name }
  }

  /// Runs the window's loop until `condition` holds; throws after `seconds`, a bound that
  /// catches a hang: a debug build drawing every overlay while the soak suite's windows run
  /// beside it can take seconds.
  func pump(_ what: String, seconds: Double = 15, until condition: () -> Bool) throws {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while !condition() {
      if Date() > deadline { throw HarnessError("timed out waiting for \(what)") }
      window.processEvents(timeoutMilliseconds: 10)
    }
  }

  /// Lets the window handle what is queued (a few quiet turns of its loop).
  func settle() {
    for _ in 0..<5 { window.processEvents(timeoutMilliseconds: 5) }
  }

  /// The window pixel of scene point `p`, from the `ready` event's canvas origin and scale,
  /// or from the session's layout after a resize.
  func pixel(of p: Point) -> (x: Int, y: Int) {
    let origin = window.session.canvasOrigin
    let scale = window.session.scale
    return (
      origin.x + Int((p.x * scale).rounded(.down)), origin.y + Int((p.y * scale).rounded(.down))
    )
  }

  /// Presses at scene point `from`, drags through `via`, releases at `to`; waits for the
  /// release to be delivered.
  func drag(from: Point, via: [Point] = [], to: Point, shift: Bool = false) throws {
    let before = lines.count
    display.move(to: pixel(of: from), in: window.windowID)
    display.press(shift: shift)
    for p in via { display.move(to: pixel(of: p), in: window.windowID) }
    display.move(to: pixel(of: to), in: window.windowID)
    display.release()
    if shift {
      settle()
    } else {
      try pump("the release at \(to)") {
        lines[before...].contains { $0.contains("\"ended\"") || $0.contains("\"cancelled\"") }
      }
    }
  }

  func click(_ p: Point, shift: Bool = false) throws {
    try drag(from: p, to: p, shift: shift)
  }

  /// Replaces the scene file the way editors save: write a new file, rename it over the old.
  func save(_ text: String) throws {
    let temporary = folder.appendingPathComponent(".ring.json.swp").path
    try text.write(toFile: temporary, atomically: false, encoding: .utf8)
    guard rename(temporary, scenePath) == 0 else { throw HarnessError("rename failed") }
  }

  /// The window's pixels as the server shows them, after raising it above any other window
  /// and letting it repaint what was covered.
  func screenPixels() -> (width: Int, height: Int, rgb: [UInt32]) {
    display.raise(window.windowID)
    settle()
    return display.pixels(of: window.windowID)
  }

  /// Whether the window on screen shows exactly the last frame the window rendered.
  func screenMatchesLastFrame() -> Bool {
    let screen = screenPixels()
    guard let frame = window.canvas.lastFrame else { return false }
    guard screen.width == frame.width, screen.height == frame.height else { return false }
    for y in 0..<frame.height {
      for x in 0..<frame.width
      where screen.rgb[y * frame.width + x] != frame.pixels[y * frame.width + x] & 0xffffff {
        return false
      }
    }
    return true
  }
}
