import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeRender

/// Everything the inspector window knows, free of X: the scene, the touch in flight, overlays,
/// zoom, the reload banner, and what to draw next.
///
/// Pointer positions come in window pixels (origin at the window's top-left corner, y down) and
/// become scene points through the placement the window last announced (what the user sees).
/// What to draw is one `Frame` per change, made from the frame before it, so the click's
/// hit-test, trace and probe outcomes are computed once per click, not once per frame.
final class InspectorSession {
  private(set) var scene: Scene
  /// The scene as its file last loaded, for `0` (reset counters).
  private var loadedScene: Scene
  let scenePath: String?
  private(set) var overlays: Set<Overlay>
  private(set) var scale: Double
  /// The window's size, in pixels.
  private(set) var size: PixelSize
  /// The view a click at the pointer would reach.
  private(set) var hover: ViewIndex?
  /// The pointer, in scene points; nil when it left the window.
  private(set) var pointer: Point?
  /// The point of the last click or probe, in scene points (what `chain` and `trace` show).
  private(set) var lastClick: Point?
  private(set) var lastClickWasProbe = false
  /// The first error of a broken save, shown until a good save arrives.
  private(set) var banner: String?
  private(set) var showsHelp = false
  private var tracker = TouchTracker()
  /// A Shift-press in progress: its release delivers nothing.
  private var probing = false
  let log: EventLog
  /// Set by every change that shows; cleared by the window after it draws.
  var needsRedraw = true

  init(scene: Scene, scenePath: String?, overlays: Set<Overlay>, scale: Double, log: EventLog) {
    self.scene = scene
    loadedScene = scene
    self.scenePath = scenePath
    self.overlays = overlays
    self.scale = scale
    self.log = log
    size = PixelSize(width: 1, height: 1)
    size = preferredSize
  }

