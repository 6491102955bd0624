import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeImport
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
  private let watcher: SceneWatcher?
  /// When a save was seen: reloading waits a moment for the writer to finish its burst.
  private var reloadDeadline: ContinuousClock.Instant?
  private var isMapped = false
  /// Where the last `ready` or `resized` event put the window and its canvas; nil before the
  /// first frame.
  private var announcedPlacement: Placement?
  /// The scene title the window's title bar shows; a reload may change it.
  private var shownTitle: String
  /// The canvas size the window was last sized for, in points; a reload that changes it resizes
  /// the window.
  private var sizedCanvas: Size
  /// Until when the window waits for the answer to a size it asked the server (or the window
  /// manager) for before drawing anyway: a zoom draws one frame, at the size the window gets,
  /// not one at the old size first. Nil when no resize is awaited.
  private var awaitedResizeDeadline: ContinuousClock.Instant?
  /// SIGTERM, SIGINT and SIGHUP, while the window opens (when `runWindow` opened it) and while
  /// `run()` runs.
  private var signals: TerminationSignals?
  /// The window's pixels: what it shows and the last frame.
  let canvas: WindowCanvas
  /// Whether the window has closed; `run()` returns then.
  public private(set) var isClosed = false

  /// How long after a save event the file is read, so editors finish writing; well inside the
  /// quarter second reloads must take.
  static let reloadSettleTime: Duration = .milliseconds(40)

  /// Loads the scene, connects to the display and maps the window.
  ///
  /// A scene file that does not load (yet) opens an empty canvas under the banner with its first
  /// error, every error printed on stderr, and loads when a save fixes it. Throws
  /// `SceneLoadError` only when the file's folder does not exist (nothing could ever fix it
  /// there), and `WindowError` without a display.
  public convenience init(options: WindowOptions) throws {
    try self.init(options: options, signals: nil)
  }

  /// As `init(options:)`; with `signals`, the slow parts of opening run on another thread while
  /// a signal is awaited, and one that comes closes the window before it shows: `closed` is
  /// logged and `WindowOpening.Closed` thrown (see `WindowOpening`). `run()` then handles
  /// `signals`.
  init(options: WindowOptions, signals: TerminationSignals?) throws {
    let log = EventLog(writesStandardOutput: options.logEvents, observer: options.eventObserver)
    let opening = WindowOpening(signals: signals, log: log)
    self.signals = signals
    let (scenePath, watchedPath) = (options.scenePath, options.watchedPath)
    let opened = try opening.wait {
      OpenedScene.read(scenePath, watchedPath: watchedPath)
    }.get()
    for warning in opened.warnings { options.importWarningObserver?(warning) }
    for diagnostic in opened.loadFailure?.diagnostics ?? [] {
      StandardError.line("\(diagnostic)")
    }
    connection = try DisplayConnection(name: options.displayName)
    let scale = options.scale ?? DisplayScale.fromResources(connection.resourceManagerString)
    precondition(
      RenderOptions.scaleRange.contains(scale),
      "The scale \(scale) is outside \(RenderOptions.scaleRange); validate --scale before opening the window."
    )
    // Sized below, once its preferred size is known.
    session = InspectorSession(
      scene: opened.scene, scenePath: watchedPath, probeFile: opened.probeFile,
      overlays: options.overlays, scale: scale, log: log, size: PixelSize(width: 1, height: 1))
    if let loadFailure = opened.loadFailure { session.showLoadFailure(loadFailure) }
    watcher = try options.watchedPath.map { path throws(WindowError) in
      try SceneWatcher(scenePath: path)
    }
    // Laying the scene out for its preferred size takes seconds on 20,000 views; a placeholder
    // scene under a load failure's banner is quick to lay out.
    let (scene, renderOptions) = (session.scene, session.renderOptions)
    let preferred =
      opened.loadFailure == nil
      ? try opening.wait { InspectorSession.preferredSize(of: scene, options: renderOptions) }
      : session.preferredSize
    let size = InspectorWindow.fitted(preferred, to: connection.workArea)
    window = NativeWindow(
      connection: connection, width: size.width, height: size.height, className: "HitScope")
    canvas = WindowCanvas(
      connection: connection, window: window.id,
      gc: GraphicsContext(connection: connection, drawable: window.id),
      sharedMemory: options.sharedMemory)
    shownTitle = scene.title
    sizedCanvas = scene.canvas
    window.setTitle("HitScope: \(scene.title)")
    session.resize(width: size.width, height: size.height)
    window.map()
    connection.flush()
  }

  /// The X window id, as the `ready` event names it.
  public var windowID: UInt { window.id }

  /// Runs until the window closes (also on SIGTERM and SIGINT, which close it as the close
  /// button does); returns the exit code.
  public func run() throws(WindowError) -> Int32 {
    if signals == nil { signals = try TerminationSignals() }
    defer { signals = nil }
    while !isClosed {
      processEvents(timeoutMilliseconds: -1)
    }
    return 0
  }

  /// Handles every pending event, reloads if a save settled, draws if anything changed, then
  /// waits up to `timeoutMilliseconds` (negative: without limit) for more input and handles it.
  public func processEvents(timeoutMilliseconds: Int32) {
    // A signal that came while the window opened closes it before its first frame.
    if let signals, signals.takeSignal() { return close() }
    handlePendingEvents()
    guard !isClosed else { return }
    var timeout = timeoutMilliseconds
    for deadline in [
      reloadDeadline, awaitedResizeDeadline, session.gestureWakeDeadline,
      session.workWakeDeadline,
    ]
    .compactMap({ $0 }) {
      let remaining = Int32(max(0, (Self.milliseconds(deadline - .now)).rounded(.up)))
      timeout = timeout < 0 ? remaining : min(timeout, remaining)
    }
    var descriptors = [connection.fileDescriptor]
    if let watcher { descriptors.append(watcher.fileDescriptor) }
    if let signals { descriptors.append(signals.fileDescriptor) }
    let ready = InputWaiter.wait(for: descriptors, timeoutMilliseconds: timeout)
    if let watcher, ready[1], watcher.drainEvents() {
      reloadDeadline = reloadDeadline ?? .now + Self.reloadSettleTime
    }
    if let signals, ready.last == true, signals.takeSignal() {
      close()
      return
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
    session.advanceGesture()
    if let deadline = reloadDeadline, deadline <= .now {
      reloadDeadline = nil
      session.reload()
    }
    if session.scene.canvas != sizedCanvas {
      sizedCanvas = session.scene.canvas
      resizeToPreferredSize()
    }
    if let deadline = awaitedResizeDeadline, deadline <= .now { awaitedResizeDeadline = nil }
    if session.scene.title != shownTitle {
      shownTitle = session.scene.title
      window.setTitle("HitScope: \(shownTitle)")
    }
    // One failed request can be split into several protocol requests: report each error once.
    var reported: Set<String> = []
    for error in XErrorTrap.takeErrors() where reported.insert(error).inserted {
      session.log.note(error)
      StandardError.line("hitscope: \(error)")
      canvas.forget()
    }
    guard !isClosed else { return }
    session.advanceWork()
    if isMapped && awaitedResizeDeadline == nil { draw() }
    connection.flush()
  }

  private func handle(_ event: WindowEvent) {
    switch event {
    case .exposed:
      canvas.forget()
    case .configured(let width, let height):
      session.resize(width: width, height: height)
      // The answer to a resize the window asked for: whatever size it got, draw at it now.
      awaitedResizeDeadline = nil
    case .mapped:
      isMapped = true
      canvas.forget()
    case .destroyed:
      close()
    case .pointerMoved(let x, let y):
      session.pointerMoved(x: x, y: y)
    case .buttonPressed(let x, let y, let button, let shift):
      if let steps = InspectorWindow.wheelSteps(button: button, shift: shift) {
        return session.scroll(by: steps)
      }
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
    if session.chooserTakes(command) { return }
    switch command {
    case .toggle(let overlay): session.toggle(overlay)
    case .save: saveScreenshot()
    case .resetCounters: session.resetCounters()
    case .reload: session.reload()
    case .zoomIn: zoom(to: ZoomSteps.after(session.scale))
    case .zoomOut: zoom(to: ZoomSteps.before(session.scale))
    case .toggleHelp: session.toggleHelp()
    case .recordProbe: session.recordProbe()
    case .fileBug: session.openChooser()
    case .undoProbe: session.undoProbe()
    case .nextProbe: session.stepProbe(forward: true)
    case .previousProbe: session.stepProbe(forward: false)
    case .fit: session.fit()
    case .up: session.scroll(by: (0, -1))
    case .down: session.scroll(by: (0, 1))
    case .left: session.scroll(by: (-1, 0))
    case .right: session.scroll(by: (1, 0))
    case .pick: break
    case .escape, .quit: close()
    }
  }

  /// The scroll of a wheel button (X buttons 4 to 7: up, down, left, right; Shift turns the
  /// wheel's up and down into left and right); nil for the other buttons.
  static func wheelSteps(button: Int, shift: Bool) -> (x: Int, y: Int)? {
    switch (button, shift) {
    case (4, false): (0, -1)
    case (5, false): (0, 1)
    case (4, true), (6, _): (-1, 0)
    case (5, true), (7, _): (1, 0)
    default: nil
    }
  }

  private func zoom(to scale: Double) {
    guard scale != session.scale else { return }
    session.setScale(scale)
    resizeToPreferredSize()
  }

  /// Asks for the size that shows the scene at the current scale (within the screen's work
  /// area), and holds the next frame until the answer comes, so that the frame drawn (and the
  /// `resized` event) describes the size the window ends up with.
  private func resizeToPreferredSize() {
    let fitted = InspectorWindow.fitted(session.preferredSize, to: connection.workArea)
    let size = PixelSize(width: fitted.width, height: fitted.height)
    guard size != session.size else { return }
    window.resize(width: size.width, height: size.height)
    awaitedResizeDeadline = .now + Self.resizeAnswerTime
  }

  /// `duration` in milliseconds.
  private static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15
  }

  /// How long a resize request waits for the server's answer before the frame is drawn anyway
  /// (a window manager may refuse or ignore it).
  static let resizeAnswerTime: Duration = .milliseconds(250)

  /// Ends the touch in flight, logs `closed` and destroys the window.
  private func close() {
    guard !isClosed else { return }
    session.cancelTouch()
    session.stopWork()
    session.log.emit(.closed)
    isClosed = true
  }

  /// Draws the session's picture when it differs from the one the window shows, and
  /// announces where the canvas went (`ready`, then `resized` when that changes).
  func draw() {
    let picture = session.picture
    guard picture != canvas.shown else { return }
    guard canvas.draw(session.frame, as: picture, log: session.log) else { return }
    let size = picture.windowSize
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
  }

  /// Writes the last frame, overlays included, as a PNG next to the scene (the current folder
  /// for the default scene) and logs `saved` with its path.
  private func saveScreenshot() {
    guard let frame = canvas.lastFrame else { return }
    let path = ScreenshotPath.next(for: session.scenePath, title: session.scene.title)
    do {
      try frame.writePNG(to: path)
      session.log.emit(.saved(path: path))
      session.log.note("saved \(path)")
      session.log.tell("Saved \(path)")
    } catch {
      session.log.note("could not save \(path): \(error)")
      StandardError.line("hitscope: could not write \(path): \(error)")
    }
  }

  /// `size` shrunk to the screen, in whole pixels.
  static func fitted(_ size: PixelSize, to screen: (width: Int, height: Int)) -> (
    width: Int, height: Int
  ) {
    (max(1, min(size.width, screen.width)), max(1, min(size.height, screen.height)))
  }
}
