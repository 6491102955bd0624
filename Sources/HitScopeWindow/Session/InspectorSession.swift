import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeImport
import HitScopeRender

/// Everything the inspector window knows, free of X: the scene, the touch in flight, overlays,
/// zoom, the reload banner, the probes recorded and stepped through, and what to draw next.
///
/// Pointer positions come in window pixels (origin at the window's top-left corner, y down) and
/// become scene points through the placement of the frame the window shows (the one its
/// `ready` and `resized` events announce), rounded to 2 decimals (finer than a pixel at every
/// scale), so that what the panel, the log and a recorded probe say is the very point that was
/// routed. What to draw is one `Frame` per change, made from the frame before it, so the
/// click's hit-test, trace and probe outcomes are computed once per click, not once per frame.
final class InspectorSession {
  private(set) var scene: Scene
  /// The scene as its file last loaded, for `0` (reset counters).
  private var loadedScene: Scene
  let scenePath: String?
  /// Scale, overlays, help and scroll.
  private(set) var view: ViewState
  var overlays: Set<Overlay> { view.overlays }
  var scale: Double { view.scale }
  var showsHelp: Bool { view.showsHelp }
  /// The window's size, in pixels.
  private(set) var size: PixelSize
  /// The pointer, the last click and the touch in flight.
  private(set) var pointerState = PointerTracker()
  /// The view a click at the pointer would reach.
  var hover: ViewIndex? { pointerState.hover }
  /// The pointer, in scene points; nil when it left the window.
  var pointer: Point? { pointerState.point }
  /// The point of the last click or probe, in scene points (what `chain` and `trace` show).
  var lastClick: Point? { pointerState.lastClick }
  var lastClickWasProbe: Bool { pointerState.lastClickWasProbe }
  /// The first error of a broken save, shown until a good save arrives.
  private(set) var banner: String?
  /// Probes recorded, filed as bugs, undone and stepped through.
  private(set) var qa: QAWorkflow
  var chooser: ProbeChooser? { qa.chooser }
  var steppedProbe: Int? { qa.steppedProbe }
  let log: EventLog

  /// `probeFile` is where `n` and `Shift+N` write: the scene file, a dump's sidecar, or nil.
  /// `size`: the window's, in pixels; nil: `preferredSize`, which takes seconds on 20,000 views
  /// (an opening window works it out on another thread: `preferredSize(of:options:)`).
  init(
    scene: Scene, scenePath: String?, probeFile: String?, overlays: Set<Overlay>,
    scale: Double, log: EventLog, size: PixelSize? = nil
  ) {
    self.scene = scene
    loadedScene = scene
    self.scenePath = scenePath
    qa = QAWorkflow(probeFile: probeFile, scenePath: scenePath, log: log)
    view = ViewState(scale: scale, overlays: overlays)
    self.log = log
    self.size = PixelSize(width: 1, height: 1)
    self.size = size ?? preferredSize
  }

  /// The frame last made, reused while nothing it shows changes.
  private var lastFrame: Frame?

  /// What the window draws now (above the status bar): made from the last frame when anything
  /// changed, the last frame itself otherwise.
  var frame: Frame {
    let options = renderOptions
    let size = frameSize
    if let lastFrame, lastFrame.options == options, lastFrame.size == size,
      lastFrame.scene == scene
    {
      return lastFrame
    }
    let made: Frame
    do {
      made = try Frame(
        scene: scene, options: options, size: size, previous: lastFrame, audit: audits.value,
        map: maps.value)
    } catch {
      preconditionFailure(
        "The session's scale \(scale) is out of range; clamp it with ZoomSteps: \(error)")
    }
    lastFrame = made
    return made
  }

  /// What the window shows now: it draws when this differs from what it shows.
  var picture: WindowPicture {
    WindowPicture(
      scene: scene, options: renderOptions, frameSize: frameSize, windowSize: size,
      statusBar: statusRowHeight > 0 ? statusBar : nil)
  }

  /// Where the canvas and the panel sit in the window now (above the status bar).
  var layout: FrameLayout { frame.layout }

  /// The status bar's one row, in pixels: none in a window too short to spare it.
  var statusRowHeight: Int { statusRowHeight(at: scale) }

  private func statusRowHeight(at scale: Double) -> Int {
    let height = StatusBar(showsHelp: false).pixelHeight(scale: scale)
    return size.height >= height + Self.minimumFrameHeight ? height : 0
  }

