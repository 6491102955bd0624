import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Which labels get a title box (the text tags keep off) follows the rule the scene's drawing
/// follows (`ScenePainter.shows`), through every ancestor.
struct SceneTitlesTests {
  /// A label inside `wrappers` nested views, each configured by `wrap`.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var wrappers: Int
    var wrap: @Sendable (inout ViewNode) -> Void
    /// Whether the scene's drawing draws the label, so that it has a title box.
    var drawn: Bool

    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "plain wrappers", wrappers: 2, wrap: { _ in }, drawn: true),
    Case(name: "a hidden ancestor", wrappers: 2, wrap: { $0.isHidden = true }, drawn: false),
    Case(name: "a transparent ancestor", wrappers: 1, wrap: { $0.alpha = 0 }, drawn: false),
    Case(
      name: "an ancestor's collapsing transform", wrappers: 1,
      wrap: { $0.transform = .scale(0, 1) }, drawn: false),
    // Each scale is a transform the drawing draws through; their product alone would look
    // collapsed (its determinant is 1e-18).
    Case(
      name: "three small scales in a row", wrappers: 3,
      wrap: { $0.transform = .scale(1e-3, 1e-3) }, drawn: true),
  ]

  @Test("a label has a title box exactly when the drawing draws it", arguments: cases)
  func titleBoxFollowsDrawing(_ c: Case) throws {
    var inner = testView("label", [0, 0, 120, 30]) {
      $0.label = LabelTemplate(segments: [.text("Reading list")])
    }
    for i in 0..<c.wrappers {
      inner = testView("wrapper\(i)", [10, 10, 160, 120], children: [inner], c.wrap)
    }
    let scene = testScene(children: [inner])
    let label = try #require(scene.indexByID["label"])
    let titles = try SceneTitles(scene: scene)
    #expect((titles.clips[label] != nil) == c.drawn)
    #expect(titles.boxes.contains { $0.view == label } == c.drawn)
  }
}
