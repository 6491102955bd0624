extension Scene {
  /// One sentence per view of `result`'s trace whose class overrides a hit-testing method (an
  /// imported app's custom class): its verdict, computed by the framework's default rule, is
  /// part of the answer, which the override could change. In trace order.
  public func overrideNotes(for result: HitTestResult) -> [String] {
    var seen: Set<ViewIndex> = []
    return result.trace.compactMap { visit in
      guard seen.insert(visit.view).inserted else { return nil }
      return views[visit.view].overrideNote
    }
  }
}