  /// The status bar's height in pixels with the help or a list open: it then rises over the
  /// bottom of the frame instead of pushing the frame up, so the canvas stays where it is.
  var statusHeight: Int {
    guard statusRowHeight > 0 else { return 0 }
    return min(size.height, statusBar.pixelHeight(scale: scale))
  }

  /// Fewer frame pixels than this and the status bar gives way to the canvas.
  static let minimumFrameHeight = 48

  /// The part of the window the renderer draws: all of it but the status bar's row at the
  /// bottom.
  var frameSize: PixelSize { frameSize(at: scale) }

  /// The frame's size at `scale`, whose status bar row it leaves out.
  private func frameSize(at scale: Double) -> PixelSize {
    PixelSize(width: size.width, height: max(1, size.height - statusRowHeight(at: scale)))
  }

  /// The strip along the bottom: pointer, overlay keys, help or the open list. A pointer off
  /// the canvas (over the margin or the panel) shows as outside it, not as a scene point.
  var statusBar: StatusBar {
    let onCanvas = pointer.flatMap { scene.canvasContains($0) ? $0 : nil }
    return StatusBar(
      pointer: onCanvas, pointerTarget: hover.map { scene.views[$0].id },
      chips: KeyTable.chips(on: overlays), showsHelp: showsHelp, helpLines: KeyTable.help,
      choices: qa.chooser?.statusChoices(in: scene),
      note: layout.maximumScroll == .zero ? nil : KeyTable.scrollNote)
  }

  /// The canvas' top-left corner, in whole window pixels.
  var canvasOrigin: (x: Int, y: Int) {
    let origin = layout.canvasOrigin
    return (Int(origin.x.rounded()), Int(origin.y.rounded()))
  }

  func resize(width: Int, height: Int) {
    let newSize = PixelSize(width: width, height: height)
    guard newSize != size else { return }
    size = newSize
    pointerFollowsLayout()
  }

  /// The scene point at window pixel (x, y), rounded to 2 decimals: the inverse of the
  /// placement the frame's `ready` or `resized` event announces, that scene point (px, py) is
  /// at pixel (X + px * S, Y + py * S), so scripts get their points back.
  func scenePoint(x: Int, y: Int) -> Point {
    let origin = canvasOrigin
    let exact = Point(
      (Double(x) - Double(origin.x)) / scale, (Double(y) - Double(origin.y)) / scale)
    return Point((exact.x * 100).rounded() / 100, (exact.y * 100).rounded() / 100)
  }

  // MARK: Pointer

  func pointerMoved(x: Int, y: Int) {
    deliver(pointerState.moved(to: (x, y), at: scenePoint(x: x, y: y), scene: &scene))
  }

  func pointerLeft() {
    pointerState.left()
  }

  /// The pointer's scene point and the view under it, again, after the layout changed under a
  /// pointer that did not move (a zoom, a scroll, a resize, a reload with another canvas).
  private func pointerFollowsLayout() {
    let point = pointerState.pixel.map { scenePoint(x: $0.x, y: $0.y) }
    pointerState.follow(to: point, in: scene)
  }

  /// A press of the primary button: delivers `began`, or with Shift only probes the point.
  func pressed(x: Int, y: Int, shift: Bool) {
    let point = scenePoint(x: x, y: y)
    qa.clicked()
    deliver(pointerState.pressed(at: (x, y), point, shift: shift, scene: &scene))
    guard shift else { return }
    let result = scene.hitTest(point)
    let hit = result.hit.map { scene.views[$0].id } ?? "nothing"
    let handler = result.handler?.name(in: scene) ?? "nobody"
    log.note("probe \(point): \(hit), handled by \(handler); nothing delivered")
  }

  func released(x: Int, y: Int) {
    deliver(pointerState.released(at: (x, y), scenePoint(x: x, y: y), scene: &scene))
  }

  /// Abandons the touch in flight (the window closes, the scene reloads).
  func cancelTouch() {
    deliver(pointerState.cancel(scene: &scene))
  }

  /// When the window should wake for the gesture in progress (nil: none is).
  var gestureWakeDeadline: ContinuousClock.Instant? { pointerState.wakeDeadline(now: .now) }

  /// Lets the gesture in progress go on to now: deadlines of its recognizers pass.
  func advanceGesture() {
    deliver(pointerState.advance(now: .now, scene: &scene))
  }

