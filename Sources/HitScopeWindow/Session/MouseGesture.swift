import HitScopeEngine

/// The mouse's real timeline through the engine's delivery simulation: presses, motion and
/// releases with their times, a second press soon after a release and near it joining the same
/// gesture (a double click is a double tap; a third press, or one elsewhere, starts another).
///
/// Each input (and each wake-up while the gesture lasts) runs the simulation again on the whole
/// timeline, from the scene as it was when the gesture began, up to now, and hands on only the
/// events not handed on before; so a recognizer's deadline (a touch delay, a single tap waiting
/// for a double tap) takes effect while the mouse is still. Times are seconds from the gesture's
/// first press, read on the continuous clock (a wall-clock change moves no deadline).
struct MouseGesture {
  typealias Instant = ContinuousClock.Instant

  /// What delivering the gesture did, with the gesture as it stood when it did (the panel's
  /// name for it, so the log says what the panel says).
  struct Event: Equatable {
    var delivery: DeliveryEvent
    var gesture: GestureShape
  }

  private var base: Scene?
  private var start = ContinuousClock.now
  private var timeline = TouchTimeline([])
  private var emitted = 0
  private var lastRelease: Double?

  /// The touches of the gesture going on, or of the last one once it ended: presses, moves and
  /// releases as the mouse made them (seconds from its first press, window points).
  var touches: TouchTimeline { timeline }

  /// The touches of the gesture going on (0 when none is): at most two, a double tap's.
  var touchCount: Int { base == nil ? 0 : timeline.touches.count }

  /// Whether a touch is down.
  var isTracking: Bool { timeline.touches.last.map { $0.release == nil } ?? false }

  /// When the window should wake to let the simulation go on: soon while a gesture lasts, nil
  /// when none does.
  func wakeDeadline(now: Instant) -> Instant? {
    guard base != nil else { return nil }
    return now + .seconds(MouseGesture.tick)
  }

  static let tick = 0.02

  /// Starts a touch at `point` (window points): the second tap of the gesture going on when it
  /// may be one, else a new gesture (the one going on ends first).
  mutating func press(at point: Point, now: Instant, scene: inout Scene) -> [Event] {
    var events: [Event] = []
    if isTracking {
      events += cancel(scene: &scene)
    } else if !joins(point, now: now) {
      events += end(scene: &scene)
    }
    if base == nil {
      base = scene
      start = now
      timeline = TouchTimeline([])
      emitted = 0
      lastRelease = nil
    }
    timeline.touches.append(TouchInput(pressAt: time(now), point))
    return events + run(until: time(now), scene: &scene)
  }

  mutating func move(to point: Point, now: Instant, scene: inout Scene) -> [Event] {
    guard isTracking else { return [] }
    timeline.touches[timeline.touches.count - 1].move(at: time(now), to: point)
    return run(until: time(now), scene: &scene)
  }

  mutating func release(at point: Point, now: Instant, scene: inout Scene) -> [Event] {
    guard isTracking else { return [] }
    let t = time(now)
    timeline.touches[timeline.touches.count - 1].release(at: t, point)
    lastRelease = t
    return run(until: t, scene: &scene)
  }

  /// Lets the gesture's deadlines pass up to now; ends the gesture once no recognizer can wait
  /// any longer for another press.
  mutating func advance(now: Instant, scene: inout Scene) -> [Event] {
    guard let base else { return [] }
    let t = time(now)
    if !isTracking, let lastRelease, t > lastRelease + MouseGesture.settleTime(base) {
      let events = run(until: .infinity, scene: &scene)
      self.base = nil
      return events
    }
    return run(until: t, scene: &scene)
  }

  /// Ends the gesture at once, before something outside it changes the scene (the counters are
  /// reset): a touch down is cancelled; after the last release, the deadlines still to come pass
  /// now. Without this, the next run from the gesture's first scene would undo that change.
  mutating func end(scene: inout Scene) -> [Event] {
    if isTracking { return cancel(scene: &scene) }
    guard base != nil else { return [] }
    defer { base = nil }
    return run(until: .infinity, scene: &scene)
  }

  /// Abandons the gesture (the scene reloads, the grab is lost): a touch down is cancelled.
  mutating func cancel(scene: inout Scene) -> [Event] {
    defer { base = nil }
    guard let touch = timeline.touches.last, touch.release == nil, let base else { return [] }
    let point = touch.moves.last?.point ?? touch.press.point
    let result = scene.hitTest(point)
    let cancelled = TouchEvent(
      phase: .cancelled, point: point, hit: result.hit, handler: result.handler,
      chain: result.chain)
    return [
      Event(
        delivery: .touch(cancelled), gesture: GestureShape(timeline, timing: base.gestureTiming))
    ]
  }

  /// Whether a press at `point` now is the second tap of the gesture going on: no recognizer
  /// counts more than two taps, the first touch stayed within a tap's movement of its press (a
  /// drag is no first tap), and a double tap's second press comes within the double-tap
  /// interval of the first release and within a tap's movement of the first press. Clicks in
  /// quick succession elsewhere are separate gestures, so a gesture's timeline stays short.
  private func joins(_ point: Point, now: Instant) -> Bool {
    guard let base, timeline.touches.count == 1, let first = timeline.touches.first,
      let release = first.release
    else { return false }
    let timing = base.gestureTiming
    let stayed = (first.moves + [release]).allSatisfy {
      $0.point.distance(to: first.press.point) <= timing.tapMaximumMovement
    }
    return stayed && time(now) - release.time <= timing.doubleTapInterval
      && point.distance(to: first.press.point) <= timing.tapMaximumMovement
  }

  /// How long after the last release a press still joins the gesture, and every recognizer has
  /// settled: the longest wait of the scene's model constants.
  private static func settleTime(_ scene: Scene) -> Double {
    let t = scene.gestureTiming
    return max(t.doubleTapInterval, t.scrollTouchDelay) + tick
  }

  private func time(_ now: Instant) -> Double {
    let elapsed = (now - start).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
  }

  private mutating func run(until t: Double, scene: inout Scene) -> [Event] {
    guard let base else { return [] }
    let (delivery, after) = base.deliver(timeline, until: t)
    scene = after
    let gesture = GestureShape(timeline, timing: base.gestureTiming)
    let events = delivery.events.dropFirst(emitted).map { Event(delivery: $0, gesture: gesture) }
    emitted = delivery.events.count
    return events
  }
}
