import Foundation
import HitScopeTestSupport
import Testing

private let hasXdotool = FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")

/// The built `hitscope open` survives what hours of editing throw at it: its scene file deleted
/// or replaced by a folder, a thousand reloads, ten thousand clicks and drags, a resize storm,
/// its window destroyed by another client, and the X server killed mid-storm.
///
/// Each test runs the window as a process on an Xvfb of its own (so that clicks of tests
/// running beside it cannot land on it) and drives it with xdotool (XTest) on that display.
/// Memory: resident set size (`VmRSS`) after 500 warm-up clicks and after 10,000 more must
/// differ by less than `flatMegabytes`.
@Suite(
  "hitscope open under stress", .serialized,
  .enabled(
    if: PrivateXServer.xvfb != nil, "needs Xvfb (apt-get install xvfb) for its private display"),
  .enabled(if: hasXdotool, "needs xdotool (apt-get install xdotool) to drive a private display"))
final class WindowSoakTests {
  static let flatMegabytes = 8.0

  let folder: URL
  let scenePath: String
  let server: PrivateXServer
  var app: LaunchedWindow!
  var window: UInt = 0
  var canvas = (x: 0.0, y: 0.0, scale: 1.0)

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hitscope-soak-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    scenePath = folder.appendingPathComponent("ring.json").path
    try RingScene.text().write(toFile: scenePath, atomically: true, encoding: .utf8)
    server = try PrivateXServer()
  }

  deinit {
    app?.process.terminate()
    server.kill()
    try? FileManager.default.removeItem(at: folder)
  }

  /// Starts `hitscope open` on the private server and reads its ready line.
  func launch() throws {
    app = try LaunchedWindow(
      arguments: ["open", scenePath, "--log-events"], display: server.display)
    try app.wait("the ready line", seconds: 20) { !app.events(named: "ready").isEmpty }
    let ready = try #require(app.events(named: "ready").first)
    window = try #require((ready["window"] as? NSNumber)?.uintValue)
    let c = try #require(ready["canvas"] as? [String: Any])
    canvas = (
      try #require((c["x"] as? NSNumber)?.doubleValue),
      try #require((c["y"] as? NSNumber)?.doubleValue),
      try #require((c["scale"] as? NSNumber)?.doubleValue)
    )
  }

  /// Runs an xdotool script (one command per line) against the private server.
  @discardableResult
  func xdotool(_ lines: [String]) throws -> Int32 {
    let script = folder.appendingPathComponent("script-\(UUID().uuidString).xdo").path
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: script, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = [script]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = server.display
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The window pixel of scene point (x, y), as the ready line promises.
  func pixel(_ x: Double, _ y: Double) -> String {
    "\(Int(canvas.x + x * canvas.scale)) \(Int(canvas.y + y * canvas.scale))"
  }

  func click(_ x: Double, _ y: Double) -> [String] {
    // mousedown/mouseup rather than xdotool's click, which sleeps about 100 ms per click.
    ["mousemove --window \(window) \(pixel(x, y))", "mousedown 1", "mouseup 1"]
  }

  /// Resident memory of the window process, in megabytes.
  func residentMegabytes() -> Double {
    let status = FileManager.default.contents(
      atPath: "/proc/\(app.process.processIdentifier)/status")
    for line in String(decoding: status ?? Data(), as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("VmRSS:") {
      return Double(line.split(separator: " ").dropFirst().first ?? "").map { $0 / 1024 } ?? 0
    }
    return 0
  }

  /// A click in the ring's hole reaches the button: the window still routes touches.
  func expectResponsive(_ what: String) throws {
    let before = app.events(named: "began").count
    try xdotool(click(120, 120))
    try app.wait("a click after \(what)", seconds: 20) { app.events(named: "began").count > before }
    #expect(app.events(named: "began").last?["hit"] as? String == "below", "after \(what)")
    #expect(app.process.isRunning, "the window ended after \(what): \(app.errorText)")
  }

  func save(_ text: String) throws {
    let temporary = folder.appendingPathComponent(".ring.json.swp").path
    try text.write(toFile: temporary, atomically: false, encoding: .utf8)
    #expect(rename(temporary, scenePath) == 0)
  }

  @Test("the scene file deleted: the window keeps its scene; a reload shows the banner")
  func deletedScene() throws {
    try launch()
    try FileManager.default.removeItem(atPath: scenePath)
    try xdotool(["mousemove --window \(window) \(pixel(10, 10))", "key ctrl+r"])
    try app.wait("reloadFailed", seconds: 20) { !app.events(named: "reloadFailed").isEmpty }
    let error = app.events(named: "reloadFailed").last?["error"] as? String ?? ""
    #expect(error.contains("does not exist"), "\(error)")
    try expectResponsive("the file was deleted")
  }

  @Test("the scene file replaced by a folder: reload fails with the banner, the window lives")
  func sceneBecomesAFolder() throws {
    try launch()
    try FileManager.default.removeItem(atPath: scenePath)
    try FileManager.default.createDirectory(atPath: scenePath, withIntermediateDirectories: false)
    try app.wait("reloadFailed", seconds: 20) { !app.events(named: "reloadFailed").isEmpty }
    let error = app.events(named: "reloadFailed").last?["error"] as? String ?? ""
    #expect(error.contains("is a directory"), "\(error)")
    try expectResponsive("the file became a folder")
  }

  @Test("1,000 reloads in a row (Ctrl+R), then 200 saves: the last save is what shows")
  func thousandReloads() throws {
    try launch()
    let keys =
      ["mousemove --window \(window) \(pixel(10, 10))"]
      + Array(repeating: "key --delay 0 ctrl+r", count: 1000)
    try xdotool(keys)
    try app.wait("1,000 reloaded events", seconds: 120) {
      app.events(named: "reloaded").count >= 1000
    }
    #expect(app.events(named: "reloaded").count == 1000)
    for i in 0..<200 {
      try save(i.isMultiple(of: 7) ? RingScene.broken : RingScene.text(label: "save \(i)"))
    }
    try save(RingScene.text(label: "final", extraCounters: #", "final": 7"#))
    // Saves in a burst reload once it settles; clicks until one reports the last file's counter.
    let deadline = Date(timeIntervalSinceNow: 20)
    var counters: [String: Int]? = nil
    while counters?["final"] == nil && Date() < deadline {
      let actions = app.events(named: "action").count
      try xdotool(click(120, 120))
      try app.wait("a click's action", seconds: 20) { app.events(named: "action").count > actions }
      counters = app.events(named: "action").last?["counters"] as? [String: Int]
    }
    #expect(counters?["final"] == 7, "the final file's new counter: \(counters as Any)")
    #expect(app.events(named: "reloaded").count > 1000)
    try expectResponsive("1,200 reloads")
  }

  @Test("10,000 clicks and drags: every touch ends, memory stays flat")
  func tenThousandClicks() throws {
    try launch()
    // Deterministic points over the whole canvas, a drag every fourth touch.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double((state >> 33) % 240)
    }
    func touches(_ count: Int) -> [String] {
      var lines: [String] = []
      for i in 0..<count {
        let (x, y) = (next(), next())
        if i % 4 == 3 {
          lines += [
            "mousemove --window \(window) \(pixel(x, y))", "mousedown 1",
            "mousemove --window \(window) \(pixel((x + 40).truncatingRemainder(dividingBy: 240), y))",
            "mousemove --window \(window) \(pixel(x, (y + 40).truncatingRemainder(dividingBy: 240)))",
            "mouseup 1",
          ]
        } else {
          lines += click(x, y)
        }
      }
      return lines
    }
    func ended() -> Int { app.events(named: "ended").count + app.events(named: "cancelled").count }

    try xdotool(touches(500))
    try app.wait("500 warm-up touches", seconds: 120) { ended() >= 500 }
    let start = residentMegabytes()
    for _ in 0..<10 {
      try xdotool(touches(1000))
    }
    try app.wait("10,500 touches to end", seconds: 300) { ended() >= 10_500 }
    let end = residentMegabytes()
    print(
      String(
        format: "window RSS: %.1f MB after 500 warm-up touches, %.1f MB after 10,000 more", start,
        end))
    #expect(ended() == 10_500)
    #expect(app.events(named: "began").count == 10_500)
    #expect(start > 0 && end > 0)
    #expect(end - start < Self.flatMegabytes, "RSS grew from \(start) MB to \(end) MB")
    try expectResponsive("10,000 touches")
  }

  @Test("a resize storm of 500 sizes, then clicks still route")
  func resizeStorm() throws {
    try launch()
    let geometry = Process()
    geometry.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    geometry.arguments = ["getwindowgeometry", "--shell", "\(window)"]
    geometry.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": server.display])
    { $1 }
    let pipe = Pipe()
    geometry.standardOutput = pipe
    try geometry.run()
    let shell = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    geometry.waitUntilExit()
    func value(_ key: String) -> String {
      shell.split(separator: "\n").first { $0.hasPrefix(key + "=") }.map {
        String($0.dropFirst(key.count + 1))
      } ?? ""
    }
    let (width, height) = (value("WIDTH"), value("HEIGHT"))
    try #require(Int(width) != nil && Int(height) != nil, "xdotool getwindowgeometry: \(shell)")
    var lines: [String] = []
    for i in 0..<500 {
      lines.append("windowsize \(window) \(100 + (i * 37) % 900) \(80 + (i * 53) % 700)")
    }
    try xdotool(lines)
    // Back to the first size, where the canvas sits where the ready line put it.
    try xdotool(["windowsize \(window) \(width) \(height)"])
    usleep(300_000)
    #expect(app.process.isRunning, "stderr: \(app.errorText)")
    try expectResponsive("500 resizes")
  }

  /// The screenshot goes next to the scene: here a tmpfs filled to the last block (root only).
  @Test(
    "a screenshot (s) on a full disk: no file, the reason on stderr, the window lives",
    .enabled(if: TmpfsMount.isAllowed, "mounting a tmpfs needs root"))
  func screenshotOnAFullDisk() throws {
    let disk = folder.appendingPathComponent("disk")
    try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=256k", "tmpfs", disk.path]
    try mount.run()
    mount.waitUntilExit()
    try #require(mount.terminationStatus == 0, "mount -t tmpfs failed")
    defer {
      let umount = Process()
      umount.executableURL = URL(fileURLWithPath: "/bin/umount")
      umount.arguments = [disk.path]
      try? umount.run()
      umount.waitUntilExit()
    }
    let scene = disk.appendingPathComponent("ring.json").path
    try RingScene.text().write(toFile: scene, atomically: false, encoding: .utf8)
    let filler = FileManager.default.createFile(
      atPath: disk.appendingPathComponent("filler").path, contents: nil)
    #expect(filler)
    if let handle = FileHandle(forWritingAtPath: disk.appendingPathComponent("filler").path) {
      while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
      try? handle.close()
    }
    app = try LaunchedWindow(arguments: ["open", scene, "--log-events"], display: server.display)
    try app.wait("the ready line", seconds: 20) { !app.events(named: "ready").isEmpty }
    window = try #require((app.events(named: "ready").first?["window"] as? NSNumber)?.uintValue)
    try xdotool(["mousemove --window \(window) 5 5", "key --delay 0 s"])
    try app.wait("the write error", seconds: 20) { app.errorText.contains("could not write") }
    #expect(app.errorText.contains("No space left on device"), "stderr: \(app.errorText)")
    #expect(app.events(named: "saved").isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()
    #expect(names == ["filler", "ring.json"], "left behind: \(names)")
    #expect(app.process.isRunning)
  }

  @Test("another client kills the window's connection (XKillClient): exit 3 with the message")
  func connectionKilled() throws {
    try launch()
    try xdotool(["windowkill \(window)"])
    let status = try app.exitStatus(seconds: 20)
    #expect(app.process.terminationReason == .exit, "ended by a signal: \(app.errorText)")
    #expect(status == 3, "exit \(status), stderr: \(app.errorText)")
    #expect(app.errorText.contains("X server"), "stderr: \(app.errorText)")
  }

  /// The in-process InspectorWindowTests see the BadWindow errors of later requests; the
  /// process sees DestroyNotify first and closes as if asked to.
  @Test("the window destroyed by another client: it closes (exit 0, closed), no crash")
  func destroyedByAnotherClient() throws {
    // On the private server too: a window on the shared one would cover the windows of the
    // tests running beside this one.
    let display = try #require(
      TestDisplay(name: server.display), "cannot open \(server.display) for the test client")
    try launch()
    display.destroy(window)
    let status = try app.exitStatus(seconds: 20)
    #expect(app.process.terminationReason == .exit, "ended by a signal: \(app.errorText)")
    #expect(status == 0, "exit \(status), stderr: \(app.errorText)")
    #expect(app.events.last?["event"] as? String == "closed")
  }

  @Test("the X server killed in the middle of a click storm: exit 3 with the message")
  func serverKilledMidStorm() throws {
    try launch()
    let storm = Process()
    storm.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    let script = folder.appendingPathComponent("storm.xdo").path
    try
      (Array(repeating: click(120, 120).joined(separator: "\n"), count: 5000)
      .joined(separator: "\n") + "\n").write(toFile: script, atomically: true, encoding: .utf8)
    storm.arguments = [script]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = server.display
    storm.environment = environment
    storm.standardOutput = FileHandle.nullDevice
    storm.standardError = FileHandle.nullDevice
    try storm.run()
    try app.wait("the storm to start", seconds: 20) { app.events(named: "began").count >= 50 }
    server.kill()
    let status = try app.exitStatus(seconds: 20)
    storm.waitUntilExit()
    #expect(app.process.terminationReason == .exit, "ended by a signal: \(app.errorText)")
    #expect(status == 3, "exit \(status), stderr: \(app.errorText)")
    #expect(
      app.errorText.contains("lost the connection to the X server"), "stderr: \(app.errorText)")
  }
}