  /// Logs what the mouse's gesture did; an action's line is named after the gesture that ran it,
  /// as the panel names it.
  private func deliver(_ events: [MouseGesture.Event]) {
    for event in events {
      log.emit(LogEvent.delivery(event.delivery, gesture: event.gesture, in: scene))
      switch event.delivery {
      // A press and its release would take two lines: the release (or cancel) tells both.
      case .touch(let touch) where touch.phase != .moved && touch.phase != .began:
        let hit = touch.hit.map { scene.views[$0].id } ?? "nothing"
        log.note("\(touch.phase.rawValue) \(touch.point) on \(hit)")
      case .action(let view, let action, _):
        log.note(
          "\(event.gesture.name) \(scene.views[view].id): \(Self.describe(action, in: scene))")
      case .recognized(let source, let view):
        log.note("\(source.id(in: scene)) on \(scene.views[view].id) recognized")
      case .selected(let cell):
        log.note("selected \(scene.views[cell].id)")
      default:
        break
      }
    }
  }

  private static func describe(_ action: Action, in scene: Scene) -> String {
    switch action {
    case .increment(let counter): "\(counter) = \(scene.counters[counter] ?? 0)"
    case .toggle(let view, let property):
      "\(scene.views[view].id).\(property.rawValue) = \(scene.value(of: property, of: view))"
    case .log(let text): text
    }
  }

  // MARK: Keys

  func toggle(_ overlay: Overlay) {
    view.toggle(overlay)
  }

  func toggleHelp() {
    view.showsHelp.toggle()
  }

  /// Scrolls a canvas larger than its room by `steps` (right and down); the pointer then names
  /// the scene point now under it.
  func scroll(by steps: (x: Int, y: Int)) {
    guard view.scroll(by: steps, in: layout) else { return }
    pointerFollowsLayout()
  }

  /// `f`: the largest scale at which the whole canvas shows in the window as it is.
  func fit() {
    guard view.fit(scene, options: renderOptions, frameSize: frameSize(at:)) else { return }
    log.note("fit: scale \(scale)")
    pointerFollowsLayout()
  }

  /// Counters back to the values of the file as last loaded.
  func resetCounters() {
    deliver(pointerState.end(scene: &scene))
    scene.counters = loadedScene.counters
    log.note("counters reset")
  }

  func setScale(_ newScale: Double) {
    guard view.zoom(to: newScale) else { return }
    pointerFollowsLayout()
  }

  /// The window size that shows the whole canvas, the status bar and the panel at its natural
  /// size at the current scale, with a full event log and after the click that makes the panel
  /// tallest (among the probes' points and the centres of the views), and at least
  /// `minimumPanelHeight` tall so that overlays switched on later have room: the window is
  /// sized from this once, and again only on a zoom or a reload with another canvas, never when
  /// the panel's lines change (the panel fits its lines to the room it has).
  var preferredSize: PixelSize { Self.preferredSize(of: scene, options: renderOptions) }

  /// The preferred size of a session showing `scene` with `options` (its `renderOptions`): a
  /// function of those values alone, so that an opening window works it out on another thread.
  static func preferredSize(of scene: Scene, options: RenderOptions) -> PixelSize {
    var options = options
    options.panelExtras = Array(repeating: "", count: recentEventLines)
    let tallest = FrameLayout.tallest(
      scene: scene, options: options, clicks: candidateClicks(in: scene)
    ).size
    let height = max(tallest.height, Int((minimumPanelHeight * options.scale).rounded(.up)))
    return PixelSize(
      width: tallest.width, height: height + StatusBar().pixelHeight(scale: options.scale))
  }

  /// The least height of the frame the window opens with, in points: room for the click, a
  /// responder chain, a short trace, the recent events and a legend.
  static let minimumPanelHeight = 600.0

  /// Points a user is likely to click: every probe, and the centre of each view's frame in
  /// window points (the first few hundred views; the panel's lists are capped anyway).
  private static func candidateClicks(in scene: Scene) -> [Point] {
    var points = scene.probes.map(\.point)
    for v in scene.views.indices.prefix(300) {
      let box = scene.viewToWindow(v).boundingBox(of: scene.views[v].bounds)
      let centre = Point(box.midX, box.midY)
      if centre.x.isFinite, centre.y.isFinite { points.append(centre) }
    }
    return points
  }

  // MARK: Probes

