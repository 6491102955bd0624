extension Scene {
  /// One sentence per view of `result`'s trace whose class overrides a hit-testing method (an
  /// imported app's custom class): its verdict, computed by the framework's default rule, is
  /// part of the answer, which the override could change. In trace order, each class once.
  public func overrideNotes(for result: HitTestResult) -> [String] {
    var seen: Set<String> = []
    return result.trace.compactMap { visit in
      guard let note = views[visit.view].overrideNote, seen.insert(note).inserted else {
        return nil
      }
      return note
    }
  }
}
