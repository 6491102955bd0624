import HitScopeEngine
import HitScopeTestSupport

/// A recognizer with the scene format's defaults, then `configure`.
func recognizer(
  _ id: String, _ kind: GestureKind, _ configure: (inout GestureRecognizer) -> Void = { _ in }
) -> GestureRecognizer {
  var r = GestureRecognizer(id: id, kind: kind)
  configure(&r)
  return r
}

/// What a gesture did, by ids, for assertions.
struct DeliverySummary {
  var delivery: Delivery
  var scene: Scene
  var fires: Set<String>
  var phases: [TouchPhase]
  var scrolled: String?

  /// The last state of the recognizer reported as `id`.
  func state(_ id: String) -> RecognizerState? {
    delivery.recognizers.first { $0.source.id(in: scene) == id }?.state
  }

  func reason(_ id: String) -> RecognizerReason? {
    delivery.recognizers.first { $0.source.id(in: scene) == id }?.reason
  }

  /// The reason `id` (a view, cell or recognizer) did not fire, if it is listed.
  func notFired(_ id: String) -> NotFiredReason? {
    delivery.notFired.first { $0.firing.id(in: scene) == id }?.reason
  }

  func index(_ id: String) -> ViewIndex { scene.indexByID[id]! }
}

extension Scene {
  func perform(_ gesture: Gesture, at x: Double, _ y: Double) -> DeliverySummary {
    let (delivery, _) = deliver(gesture, at: Point(x, y))
    return DeliverySummary(
      delivery: delivery, scene: self, fires: Set(delivery.firedIDs(in: self)),
      phases: delivery.phases, scrolled: delivery.scrolled.map { views[$0].id })
  }

  func perform(_ timeline: TouchTimeline) -> DeliverySummary {
    let (delivery, _) = deliver(timeline)
    return DeliverySummary(
      delivery: delivery, scene: self, fires: Set(delivery.firedIDs(in: self)),
      phases: delivery.phases, scrolled: delivery.scrolled.map { views[$0].id })
  }
}

/// `onTap` that counts into `counter`, handling touches (as the scene format defaults it).
func tapAction(_ node: inout ViewNode, _ counter: String = "n") {
  node.onTap = [.increment(counter: counter)]
  node.handlesTouches = true
}

/// `onSelect` that counts into `counter`, handling touches (as the scene format defaults it).
func selectAction(_ node: inout ViewNode, _ counter: String = "n") {
  node.onSelect = [.increment(counter: counter)]
  node.handlesTouches = true
}

/// A drag from (x, y) to `to`, moving after `hold` seconds for `duration` seconds.
func drag(to: Point, hold: Double = 0, duration: Double = 0.2) -> Gesture {
  .drag(to: to, holdBeforeMove: hold, duration: duration)
}
