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

  public init(point: Point, expect: Expectation, handledBy: Expectation? = nil, name: String? = nil)
  {
    self.point = point
    self.expect = expect
    self.handledBy = handledBy
    self.name = name
  }
}
