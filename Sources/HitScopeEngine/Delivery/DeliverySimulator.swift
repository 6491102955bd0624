extension Scene {
  /// Performs `gesture` at `point` (window points) on a copy of the scene and returns what it
  /// did; `scene` receives the copy as the gesture's actions left it.
  public func deliver(_ gesture: Gesture, at point: Point) -> (delivery: Delivery, scene: Scene) {
    deliver(gesture.timeline(at: point))
  }

  /// Runs `timeline` through the scene's recognizers, views and handlers, as UIKit, SwiftUI and
  /// AppKit deliver touches, up to `time` seconds (everything, by default: every recognizer has
  /// then recognized or failed). Actions take effect as they fire, so a later touch is
  /// hit-tested on the scene as the earlier ones left it.
  public func deliver(_ timeline: TouchTimeline, until time: Double = .infinity) -> (
    delivery: Delivery, scene: Scene
  ) {
    var simulator = DeliverySimulator(scene: self, timeline: timeline)
    simulator.run(until: time)
    return (simulator.result(), simulator.scene)
  }
}

/// The delivery simulation: an event loop over the timeline's presses, moves and releases and
/// the recognizers' deadlines, in time order (an input before a deadline at the same instant).
struct DeliverySimulator {
  var scene: Scene
  let timing: GestureTiming
  let inputs: [Input]
  var pool: [Participant] = []
  var touches: [TouchProgress] = []
  var fired: [Firing] = []
  var scrolled: ViewIndex?
  var events: [DeliveryEvent] = []
  /// The touch being delivered now (the latest press).
  var current = -1
  var now = 0.0

  struct Input {
    enum Kind { case press, move, release }
    var kind: Kind
    var touch: Int
    var time: Double
    var point: Point
  }

  /// What the hit view of one touch has received so far.
  struct TouchProgress {
    var delivery: TouchDelivery
    var pressPoint: Point
    var point: Point
    /// Pool indices of the recognizers that see this touch, in evaluation order.
    var seeing: [Int]
    var beganDelivered = false
    /// A recognizer with `delaysTouchesBegan` held `began` back at the press.
    var beganWithheld = false
    /// A recognizer with `delaysTouchesEnded` held `ended` back after the release.
    var endedWithheld = false
    var released = false
    var releasePoint = Point.zero
    /// The release reached the view outside the handler's tap area: nothing fired.
    var releasedOutside = false
    var done = false
    var isHitting: Bool { delivery.hit.hit != nil }
  }

  init(scene: Scene, timeline: TouchTimeline) {
    self.scene = scene
    self.timing = scene.gestureTiming
    var inputs: [Input] = []
    for (k, touch) in timeline.touches.enumerated() {
      inputs.append(Input(kind: .press, touch: k, time: touch.press.time, point: touch.press.point))
      for move in touch.moves {
        inputs.append(Input(kind: .move, touch: k, time: move.time, point: move.point))
      }
      if let release = touch.release {
        inputs.append(Input(kind: .release, touch: k, time: release.time, point: release.point))
      }
    }
    self.inputs = inputs
  }

  mutating func run(until end: Double) {
    var next = 0
    while true {
      let inputTime = next < inputs.count ? inputs[next].time : Double.infinity
      let (deadline, who) = earliestDeadline()
      if deadline < inputTime {
        guard deadline <= end else { break }
        now = deadline
        expire(who)
        settle()
        continue
      }
      guard inputTime.isFinite, inputTime <= end else { break }
      now = inputTime
      let input = inputs[next]
      next += 1
      switch input.kind {
      case .press: press(input)
      case .move: move(input)
      case .release: release(input)
      }
    }
  }

  // MARK: Inputs

  private mutating func press(_ input: Input) {
    let result = scene.hitTest(input.point, recordTrace: false)
    current = touches.count
    var seeing: [Int] = []
    if let hit = result.hit { seeing = participants(for: hit) }
    touches.append(
      TouchProgress(
        delivery: TouchDelivery(hit: result, phases: [], releaseTime: nil, takenBy: nil),
        pressPoint: input.point,
        point: input.point, seeing: seeing))
    for i in seeing where pool[i].state == .possible && pool[i].pending == nil {
      pool[i].isDown = true
      pool[i].pressTime = now
      pool[i].pressPoint = input.point
      pool[i].lastTouch = current
      pool[i].seen.append(current)
      if let target = pool[i].onPress(timing: timing) {
        attempt(i, target.state, target.reason)
      }
    }
    settle()
  }

