/// An expectation QA keeps about a scene: what a click at a window point reaches.
public struct Probe: Hashable, Sendable {
  /// What a probe expects of a responder: nothing, or the entry with this id or controller name.
  public enum Expectation: Hashable, Sendable {
    case nothing
    case named(String)

    public var name: String? {
      if case .named(let n) = self { return n }
      return nil
    }
  }

  /// The point, in window points.
  public var point: Point
  /// The view expected to be hit.
  public var expect: Expectation
  /// The expected handler, or nil when the probe does not check it.
  public var handledBy: Expectation?
  public var name: String?
  /// What the probe performs at its point (a tap unless the file says otherwise).
  public var gesture: Gesture
  /// The ids expected to fire (views whose `onTap` ran, cells whose `onSelect` ran, recognizers
  /// whose `onRecognize` ran), order ignored; nil when not checked.
  public var fires: Set<String>?
  /// The scroll view expected to scroll (`.nothing`: none); nil when not checked.
  public var scrolls: Expectation?
  /// The touch phases the hit view is expected to receive, consecutive `moved` once; nil when
  /// not checked.
  public var phases: [TouchPhase]?
  /// Where the probe's object starts in its file; nil for a probe not read from a file (one
  /// recorded in the window, one a test builds).
  public var position: SourcePosition?

  public init(
    point: Point, expect: Expectation, handledBy: Expectation? = nil, name: String? = nil,
    gesture: Gesture = .tap, fires: Set<String>? = nil, scrolls: Expectation? = nil,
    phases: [TouchPhase]? = nil, position: SourcePosition? = nil
  ) {
    self.point = point
    self.expect = expect
    self.handledBy = handledBy
    self.name = name
    self.gesture = gesture
    self.fires = fires
    self.scrolls = scrolls
    self.phases = phases
    self.position = position
  }

  /// Two probes are equal when they check the same thing, wherever they were written.
  public static func == (a: Probe, b: Probe) -> Bool {
    a.point == b.point && a.expect == b.expect && a.handledBy == b.handledBy && a.name == b.name
      && a.gesture == b.gesture && a.fires == b.fires && a.scrolls == b.scrolls
      && a.phases == b.phases
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(point)
    hasher.combine(expect)
    hasher.combine(handledBy)
    hasher.combine(name)
    hasher.combine(gesture)
    hasher.combine(fires)
    hasher.combine(scrolls)
    hasher.combine(phases)
  }

  /// Whether the probe checks what its gesture does, not only where it goes.
  public var checksDelivery: Bool { fires != nil || scrolls != nil || phases != nil }
}
