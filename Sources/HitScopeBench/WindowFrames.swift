import Foundation
import HitScopeEngine
import HitScopeRender

/// The frames a window draws while a user clicks around, rendered as the window renders them:
/// one `Frame` per event made from the frame before it (and the audit made ahead), the touch
/// delivered through the engine (a release on a button counts), a few panel lines of recent
/// events.
struct WindowFrames {
  var scene: Scene
  private(set) var overlays: Set<Overlay>
  /// The window's frame size; nil for the natural size.
  let size: PixelSize?
  private let renderer = SceneRenderer()
  private var frame: Frame?
  private var events: [String] = []
  private var click: Point?
  private var hover: ViewIndex?
  /// The audit made ahead of the frames, untimed, as a window makes it on another thread and
  /// keeps it while the overlay is off: a toggle back on finds it rather than auditing again.
  private var audit: AuditReport?

  /// Seconds the machine idles, untimed, before each frame is drawn (0: back to back).
  var idleBeforeFrame = 0.0

  /// Seconds per frame kind, one entry per frame drawn.
  private(set) var press: [Double] = []
  private(set) var release: [Double] = []
  private(set) var hovers: [Double] = []
  private(set) var toggles: [Double] = []

  init(scene: Scene, overlays: Set<Overlay>, size: PixelSize? = nil) {
    self.scene = scene
    self.overlays = overlays
    self.size = size
  }

  /// The size a window sized once for `clicks` gives its frames, as the window does: the
  /// tallest natural frame over those clicks (with five recent-event lines), so that the canvas
  /// and the kept layers stay put from frame to frame.
  static func steadySize(scene: Scene, overlays: Set<Overlay>, clicks: [Point]) -> PixelSize {
    let options = RenderOptions(overlays: overlays, panelExtras: Array(repeating: "", count: 5))
    return FrameLayout.tallest(scene: scene, options: options, clicks: clicks).size
  }

  /// Forgets the timings taken so far (warm-up frames), keeping what the renderer holds.
  mutating func forgetTimings() {
    press = []
    release = []
    hovers = []
    toggles = []
  }

  /// Turns `overlay` off when it is on, else on, and draws the frame.
  mutating func toggle(_ overlay: Overlay) throws {
    if overlays.remove(overlay) == nil { overlays.insert(overlay) }
    toggles.append(try draw())
  }

  /// A press and a release at `point` (the pointer there), then a hover at each of `hovers`.
  mutating func click(at point: Point, thenHover points: [Point]) throws {
    hover = scene.hitView(point)
    click = point
    // The press as the window delivers it (up to its instant), then the whole tap.
    let pressed = scene.deliver(TouchTimeline([TouchInput(pressAt: 0, point)]), until: 0)
    note(pressed.delivery.events)
    press.append(try draw())
    let tapped = scene.deliver(.tap, at: point)
    scene = tapped.scene
    note(Array(tapped.delivery.events.dropFirst(pressed.delivery.events.count)))
    release.append(try draw())
    for p in points {
      hover = scene.hitView(p)
      hovers.append(try draw())
    }
  }

  private mutating func note(_ delivered: [DeliveryEvent]) {
    events.append("\(delivered.count) events at \(click.map { "\($0)" } ?? "-")")
    events = Array(events.suffix(5))
  }

  private mutating func draw() throws -> Double {
    let options = RenderOptions(
      overlays: overlays, click: click, hover: hover, panelExtras: events)
    var drawn: Frame? = nil
    let renderer = self.renderer
    let scene = self.scene
    let size = self.size
    let previous = frame
    if overlays.contains(.audit), audit?.holds(for: scene) != true {
      audit = AuditReport(scene: scene)
    }
    let audit = self.audit
    if idleBeforeFrame > 0 { Thread.sleep(forTimeInterval: idleBeforeFrame) }
    let seconds = try Stopwatch.seconds {
      let next = try Frame(
        scene: scene, options: options, size: size, previous: previous, audit: audit)
      Sink.consume(try renderer.render(next).width)
      drawn = next
    }
    frame = drawn
    return seconds
  }
}
