/// Why no click reaches a visible view, read from the hit-test of a point where it is drawn: the
/// sentence the `unreachable` rule prints and the views it names.
///
/// The point is a visible pixel of the view (its own paint, else its subtree's) nearest the
/// middle of what is visible, so the cause is one a user meets where they tap, never a window or
/// clipping ancestor that merely excludes an invisible part.
struct UnreachableCause {
  /// How many visible pixels nearest the middle are tried for one the view's own region holds.
  static let candidateCount = 16

  var reason: String
  var related: [ViewIndex]

  init(view v: ViewIndex, in context: AuditContext) {
    let scene = context.scene
    let view = scene.views[v]
    let candidates = context.visiblePointsNearTheMiddle(of: v, limit: Self.candidateCount)
    guard view.frame.width > 0, view.frame.height > 0, let first = candidates.first else {
      self.init(reason: "it has no area", related: [])
      return
    }
    for point in candidates {
      let result = scene.hitTest(point)
      if let missed = scene.missedView(v, in: result) {
        self.init(missed, of: v, hit: result.hit, in: scene)
        return
      }
    }
    let result = scene.hitTest(first)
    if let hit = result.hit, hit != v, context.isAncestor(v, of: hit) {
      self.init(
        reason:
          "its subview \(scene.views[hit].id) takes the click and \(context.handlerName(of: hit)) handles it",
        related: [hit])
    } else if result.hit == v && !view.handlesTouches {
      self.init(
        reason: "handlesTouches is false, so touches pass it up the responder chain", related: [])
    } else if let hit = result.hit, hit != v {
      self.init(
        reason: "it is covered by \(scene.views[hit].id), which takes the click", related: [hit])
    } else {
      self.init(reason: "no view is hit where it is drawn", related: [])
    }
  }

  /// The clause for a view the hit-test turned away, as `missedViews` explains it.
  private init(_ missed: MissedView, of v: ViewIndex, hit: ViewIndex?, in scene: Scene) {
    let blocker = missed.blockedBy
    let whose = blocker.map { "\(scene.relation(of: $0, to: v)) \(scene.views[$0].id)" } ?? "it"
    switch missed.reason {
    case .covered:
      let cover = blocker.map { scene.views[$0].id } ?? "another view"
      self.init(
        reason: "it is covered by \(cover), which takes the click",
        related: blocker.map { [$0] } ?? [])
    case .verdict(.outside):
      self.init(
        reason: "it lies outside the hit region of \(whose), where hit-testing never descends",
        related: blocker.map { [$0] } ?? [])
    case .verdict(.passthrough):
      self.init(reason: "its hitTest override passes touches through (returns nil)", related: [])
    case .verdict(.redirected):
      let target = hit.map { scene.views[$0].id } ?? "another view"
      self.init(
        reason: "its hitTest override redirects touches to \(target)",
        related: hit.map { [$0] } ?? [])
    case .verdict(let verdict):
      let owner = blocker ?? v
      self.init(
        reason: "\(whose) \(scene.flagPhrase(verdict, of: owner))",
        related: blocker.map { [$0] } ?? [])
    }
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
