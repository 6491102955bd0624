import Foundation
import HitScopeEngine
import HitScopeFormat
import HitScopeRender

/// Everything the inspector window knows, free of X: the scene, the touch in flight, overlays,
/// zoom, the reload banner, and what to draw next.
///
/// Pointer positions come in window pixels (origin at the window's top-left corner, y down) and
/// become scene points through the frame layout of the last size and scale.
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

  /// Where the canvas and the panel sit in the window now.
  var layout: FrameLayout {
    FrameLayout(scene: scene, options: renderOptions, outputSize: size)
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

  /// The scene point at window pixel (x, y): the inverse of the `ready` event's promise that
  /// scene point (px, py) is at pixel (X + px * S, Y + py * S), so scripts get their points back.
  func scenePoint(x: Int, y: Int) -> Point {
    layout.scenePoint(atPixel: Point(Double(x), Double(y)))
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
      log.note("probe \(point): \(hit), handled by \(handler)")
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
      case .touch(let touch) where touch.phase != .moved:
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

  /// The window size that shows the whole canvas and the panel at the current scale.
  var preferredSize: PixelSize {
    var options = renderOptions
    options.panelExtras = longestPanelExtras
    return FrameLayout(scene: scene, options: options).size
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

  /// Lines for the panel's log section, beyond what the renderer derives from the scene and the
  /// click: the pointer, recent events (newest first) and the key hints or the help.
  var panelExtras: [String] {
    var lines: [String] = []
    if let pointer {
      let under = hover.map { scene.views[$0].id } ?? "nothing"
      lines.append("pointer \(pointer) → \(under)")
    } else {
      lines.append("pointer outside the canvas")
    }
    if lastClickWasProbe { lines.append("last click: a probe, nothing delivered") }
    lines.append(contentsOf: log.recent.suffix(Self.recentEventLines).reversed())
    lines.append(contentsOf: showsHelp ? KeyCommand.help : KeyCommand.hints)
    return lines
  }

  /// Recent events the panel lists.
  static let recentEventLines = 6

  /// The panel's log section at its longest, so the first window has room for it.
  private var longestPanelExtras: [String] {
    Array(repeating: "", count: 2 + Self.recentEventLines) + KeyCommand.help
  }

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