  private mutating func move(_ input: Input) {
    touches[input.touch].point = input.point
    for i in touches[input.touch].seeing where pool[i].isActive {
      switch pool[i].onMove(to: input.point, timing: timing) {
      case .none: break
      case .fail(let reason): fail(i, reason)
      case .leave(let state, let reason): attempt(i, state, reason)
      }
    }
    settle()
    if touches[input.touch].beganDelivered && !touches[input.touch].done {
      record(.moved, on: input.touch, at: input.point)
    }
  }

  private mutating func release(_ input: Input) {
    touches[input.touch].point = input.point
    touches[input.touch].released = true
    touches[input.touch].releasePoint = input.point
    touches[input.touch].delivery.releaseTime = now
    for i in touches[input.touch].seeing where pool[i].lastTouch == input.touch {
      if pool[i].state == .began {
        pool[i].isDown = false
        transition(i, .ended, .released)
        continue
      }
      guard pool[i].state == .possible else { continue }
      if pool[i].pending != nil {
        pool[i].isDown = false
        if pool[i].kind != .tap && pool[i].kind != .click { fail(i, .releasedWhileWaiting) }
        continue
      }
      switch pool[i].onRelease(at: input.point, time: now, timing: timing) {
      case .none: break
      case .fail(let reason): fail(i, reason)
      case .leave(let state, let reason): attempt(i, state, reason)
      }
    }
    settle()
  }

  private mutating func expire(_ i: Int) {
    switch pool[i].onDeadline() {
    case .none: break
    case .fail(let reason): fail(i, reason)
    case .leave(let state, let reason): attempt(i, state, reason)
    }
  }

  private func earliestDeadline() -> (Double, Int) {
    var best = Double.infinity
    var who = -1
    for i in pool.indices {
      if let d = pool[i].deadline(timing: timing), d < best {
        best = d
        who = i
      }
    }
    return (best, who)
  }

  // MARK: Recognizer transitions

  /// The recognizer wants to leave `possible` for `state`: it waits for the recognizers it
  /// requires to fail, then must pass the vetoes, then takes the gesture from the others.
  mutating func attempt(_ i: Int, _ state: RecognizerState, _ reason: RecognizerReason) {
    var waiting: Int? = nil
    for j in pool.indices where j != i && mustWait(i, for: j) {
      if pool[j].state == .possible {
        waiting = waiting ?? j
      } else if pool[j].state.tookGesture && pool[j].lastTouch == current {
        fail(i, .requiredRecognized(pool[j].source))
        return
      }
    }
    if let j = waiting {
      if pool[i].pending == nil {
        pool[i].transitions.append(
          RecognizerTransition(time: now, state: .possible, reason: .waiting(for: pool[j].source)))
      }
      pool[i].pending = Participant.Target(state: state, reason: reason)
      return
    }
    pool[i].pending = nil
    if let veto = veto(for: i) {
      fail(i, veto)
      return
    }
    transition(i, state, reason)
  }

  mutating func fail(_ i: Int, _ reason: RecognizerReason) {
    pool[i].pending = nil
    pool[i].state = .failed
    pool[i].transitions.append(RecognizerTransition(time: now, state: .failed, reason: reason))
  }

  mutating func transition(_ i: Int, _ state: RecognizerState, _ reason: RecognizerReason) {
    pool[i].pending = nil
    pool[i].state = state
    pool[i].transitions.append(RecognizerTransition(time: now, state: state, reason: reason))
    let source = pool[i].source
    if state == .recognized || state == .began {
      events.append(.recognized(source, view: pool[i].attached))
    }
    if state == .recognized || state == .ended { fire(i) }
    guard state == .recognized || state == .began else { return }
    if case .scrollPan(let v) = source, scrolled == nil { scrolled = v }
    for k in pool[i].seen where !touches[k].done {
      if pool[i].cancels {
        take(k, by: source)
      } else if touches[k].beganWithheld && pool[i].delaysBegan {
        take(k, by: source)
      } else if touches[k].endedWithheld && pool[i].delaysEnded {
        take(k, by: source)
      }
    }
    for j in pool.indices where j != i && pool[j].state == .possible {
      if simultaneous(i, j) { continue }
      if pool[i].countsTaps && pool[j].countsTaps && pool[j].taps > pool[i].taps { continue }
      fail(j, mustWait(j, for: i) ? .requiredRecognized(source) : .excluded(by: source))
    }
  }

