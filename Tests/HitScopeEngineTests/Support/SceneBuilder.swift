import HitScopeEngine
import HitScopeTestSupport
import Testing

extension Scene {
  /// The id of the view a click at window point `(x, y)` reaches, or nil. Also checks that the
  /// traced recursion, the plain reference recursion and the indexed search agree there.
  func hitID(
    _ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    let p = Point(x, y)
    let traced = hitTest(p).hit
    #expect(
      referenceHitView(p) == traced, "reference disagrees at \(p)", sourceLocation: sourceLocation)
    #expect(hitView(p) == traced, "index disagrees at \(p)", sourceLocation: sourceLocation)
    #expect(hitTest(p, recordTrace: false).hit == traced, sourceLocation: sourceLocation)
    return traced.map { views[$0].id }
  }

  /// The final verdict of view `id` in the trace of a click at `(x, y)`; nil when not visited.
  func verdict(of id: String, at x: Double, _ y: Double) -> Verdict? {
    trace(at: x, y).first { $0.id == id }?.verdict
  }

  /// The visits of a click at `(x, y)`, in trace order.
  func trace(at x: Double, _ y: Double) -> [(id: String, point: Point?, verdict: Verdict)] {
    hitTest(Point(x, y)).trace.map { (views[$0.view].id, $0.point, $0.verdict) }
  }

  /// The responder chain's names (ids, controller names, application class) for `(x, y)`.
  func chainNames(_ x: Double, _ y: Double) -> [String] {
    hitTest(Point(x, y)).chain.map { $0.name(in: self) }
  }

  /// The name of the entry that handles a touch at `(x, y)`, or nil when none does.
  func handlerName(_ x: Double, _ y: Double) -> String? {
    hitTest(Point(x, y)).handler?.name(in: self)
  }

  /// The index of the view named `id`; traps when there is none, since the test is wrong then.
  func index(_ id: String) -> ViewIndex {
    guard let i = indexByID[id] else {
      preconditionFailure("No view \"\(id)\" in the test scene; check the builder call.")
    }
    return i
  }
}

/// Colours for tests; only their alpha matters to hit-testing.
enum Palette {
  static let blue = Color(r: 0, g: 0, b: 255)
  static let gray = Color(r: 128, g: 128, b: 128)
  static let red = Color(r: 255, g: 0, b: 0)
  static let transparentRed = Color(r: 255, g: 0, b: 0, a: 0)
}

/// Whether two points agree within `tolerance` on both axes.
func close(_ a: Point?, _ b: Point, tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
