import HitScopeEngine

/// The synthetic scene with gesture recognizers on one view in ten (every tenth in pre-order),
/// of kinds that suit the view's semantics, for timing the delivery simulation.
enum GestureScene {
  static func withRecognizers(_ scene: Scene) -> Scene {
    var views = scene.views
    let uikitKinds: [GestureKind] = [.tap, .longPress, .pan, .swipe]
    for v in stride(from: 0, to: views.count, by: 10) {
      let kind = views[v].semantics == .appkit ? .click : uikitKinds[(v / 10) % uikitKinds.count]
      var r = GestureRecognizer(id: "bench-recognizer-\(v)", kind: kind)
      r.onRecognize = [.log("recognized")]
      views[v].gestures = [r]
    }
    return Scene(
      title: scene.title, canvas: scene.canvas, background: scene.background,
      counters: scene.counterNames.map { ($0, scene.counters[$0] ?? 0) }, views: views,
      gestureTiming: scene.gestureTiming)
  }
}
