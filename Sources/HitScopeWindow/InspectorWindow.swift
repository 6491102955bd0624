import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeRender

/// The interactive window of `hitscope open`: shows the rendered scene with its panel, routes
/// mouse touches through the engine, applies the key commands, and reloads the scene file when
/// it is saved.
///
/// One thread drives it: `run()` loops on the X connection and the scene watcher with `poll()`,
/// draws only after something changed, and returns the exit code once the window closes.
public final class InspectorWindow {
  let session: InspectorSession
  private let connection: DisplayConnection
  private let window: NativeWindow
  private let gc: GraphicsContext
  private let watcher: SceneWatcher?
  /// When a save was seen: reloading waits a moment for the writer to finish its burst.
  private var reloadDeadline: Date?
  private var isMapped = false
  private var announcedReady = false
  /// The scene title the window's title bar shows; a reload may change it.
  private var shownTitle: String
  private let renderer = SceneRenderer()
  private(set) var lastFrame: RasterImage?
  /// The time of the last render and of the last copy to the window, in milliseconds.
  private(set) var lastFrameTiming: (render: Double, copy: Double) = (0, 0)
  /// Whether the window has closed; `run()` returns then.
  public private(set) var isClosed = false

  /// How long after a save event the file is read, so editors finish writing; well inside the
  /// quarter second reloads must take.
  static let reloadSettleTime = 0.04

  /// Loads the scene, connects to the display and maps the window.
  ///
  /// Throws `SceneLoadError` for an invalid scene file and `WindowError` without a display.
  public init(options: WindowOptions) throws {
    let scene: Scene
    if let path = options.scenePath {
      scene = try SceneLoader.load(contentsOf: path)
    } else {
      scene = SceneLoader.defaultScene()
    }
    connection = try DisplayConnection(name: options.displayName)
    let scale = options.scale ?? DisplayScale.fromResources(connection.resourceManagerString)
    precondition(
      RenderOptions.scaleRange.contains(scale),
      "The scale \(scale) is outside \(RenderOptions.scaleRange); validate --scale before opening the window."
    )
    let log = EventLog(writesStandardOutput: options.logEvents, observer: options.eventObserver)
    session = InspectorSession(
      scene: scene, scenePath: options.scenePath, overlays: options.overlays, scale: scale,
      log: log)
    watcher = try options.scenePath.map { path throws(WindowError) in
      try SceneWatcher(scenePath: path)
    }
    let size = InspectorWindow.fitted(session.preferredSize, to: connection.screenSize)
    window = NativeWindow(
      connection: connection, width: size.width, height: size.height, className: "HitScope")
    gc = GraphicsContext(connection: connection, drawable: window.id)
    shownTitle = scene.title
    window.setTitle("HitScope: \(scene.title)")
    session.resize(width: size.width, height: size.height)
    window.map()
    connection.flush()
  }

  /// The X window id, as the `ready` event names it.
  public var windowID: UInt { window.id }

  /// Runs until the window closes; returns the exit code.
  public func run() -> Int32 {
    while !isClosed {
      processEvents(timeoutMilliseconds: -1)
    }
    return 0
  }

  /// Handles every pending event, reloads if a save settled, draws if anything changed, then
  /// waits up to `timeoutMilliseconds` (negative: without limit) for more input and handles it.
  public func processEvents(timeoutMilliseconds: Int32) {
    handlePendingEvents()
    guard !isClosed else { return }
    var timeout = timeoutMilliseconds
    if let deadline = reloadDeadline {
      let remaining = Int32(max(0, (deadline.timeIntervalSinceNow * 1000).rounded(.up)))
      timeout = timeout < 0 ? remaining : min(timeout, remaining)
    }
    var descriptors = [connection.fileDescriptor]
    if let watcher { descriptors.append(watcher.fileDescriptor) }
    let ready = InputWaiter.wait(for: descriptors, timeoutMilliseconds: timeout)
    if ready.count > 1, ready[1], let watcher, watcher.drainEvents() {
      reloadDeadline = reloadDeadline ?? Date(timeIntervalSinceNow: Self.reloadSettleTime)
    }
    handlePendingEvents()
  }

  /// Handles events until none is left, reloading and drawing in between; drawing syncs with
  /// the server, which may queue more events, so the loop runs until the queue stays empty.
  private func handlePendingEvents() {
    repeat {
      handleEventsOnce()
    } while !isClosed && connection.queuedEvents > 0
  }

  private func handleEventsOnce() {
    while !isClosed && connection.pendingEvents > 0 {
      handle(window.decode(connection.nextEvent()))
    }
    if let deadline = reloadDeadline, deadline <= Date() {
      reloadDeadline = nil
      session.reload()
    }
    if session.scene.title != shownTitle {
      shownTitle = session.scene.title
      window.setTitle("HitScope: \(shownTitle)")
    }
    // One failed request can be split into several protocol requests: report each error once.
    var reported: Set<String> = []
    for error in XErrorTrap.takeErrors() where reported.insert(error).inserted {
      session.log.note(error)
      FileHandle.standardError.write(Data("hitscope: \(error)\n".utf8))
      session.needsRedraw = true
    }
    guard !isClosed else { return }
    if isMapped && session.needsRedraw { draw() }
    connection.flush()
  }

