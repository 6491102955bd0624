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
  /// Where the last `ready` or `resized` event put the window and its canvas; nil before the
  /// first frame.
  private var announcedPlacement: Placement?
  /// The scene title the window's title bar shows; a reload may change it.
  private var shownTitle: String
  private let renderer = SceneRenderer()
  /// The status bar's last picture, reused while its text, width and scale stay.
  let statusBars = StatusBarCache()
  /// The last frame drawn: the canvas and the status bar under it (nil when the window is too
  /// short for one).
  private var frame: (canvas: RasterImage, status: RasterImage?)?
  /// Whether the window still shows `frame`; false once exposed, remapped or after a failed
  /// request, so the next frame is sent whole.
  private var windowShowsFrame = false
  /// The time of the last render and of the last copy to the window, in milliseconds.
  private(set) var lastFrameTiming: (render: Double, copy: Double) = (0, 0)
  /// How many frames the window has drawn, so tests and timings can wait for the next one.
  private(set) var framesDrawn = 0
  /// How many pixels the last frame sent to the server (canvas bands and status bar).
  private(set) var lastFramePixelsSent = 0
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
      forgetShownFrame()
      session.needsRedraw = true
    }
    guard !isClosed else { return }
    if isMapped && session.needsRedraw { draw() }
    connection.flush()
  }

  private func handle(_ event: WindowEvent) {
    switch event {
    case .exposed:
      forgetShownFrame()
      session.needsRedraw = true
    case .configured(let width, let height):
      session.resize(width: width, height: height)
    case .mapped:
      isMapped = true
      forgetShownFrame()
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

  /// Renders the session and copies what changed into the window: the canvas' changed bands
  /// and the status bar when its picture is not the one shown, each with its own upload.
  func draw() {
    session.needsRedraw = false
    let start = Date()
    let size = session.size
    let canvas: RasterImage
    let status: RasterImage?
    do {
      canvas = try renderer.render(session.frame)
      status =
        session.statusHeight > 0
        ? try statusBars.image(of: session.statusBar, width: size.width, scale: session.scale)
        : nil
    } catch {
      session.log.note("render failed: \(error)")
      return
    }
    let rendered = Date()
    upload(canvas: canvas, status: status)
    connection.sync()
    lastFrameTiming = (
      rendered.timeIntervalSince(start) * 1000, Date().timeIntervalSince(rendered) * 1000
    )
    framesDrawn += 1
    let placement = Placement(
      width: size.width, height: size.height, canvasOrigin: session.canvasOrigin,
      scale: session.scale)
    if announcedPlacement == nil {
      session.log.emit(
        .ready(window: window.id, canvasOrigin: placement.canvasOrigin, scale: placement.scale))
    } else if placement != announcedPlacement {
      session.log.emit(
        .resized(
          width: placement.width, height: placement.height,
          canvasOrigin: placement.canvasOrigin, scale: placement.scale))
    }
    announcedPlacement = placement
    session.shown(at: placement)
  }

  /// Sends `canvas` (at the window's top) and `status` (under it) to the window, skipping what
  /// the window already shows; the whole of both after `forgetShownFrame()`.
  private func upload(canvas: RasterImage, status: RasterImage?) {
    lastFramePixelsSent = 0
    let shown = windowShowsFrame ? frame : nil
    let bands =
      shown.map { ChangedBands.between($0.canvas, canvas) }
      ?? [ChangedBands.Band(x: 0, y: 0, width: canvas.width, height: canvas.height)]
    put(canvas, y: 0, parts: bands)
    if let status, shown?.status !== status || shown?.canvas.height != canvas.height {
      put(
        status, y: canvas.height,
        parts: [ChangedBands.Band(x: 0, y: 0, width: status.width, height: status.height)])
    }
    frame = (canvas, status)
    windowShowsFrame = true
  }

  private func put(_ image: RasterImage, y: Int, parts: [ChangedBands.Band]) {
    guard !parts.isEmpty else { return }
    image.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      let upload = PixelUpload(
        connection: connection, pixels: base, width: image.width, height: image.height,
        bytesPerRow: image.stride * 4)
      for part in parts {
        upload.put(on: window.id, gc: gc, x: 0, y: y, part: part)
        lastFramePixelsSent += part.width * part.height
      }
    }
  }

  /// The window's pixels are no longer known to be the last frame (exposed, remapped, or a
  /// request failed): the next frame is sent whole.
  private func forgetShownFrame() {
    windowShowsFrame = false
  }

  /// The last frame drawn, as one picture: the canvas with the status bar under it.
  var lastFrame: RasterImage? {
    guard let frame else { return nil }
    guard let status = frame.status else { return frame.canvas }
    return RasterImage(
      width: frame.canvas.width, height: frame.canvas.height + status.height,
      pixels: frame.canvas.pixels + status.pixels)
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