  /// `n`: the last click or probe becomes a probe (see `QAWorkflow.record`); recording turns
  /// the probes overlay on.
  func recordProbe() {
    if qa.record(lastClick, in: loadedScene, banner: banner) { view.overlays.insert(.probes) }
  }

  /// `Shift+N`: opens the list of what the last click could have been meant to reach.
  func openChooser() {
    qa.openChooser(at: lastClick, in: loadedScene, banner: banner)
  }

  /// Whether the open list takes `command` (see `QAWorkflow.chooserTakes`); false, doing
  /// nothing, when no list is open or the window is to do what the key does.
  func chooserTakes(_ command: KeyCommand) -> Bool {
    switch qa.chooserTakes(command, in: loadedScene) {
    case .passed: return false
    case .taken: return true
    case .filed:
      view.overlays.insert(.probes)
      return true
    }
  }

  /// `u`: takes the newest probe recorded in this window out of its file again.
  func undoProbe() {
    qa.undo()
  }

  /// `]` (`forward`) or `[`: steps to the next or previous probe, failing ones first, and
  /// replays it as a probe click: chain, trace and panel show it, nothing is delivered.
  func stepProbe(forward: Bool) {
    guard let probe = qa.step(forward: forward, in: loadedScene) else { return }
    pointerState.show(probe)
    view.overlays.insert(.probes)
  }

  // MARK: Reload

  /// Reads the scene file again. A good file replaces the scene (counters keep their values
  /// where names match) and clears the banner; a broken one keeps the scene and sets the banner
  /// to its first error.
  func reload() {
    guard scenePath != nil else {
      log.note("the default scene has no file to reload")
      return
    }
    do {
      let loaded = try SceneSource(path: scenePath).load()
      let fresh = loaded.scene
      cancelTouch()
      scene = scene.carryingCounters(into: fresh)
      loadedScene = fresh
      banner = nil
      pointerFollowsLayout()
      qa.reloaded(fresh, probeFile: loaded.probeFile)
      log.emit(.reloaded)
      log.note("reloaded")
    } catch {
      log.emit(.reloadFailed(error: showLoadFailure(error)))
      log.note("reload failed")
    }
  }

  /// Shows the first error of a scene file that does not load in the banner, until a save
  /// fixes it; returns that line (`file:line:col: message`).
  @discardableResult
  func showLoadFailure(_ error: SceneLoadError) -> String {
    let first =
      error.diagnostics.first?.description
      ?? "\(scenePath ?? "the scene"): the scene could not be loaded"
    banner = first
    return first
  }

  // MARK: Work behind the window

  /// The audit, made behind the window (see `InspectorSession+Work.swift`); a report is kept
  /// while the overlay is off, so that turning it on again shows it at once while it holds.
  let audits = WorkKeeper<AuditReport>(progressInterval: InspectorSession.progressInterval)
  /// The map overlay's analysis, made behind the window likewise.
  let maps = WorkKeeper<MapAnalysis>(progressInterval: InspectorSession.progressInterval)

  /// How often the panel's progress line follows a running audit or map: a few times a second
  /// is enough to see it move, and leaves the processor to the work.
  static let progressInterval: Duration = .milliseconds(100)

  /// The overlays the frame draws: those on, but the audit until its findings for the scene
  /// shown are there, and the map until its analysis for the scene and scale shown is there (the
  /// canvas shows the scene without them meanwhile).
  var shownOverlays: Set<Overlay> {
    var shown = overlays
    if shown.contains(.audit), !audits.holds(for: scene) { shown.remove(.audit) }
    if shown.contains(.map), !maps.holds(for: MapAnalysis.Subject(scene: scene, scale: scale)) {
      shown.remove(.map)
    }
    return shown
  }

  // MARK: Drawing

  /// The panel's event section: recent events, oldest first (the panel heads it "newest last"),
  /// the last ones the progress of a running audit and map.
  var panelExtras: [String] {
    let running = [audits.progressLine, maps.progressLine].compactMap { $0 }
    return Array((log.recent + running).suffix(Self.recentEventLines))
  }

  /// Recent events the panel lists.
  static let recentEventLines = 5

  var renderOptions: RenderOptions {
    var options = RenderOptions()
    options.scale = scale
    options.overlays = shownOverlays
    options.click = lastClick
    options.gesture = pointerState.lastGesture
    options.hover = hover
    options.scroll = view.scroll
    options.showPanel = true
    options.panelExtras = panelExtras
    options.banner = banner
    options.steppedProbe = qa.steppedProbe
    return options
  }
}
