import HitScopeEngine

/// Where an imported view's text is drawn. A dump prints a view's text on the view that owns
/// it, which is not always where the app shows it.
extension DumpMapper {
  /// A view's text that is also the text of its only descendant with text (a section header
  /// and its label) is drawn once, by the descendant. `views` is in pre-order.
  static func dropRepeatedText(in views: inout [ViewNode]) {
    // Per view, the index of its only descendant with text, or -1 for none, -2 for several.
    var only = [Int](repeating: -1, count: views.count)
    for v in views.indices.reversed() {
      var found = -1
      for child in views[v].children {
        let candidates = views[child].label != nil ? (only[child] == -1 ? child : -2) : only[child]
        if candidates == -1 { continue }
        found = (found == -1) ? candidates : -2
      }
      if let label = views[v].label, found >= 0, views[found].label == label {
        views[v].label = nil
      }
      only[v] = found
    }
  }

  /// A window's title, which AppKit prints on its `NSThemeFrame` (the whole window), is drawn in
  /// its title bar (`NSTitlebarView`, else `NSTitlebarContainerView`), centred as AppKit draws
  /// it, instead of across the middle of the window's content; not at all when the title bar
  /// has text of its own or a view in it shows the title. A theme frame without a title bar
  /// keeps its title.
  static func placeWindowTitles(in views: inout [ViewNode]) {
    for v in views.indices where views[v].isKind(of: ["NSThemeFrame"]) {
      guard let title = views[v].label else { continue }
      let titlebar =
        firstDescendant(of: v, in: views, ofKind: ["NSTitlebarView"])
        ?? firstDescendant(of: v, in: views, ofKind: ["NSTitlebarContainerView"])
      guard let titlebar else { continue }
      views[v].label = nil
      guard views[titlebar].label == nil,
        !subtree(of: titlebar, in: views).contains(where: { views[$0].label == title })
      else { continue }
      views[titlebar].label = title
      views[titlebar].fontSize = views[v].fontSize
      views[titlebar].numberOfLines = views[v].numberOfLines
    }
  }

  /// The first view of `classes` under `v` in pre-order.
  private static func firstDescendant(
    of v: ViewIndex, in views: [ViewNode], ofKind classes: Set<String>
  ) -> ViewIndex? {
    subtree(of: v, in: views).dropFirst().first { views[$0].isKind(of: classes) }
  }

  /// `v` and its descendants, in pre-order.
  private static func subtree(of v: ViewIndex, in views: [ViewNode]) -> [ViewIndex] {
    var out: [ViewIndex] = []
    var stack = [v]
    while let next = stack.popLast() {
      out.append(next)
      stack.append(contentsOf: views[next].children.reversed())
    }
    return out
  }
}