  /// Ends what touch `k` gives its view: `cancelled` when it had `began`, else nothing more.
  private mutating func take(_ k: Int, by source: RecognizerSource) {
    if touches[k].beganDelivered { record(.cancelled, on: k, at: touches[k].point) }
    touches[k].done = true
    touches[k].delivery.takenBy = source
  }

  private mutating func fire(_ i: Int) {
    guard let firing = pool[i].firing else { return }
    fired.append(firing)
    let view: ViewIndex
    let actions: [Action]
    switch firing {
    case .onTap(let v):
      view = v
      actions = scene.views[v].onTap
    case .onRecognize(let a):
      view = a.view
      actions = scene.recognizer(at: a).onRecognize
    case .onSelect(let v):
      view = v
      actions = scene.views[v].onSelect
    }
    perform(actions, of: view)
  }

  mutating func perform(_ actions: [Action], of view: ViewIndex) {
    for action in actions {
      scene.perform(action)
      events.append(.action(view: view, action: action, counters: scene.counters))
    }
  }

  // MARK: Settling

  /// Lets waiting recognizers go on and the views receive what is no longer withheld, until
  /// nothing changes.
  mutating func settle() {
    var changed = true
    while changed {
      changed = false
      for i in pool.indices where pool[i].state == .possible {
        guard let target = pool[i].pending else { continue }
        let stillWaiting = pool.indices.contains {
          $0 != i && pool[$0].state == .possible && mustWait(i, for: $0)
        }
        if stillWaiting { continue }
        attempt(i, target.state, target.reason)
        changed = true
      }
      for k in touches.indices where updateTouch(k) { changed = true }
    }
  }

  /// Delivers what touch `k`'s view may now receive; whether anything changed.
  private mutating func updateTouch(_ k: Int) -> Bool {
    guard !touches[k].done, touches[k].isHitting else { return false }
    var changed = false
    if !touches[k].beganDelivered {
      if touches[k].seeing.contains(where: { pool[$0].isWithholding && pool[$0].delaysBegan }) {
        touches[k].beganWithheld = true
        return false
      }
      touches[k].beganWithheld = false
      touches[k].beganDelivered = true
      record(.began, on: k, at: touches[k].pressPoint)
      changed = true
    }
    guard touches[k].released else { return changed }
    if touches[k].seeing.contains(where: { pool[$0].isWithholding && pool[$0].delaysEnded }) {
      touches[k].endedWithheld = true
      return changed
    }
    finish(k)
    return true
  }

  /// The release reaches the view as `ended` wherever it lies (UIKit delivers `touchesEnded`
  /// wherever the finger lifts; a control sends `touchUpOutside`); the handler's actions fire
  /// only when it lies inside the handler's tap area.
  private mutating func finish(_ k: Int) {
    touches[k].done = true
    let point = touches[k].releasePoint
    record(.ended, on: k, at: point)
    guard case .view(let handler) = touches[k].delivery.hit.handler else { return }
    guard scene.tapArea(of: handler, contains: point) else {
      touches[k].releasedOutside = true
      return
    }
    let node = scene.views[handler]
    if node.semantics != .swiftui && !node.onTap.isEmpty {
      fired.append(.onTap(handler))
      perform(node.onTap, of: handler)
    }
    if !node.onSelect.isEmpty && node.plays(.cell) && scrolled == nil
      && selectionContainer(of: handler).map({ scene.views[$0].scroll.allowsSelection }) != false
    {
      fired.append(.onSelect(handler))
      events.append(.selected(cell: handler))
      perform(node.onSelect, of: handler)
    }
  }

  /// The nearest table or collection above `cell`.
  func selectionContainer(of cell: ViewIndex) -> ViewIndex? {
    var v = scene.views[cell].parent
    while let current = v {
      if scene.views[current].plays(.selectionContainer) { return current }
      v = scene.views[current].parent
    }
    return nil
  }

  private mutating func record(_ phase: TouchPhase, on k: Int, at point: Point) {
    let record = PhaseRecord(phase: phase, time: now, point: point)
    if phase == .moved, touches[k].delivery.phases.last?.phase == .moved {
      touches[k].delivery.phases[touches[k].delivery.phases.count - 1] = record
    } else {
      touches[k].delivery.phases.append(record)
    }
    let hit = touches[k].delivery.hit
    events.append(
      .touch(
        TouchEvent(
          phase: phase, point: point, hit: hit.hit, handler: hit.handler, chain: hit.chain)))
  }
}
