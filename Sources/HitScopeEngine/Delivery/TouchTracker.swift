/// Delivers one touch at a time through a scene, as UIKit does: the view hit at press owns the
/// touch; at release the handler's `onTap` fires if the release point lies in its tap area.
///
/// The tap area is the handler's hit region, or for UIKit control types its bounds grown by 70
/// points (touch-up-inside slop). A release outside it ends the touch as `cancelled`. A
/// controller handler fires nothing. All points are window points.
public struct TouchTracker: Sendable {
  private var press: HitTestResult?

  public init() {}

  /// Whether a touch is down.
  public var isTracking: Bool { press != nil }

  /// The result of the press that owns the current touch.
  public var pressResult: HitTestResult? { press }

  /// Starts a touch; a touch already down is cancelled first.
  public mutating func press(at point: Point, in scene: Scene) -> [DeliveryEvent] {
    var events = cancel(at: point)
    let result = scene.hitTest(point)
    press = result
    events.append(.touch(event(.began, at: point, for: result)))
    return events
  }

  /// Moves the current touch; nothing when no touch is down.
  public mutating func move(to point: Point) -> [DeliveryEvent] {
    guard let press else { return [] }
    return [.touch(event(.moved, at: point, for: press))]
  }

  /// Ends the current touch, firing the handler's actions (which may change `scene`) when the
  /// release lies in its tap area. A touch handled by a controller, or by nobody, just ends.
  public mutating func release(at point: Point, in scene: inout Scene) -> [DeliveryEvent] {
    guard let press else { return [] }
    self.press = nil
    guard case .view(let handler) = press.handler else {
      return [.touch(event(.ended, at: point, for: press))]
    }
    guard TouchTracker.tapArea(of: handler, in: scene, contains: point) else {
      return [.touch(event(.cancelled, at: point, for: press))]
    }
    var events: [DeliveryEvent] = [.touch(event(.ended, at: point, for: press))]
    for action in scene.views[handler].onTap {
      scene.perform(action)
      events.append(.action(view: handler, action: action, counters: scene.counters))
    }
    return events
  }

  /// Abandons the current touch without firing anything (the pointer grab was lost, the scene
  /// reloaded).
  public mutating func cancel() -> [DeliveryEvent] {
    cancel(at: press?.point ?? .zero)
  }

  private mutating func cancel(at point: Point) -> [DeliveryEvent] {
    guard let press else { return [] }
    self.press = nil
    return [.touch(event(.cancelled, at: point, for: press))]
  }

  private func event(_ phase: TouchPhase, at point: Point, for press: HitTestResult) -> TouchEvent {
    TouchEvent(
      phase: phase, point: point, hit: press.hit, handler: press.handler, chain: press.chain)
  }

  /// Whether a release at `point` (window points) lies in the tap area of `view`.
  public static func tapArea(of view: ViewIndex, in scene: Scene, contains point: Point) -> Bool {
    guard let toView = scene.windowToView(view) else { return false }
    let p = toView.apply(point)
    let node = scene.views[view]
    let geometry = scene.geometry[view]
    if node.semantics == .uikit && node.isKind(of: ViewClass.uikitControls) {
      let slop = node.bounds.outset(by: EdgeInsets(all: ViewClass.touchUpSlop), yUp: geometry.isYUp)
      return slop.contains(p, yUp: geometry.isYUp)
    }
    return geometry.hitRegion.contains(p, yUp: geometry.isYUp)
  }
}
