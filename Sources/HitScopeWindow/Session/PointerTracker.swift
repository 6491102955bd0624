import HitScopeEngine

/// The pointer and the gestures it makes: where it is, the view a click there would reach, the
/// last click with the gesture the mouse made, and the touch in flight through the engine
/// (`MouseGesture`).
///
/// Free of X and of the layout: the session gives it each position in window pixels with the
/// scene point (window points) the frame shows there, and logs the deliveries it returns, each
/// with the gesture as it stood then.
struct PointerTracker {
  /// The pointer, in window pixels; nil when it left the window. The layout may change under a
  /// still pointer (zoom, scroll, resize, reload): its scene point is found again from here.
  private(set) var pixel: (x: Int, y: Int)?
  /// The pointer, in scene points; nil when it left the window.
  private(set) var point: Point?
  /// The view a click at the pointer would reach.
  private(set) var hover: ViewIndex?
  /// The point of the last click or probe, in scene points (what `chain` and `trace` show).
  private(set) var lastClick: Point?
  private(set) var lastClickWasProbe = false
  /// The gesture of the last click as the mouse made it, or the stepped probe's gesture (what
  /// the panel explains); nil after a Shift-click, which delivers nothing.
  private(set) var lastGesture: TouchTimeline?
  private var gesture = MouseGesture()
  /// A Shift-press in progress: its release delivers nothing.
  private var probing = false

  /// The pointer moved to `pixel`, showing `point`: the hover follows, and a touch down moves.
  mutating func moved(to pixel: (x: Int, y: Int), at point: Point, scene: inout Scene)
    -> [MouseGesture.Event]
  {
    self.pixel = pixel
    self.point = point
    hover = scene.hitView(point)
    guard gesture.isTracking else { return [] }
    let events = gesture.move(to: point, now: .now, scene: &scene)
    lastGesture = gesture.touches
    return events
  }

  /// The pointer left the window.
  mutating func left() {
    pixel = nil
    point = nil
    hover = nil
  }

  /// The layout changed under a pointer that did not move: `point` is what its pixel shows now.
  mutating func follow(to point: Point?, in scene: Scene) {
    guard pixel != nil else { return }
    self.point = point
    hover = point.flatMap { scene.hitView($0) }
  }

  /// A press of the primary button at `pixel`, showing `point`: delivers `began`; with Shift it
  /// only makes `point` the click to explain and delivers nothing (the session says so).
  mutating func pressed(
    at pixel: (x: Int, y: Int), _ point: Point, shift: Bool, scene: inout Scene
  ) -> [MouseGesture.Event] {
    self.pixel = pixel
    lastClick = point
    lastClickWasProbe = shift
    if shift {
      lastGesture = nil
      probing = true
      return []
    }
    let events = gesture.press(at: point, now: .now, scene: &scene)
    lastGesture = gesture.touches
    return events
  }

  /// A release of the primary button at `pixel`, showing `point`.
  mutating func released(at pixel: (x: Int, y: Int), _ point: Point, scene: inout Scene)
    -> [MouseGesture.Event]
  {
    if probing {
      probing = false
      return []
    }
    self.pixel = pixel
    let events = gesture.release(at: point, now: .now, scene: &scene)
    lastGesture = gesture.touches
    self.point = point
    hover = scene.hitView(point)
    return events
  }

  /// A probe stepped to: its point is the click to explain, its gesture the one the panel
  /// replays.
  mutating func show(_ probe: Probe) {
    lastClick = probe.point
    lastClickWasProbe = true
    lastGesture = probe.gesture.timeline(at: probe.point)
  }

  /// Abandons the touch in flight (the window closes, the scene reloads).
  mutating func cancel(scene: inout Scene) -> [MouseGesture.Event] {
    gesture.cancel(scene: &scene)
  }

  /// Ends the gesture at once, before something outside it changes the scene.
  mutating func end(scene: inout Scene) -> [MouseGesture.Event] {
    gesture.end(scene: &scene)
  }

  /// When the window should wake for the gesture in progress (nil: none is).
  func wakeDeadline(now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
    gesture.wakeDeadline(now: now)
  }

  /// Lets the gesture in progress go on to `now`: deadlines of its recognizers pass.
  mutating func advance(now: ContinuousClock.Instant, scene: inout Scene) -> [MouseGesture.Event] {
    gesture.advance(now: now, scene: &scene)
  }
}
