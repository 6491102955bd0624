/// Why a click at a view's centre does not end at that view, read from the trace of the click:
/// the sentence the `unreachable` rule prints and the views it names.
struct UnreachableCause {
  var reason: String
  var related: [ViewIndex]

  init(view v: ViewIndex, in context: AuditContext) {
    let scene = context.scene
    let view = scene.views[v]
    if view.frame.width <= 0 || view.frame.height <= 0 {
      self.init(reason: "it has no area", related: [])
      return
    }
    let centre = scene.viewToWindow(v).apply(view.bounds.center)
    let result = scene.hitTest(centre)
    var verdicts: [ViewIndex: Verdict] = [:]
    for visit in result.trace { verdicts[visit.view] = visit.verdict }
    let path = Array(context.ancestors(of: v).reversed()) + [v]
    for a in path {
      let whose = a == v ? "it" : "its ancestor \(scene.views[a].id)"
      let related = a == v ? [] : [a]
      guard let verdict = verdicts[a] else {
        if let hit = result.hit {
          self.init(
            reason: "it is covered by \(scene.views[hit].id), which takes the click at its centre",
            related: [hit])
        } else {
          self.init(reason: "no view is hit at its centre", related: [])
        }
        return
      }
      switch verdict {
      case .hidden:
        self.init(reason: "\(whose) is hidden", related: related)
        return
      case .interactionDisabled:
        self.init(reason: "\(whose) has user interaction disabled", related: related)
        return
      case .transparent:
        let limit = scene.views[a].semantics == .swiftui ? "0.001" : "0.01"
        self.init(reason: "\(whose) has alpha below \(limit)", related: related)
        return
      case .hitTestingDisabled:
        self.init(reason: "\(whose) has allowsHitTesting set to false", related: related)
        return
      case .outside:
        if a == v {
          self.init(reason: "its centre lies outside its own hit region", related: [])
        } else {
          self.init(
            reason:
              "it lies outside the hit region of its ancestor \(scene.views[a].id), where hit-testing never descends",
            related: related)
        }
        return
      case .noRegion:
        self.init(
          reason: "\(whose) paints nothing, so SwiftUI never hits it without a contentShape",
          related: related)
        return
      case .passthrough:
        self.init(reason: "\(whose) passes touches through (hitTest returns nil)", related: related)
        return
      case .redirected:
        let target = result.hit.map { scene.views[$0].id } ?? "another view"
        self.init(
          reason: "\(whose) redirects touches to \(target)", related: result.hit.map { [$0] } ?? [])
        return
      case .hit, .descended:
        continue
      }
    }
    if let hit = result.hit, hit != v, context.isAncestor(v, of: hit) {
      self.init(
        reason:
          "its subview \(scene.views[hit].id) takes the click and \(context.handlerName(of: hit)) handles it",
        related: [hit])
      return
    }
    if !view.handlesTouches {
      self.init(
        reason: "handlesTouches is false, so touches pass it up the responder chain", related: [])
      return
    }
    self.init(reason: "no click reaches it", related: [])
  }

  private init(reason: String, related: [ViewIndex]) {
    self.reason = reason
    self.related = related
  }
}

extension AuditContext {
  /// The name of the responder that handles a touch on `v`, or "nothing".
  func handlerName(of v: ViewIndex) -> String {
    map.handlerOfView[v].map { $0.name(in: scene) } ?? "nothing"
  }
}
