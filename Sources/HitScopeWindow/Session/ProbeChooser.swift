import HitScopeEngine
import HitScopeRender

/// What `Shift+N` offers for a probe filed as a bug: every view shown under the clicked point,
/// frontmost first, then "nothing"; the tester picks the one the click should have reached.
struct ProbeChooser: Equatable {
  /// The clicked point, in window points.
  var point: Point
  /// View indices frontmost first; nil stands for "nothing".
  var choices: [ViewIndex?]
  var selected: Int
  /// What the click reaches now, which the list starts away from.
  var actual: ViewIndex?

  /// The choices at `point` in `scene`, the first one that differs from what the click reaches
  /// selected (a bug report expects something else).
  init(point: Point, in scene: Scene) {
    self.point = point
    let choices = scene.viewsUnder(point).map(Optional.some) + [nil]
    let actual = scene.hitView(point)
    self.choices = choices
    self.actual = actual
    selected = choices.firstIndex { $0 != actual } ?? 0
  }

  mutating func moveUp() { selected = (selected + choices.count - 1) % choices.count }
  mutating func moveDown() { selected = (selected + 1) % choices.count }

  /// The probe the selection files: the point, the chosen view (or nothing) and the handler a
  /// touch on it would find on its responder chain.
  func probe(in scene: Scene) -> Probe {
    guard let view = choices[selected] else {
      return Probe(
        point: point, expect: .nothing, handledBy: .nothing, name: Self.name("nothing", point))
    }
    let handler = scene.handler(in: scene.responderChain(from: view))?.name(in: scene)
    return Probe(
      point: point, expect: .named(scene.views[view].id),
      handledBy: handler.map(Probe.Expectation.named) ?? .nothing,
      name: Self.name(scene.views[view].id, point))
  }

  /// The status bar's list.
  func statusChoices(in scene: Scene) -> StatusBar.Choices {
    StatusBar.Choices(
      title:
        "File a bug at \(point.readableDescription): a click there should reach … (↑ ↓ Enter, Esc cancels)",
      items: choices.map { choice in
        guard let v = choice else {
          return "nothing" + (actual == nil ? "  (what it reaches now)" : "")
        }
        let note = v == actual ? "  (what it reaches now)" : ""
        return "\(scene.views[v].id) · \(scene.views[v].type)\(note)"
      }, selected: selected)
  }

  /// A recorded probe's name: the view it expects and the point, `button at (120, 80)`.
  static func name(_ view: String, _ point: Point) -> String {
    "\(view) at \(point.readableDescription)"
  }
}