  /// The frame last made, reused while nothing it shows changes.
  private var lastFrame: Frame?
  /// The placement of the frame the window shows, as it announced it; nil before the first.
  private var shownPlacement: Placement?

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
      made = try Frame(scene: scene, options: options, size: size, previous: lastFrame)
    } catch {
      preconditionFailure(
        "The session's scale \(scale) is out of range; clamp it with ZoomSteps: \(error)")
    }
    lastFrame = made
    return made
  }

  /// Where the canvas and the panel sit in the window now (above the status bar).
  var layout: FrameLayout { frame.layout }

  /// The window shows a frame at `placement` (the one it announced): pointer positions are
  /// read through it from now on.
  func shown(at placement: Placement) {
    shownPlacement = placement
  }

  /// The status bar's height in pixels: none in a window too short to spare it.
  var statusHeight: Int {
    let height = statusBar.pixelHeight(scale: scale)
    return size.height >= height + Self.minimumFrameHeight ? height : 0
  }

  /// Fewer frame pixels than this and the status bar gives way to the canvas.
  static let minimumFrameHeight = 48

  /// The part of the window the renderer draws: all of it but the status bar at the bottom.
  var frameSize: PixelSize {
    PixelSize(width: size.width, height: max(1, size.height - statusHeight))
  }

  /// The strip along the bottom: pointer, overlay keys, help.
  var statusBar: StatusBar {
    StatusBar(
      pointer: pointer, pointerTarget: hover.map { scene.views[$0].id }, overlays: overlays,
      showsHelp: showsHelp, helpLines: KeyCommand.help)
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
    needsRedraw = true
  }

  /// The scene point at window pixel (x, y): the inverse of the `ready` (or last `resized`)
  /// event's promise that scene point (px, py) is at pixel (X + px * S, Y + py * S), so scripts
  /// get their points back; before the first frame, of the placement the frame would have.
  func scenePoint(x: Int, y: Int) -> Point {
    let origin = shownPlacement?.canvasOrigin ?? canvasOrigin
    let scale = shownPlacement?.scale ?? self.scale
    return Point((Double(x) - Double(origin.x)) / scale, (Double(y) - Double(origin.y)) / scale)
  }

  // MARK: Pointer

  func pointerMoved(x: Int, y: Int) {
    let point = scenePoint(x: x, y: y)
    pointer = point
    let newHover = scene.hitView(point)
    needsRedraw = true
    if newHover != hover { hover = newHover }
    if tracker.isTracking { deliver(tracker.move(to: point, in: scene)) }
  }

  func pointerLeft() {
    guard pointer != nil || hover != nil else { return }
    pointer = nil
    hover = nil
    needsRedraw = true
  }

  /// A press of the primary button: delivers `began`, or with Shift only probes the point.
  func pressed(x: Int, y: Int, shift: Bool) {
    let point = scenePoint(x: x, y: y)
    lastClick = point
    lastClickWasProbe = shift
    needsRedraw = true
    if shift {
      probing = true
      let result = scene.hitTest(point)
      let hit = result.hit.map { scene.views[$0].id } ?? "nothing"
      let handler = result.handler?.name(in: scene) ?? "nobody"
      log.note("probe \(point): \(hit), handled by \(handler); nothing delivered")
      return
    }
    deliver(tracker.press(at: point, in: scene))
  }

  func released(x: Int, y: Int) {
    if probing {
      probing = false
      return
    }
    let point = scenePoint(x: x, y: y)
    deliver(tracker.release(at: point, in: &scene))
    pointer = point
    hover = scene.hitView(point)
    needsRedraw = true
  }

  /// Abandons the touch in flight (the window closes, the scene reloads).
  func cancelTouch() {
    deliver(tracker.cancel(in: scene))
  }

  private func deliver(_ events: [DeliveryEvent]) {
    for event in events {
      let logEvent = LogEvent.delivery(event, in: scene)
      log.emit(logEvent)
      switch event {
      // A press and its release would take two lines: the release (or cancel) tells both.
      case .touch(let touch) where touch.phase != .moved && touch.phase != .began:
        let hit = touch.hit.map { scene.views[$0].id } ?? "nothing"
        log.note("\(touch.phase.rawValue) \(touch.point) on \(hit)")
      case .action(let view, let action, _):
        log.note("tap \(scene.views[view].id): \(Self.describe(action, in: scene))")
        needsRedraw = true
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
    if overlays.remove(overlay) == nil { overlays.insert(overlay) }
    needsRedraw = true
  }

  func toggleHelp() {
    showsHelp.toggle()
    needsRedraw = true
  }

  /// Counters back to the values of the file as last loaded.
  func resetCounters() {
    scene.counters = loadedScene.counters
    log.note("counters reset")
    needsRedraw = true
  }

  func setScale(_ newScale: Double) {
    guard newScale != scale else { return }
    scale = newScale
    needsRedraw = true
  }

  /// The window size that shows the whole canvas, the status bar and the panel at its natural
  /// size at the current scale, with a full event log and after the click that makes the panel
  /// tallest (among the probes' points and the centres of the views), so clicking around never
  /// pushes the legend out of the window.
  var preferredSize: PixelSize {
    var options = renderOptions
    options.panelExtras = Array(repeating: "", count: Self.recentEventLines)
    var tallest = FrameLayout(scene: scene, options: options).size
    for point in candidateClicks {
      options.click = point
      let size = FrameLayout(scene: scene, options: options).size
      if size.height > tallest.height { tallest = size }
    }
    var status = statusBar
    status.showsHelp = false
    return PixelSize(
      width: tallest.width, height: tallest.height + status.pixelHeight(scale: scale))
  }

  /// Points a user is likely to click: every probe, and the centre of each view's frame in
  /// window points (the first few hundred views; the panel's lists are capped anyway).
  private var candidateClicks: [Point] {
    var points = scene.probes.map(\.point)
    for v in scene.views.indices.prefix(300) {
      let box = scene.viewToWindow(v).boundingBox(of: scene.views[v].bounds)
      let centre = Point(box.midX, box.midY)
      if centre.x.isFinite, centre.y.isFinite { points.append(centre) }
    }
    return points
  }

  // MARK: Reload

  /// Reads the scene file again. A good file replaces the scene (counters keep their values
  /// where names match) and clears the banner; a broken one keeps the scene and sets the banner
  /// to its first error.
  func reload() {
    guard let scenePath else {
      log.note("the default scene has no file to reload")
      needsRedraw = true
      return
    }
    do {
      let fresh = try SceneLoader.load(contentsOf: scenePath)
      cancelTouch()
      scene = scene.carryingCounters(into: fresh)
      loadedScene = fresh
      banner = nil
      hover = pointer.map { scene.hitView($0) } ?? nil
      log.emit(.reloaded)
      log.note("reloaded")
    } catch {
      let first =
        error.diagnostics.first?.description ?? "\(scenePath): the scene could not be loaded"
      banner = first
      log.emit(.reloadFailed(error: first))
      log.note("reload failed")
    }
    needsRedraw = true
  }

  // MARK: Drawing

  /// The panel's event section: recent events, oldest first (the panel heads it "newest last").
  var panelExtras: [String] {
    Array(log.recent.suffix(Self.recentEventLines))
  }

  /// Recent events the panel lists.
  static let recentEventLines = 5

  var renderOptions: RenderOptions {
    var options = RenderOptions()
    options.scale = scale
    options.overlays = overlays
    options.click = lastClick
    options.hover = hover
    options.showPanel = true
    options.panelExtras = panelExtras
    options.banner = banner
    return options
  }
}
