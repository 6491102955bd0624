import HitScopeEngine

/// The trace's verdicts on the way from the window to the view a probe expected: where the
/// hit-test turned away from it. The report shows them under "why it missed".
struct TracePath {
  struct Step: Hashable {
    var view: ViewIndex
    /// nil when the hit-test never asked this view.
    var verdict: Verdict?
  }

  /// The root first, the expected view last.
  var steps: [Step]

  /// The path to `expected` in `result`'s trace.
  init(to expected: ViewIndex, in result: HitTestResult, scene: Scene) {
    var path: [ViewIndex] = []
    var v: ViewIndex? = expected
    while let current = v {
      path.append(current)
      v = scene.views[current].parent
    }
    var verdicts: [ViewIndex: Verdict] = [:]
    for visit in result.trace { verdicts[visit.view] = visit.verdict }
    steps = path.reversed().map { Step(view: $0, verdict: verdicts[$0]) }
  }

  /// The first step that did not pass the click on towards the expected view: a view that
  /// turned it away, or the first one never asked; nil when every step took part.
  var turningPoint: Step? {
    steps.first { step in
      guard let verdict = step.verdict else { return true }
      return !verdict.isPositive
    }
  }
}