  private func handle(_ event: WindowEvent) {
    switch event {
    case .exposed:
      session.needsRedraw = true
    case .configured(let width, let height):
      session.resize(width: width, height: height)
    case .mapped:
      isMapped = true
      session.needsRedraw = true
    case .destroyed:
      close()
    case .pointerMoved(let x, let y, _):
      session.pointerMoved(x: x, y: y)
    case .buttonPressed(let x, let y, let button, let shift):
      guard button == 1 else { return }
      session.pressed(x: x, y: y, shift: shift)
    case .buttonReleased(let x, let y, let button):
      guard button == 1 else { return }
      session.released(x: x, y: y)
    case .pointerLeft:
      session.pointerLeft()
    case .keyPressed(let key):
      guard let command = KeyCommand(key) else { return }
      perform(command)
    case .closeRequested:
      close()
    case .other:
      break
    }
  }

  private func perform(_ command: KeyCommand) {
    switch command {
    case .toggle(let overlay):
      session.toggle(overlay)
      growToFitPanel()
    case .save: saveScreenshot()
    case .resetCounters: session.resetCounters()
    case .reload: session.reload()
    case .zoomIn: zoom(to: ZoomSteps.after(session.scale))
    case .zoomOut: zoom(to: ZoomSteps.before(session.scale))
    case .toggleHelp: session.toggleHelp()
    case .quit: close()
    }
  }

  /// Makes the window taller when an overlay's panel section (the audit's sentences, the
  /// trace) no longer fits; never shrinks it, so a size the user chose stays.
  private func growToFitPanel() {
    let wanted = InspectorWindow.fitted(session.preferredSize, to: connection.screenSize)
    let size = session.size
    guard wanted.height > size.height || wanted.width > size.width else { return }
    window.resize(width: max(size.width, wanted.width), height: max(size.height, wanted.height))
  }

  private func zoom(to scale: Double) {
    session.setScale(scale)
    let size = InspectorWindow.fitted(session.preferredSize, to: connection.screenSize)
    window.resize(width: size.width, height: size.height)
  }

  /// Ends the touch in flight, logs `closed` and destroys the window.
  private func close() {
    guard !isClosed else { return }
    session.cancelTouch()
    session.log.emit(.closed)
    isClosed = true
  }

  /// Renders the session and copies the frame into the window.
  func draw() {
    session.needsRedraw = false
    let start = Date()
    let size = session.size
    let frame: RasterImage
    do {
      let canvas = try renderer.render(
        scene: session.scene, options: session.renderOptions, size: session.frameSize)
      let statusHeight = session.statusHeight
      if statusHeight > 0 {
        let status = try session.statusBar.render(width: size.width, scale: session.scale)
        frame = RasterImage(
          width: size.width, height: canvas.height + status.height,
          pixels: canvas.pixels + status.pixels)
      } else {
        frame = canvas
      }
    } catch {
      session.log.note("render failed: \(error)")
      return
    }
    let rendered = Date()
    frame.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      let upload = PixelUpload(
        connection: connection, pixels: base, width: frame.width, height: frame.height,
        bytesPerRow: frame.stride * 4)
      upload.put(on: window.id, gc: gc, x: 0, y: 0)
    }
    connection.sync()
    lastFrameTiming = (
      rendered.timeIntervalSince(start) * 1000, Date().timeIntervalSince(rendered) * 1000
    )
    lastFrame = frame
    if !announcedReady {
      announcedReady = true
      session.log.emit(
        .ready(window: window.id, canvasOrigin: session.canvasOrigin, scale: session.scale))
    }
  }

  /// Writes the last frame, overlays included, as a PNG next to the scene (the current folder
  /// for the default scene) and logs `saved` with its path.
  private func saveScreenshot() {
    guard let frame = lastFrame else { return }
    let path = ScreenshotPath.next(for: session.scenePath, title: session.scene.title)
    do {
      try frame.writePNG(to: path)
      session.log.emit(.saved(path: path))
      session.log.note("saved \(path)")
      session.log.tell("Saved \(path)")
    } catch {
      session.log.note("could not save \(path): \(error)")
      FileHandle.standardError.write(Data("hitscope: could not write \(path): \(error)\n".utf8))
    }
    session.needsRedraw = true
  }

  /// `size` shrunk to the screen, in whole pixels.
  static func fitted(_ size: PixelSize, to screen: (width: Int, height: Int)) -> (
    width: Int, height: Int
  ) {
    (max(1, min(size.width, screen.width)), max(1, min(size.height, screen.height)))
  }
}
