import HitScopeEngine

/// What each trace verdict means, in a few plain words, for the report's trace tables.
enum VerdictGlossary {
  static func meaning(of verdict: Verdict) -> String {
    switch verdict {
    case .hit: "takes the click"
    case .descended: "passed it to a child"
    case .hidden: "hidden: skipped with its subtree"
    case .interactionDisabled: "user interaction disabled: skipped with its subtree"
    case .transparent: "too transparent to be hit: skipped with its subtree"
    case .hitTestingDisabled: "allowsHitTesting(false): skipped with its subtree"
    case .outside: "the point is outside its hit region"
    case .noRegion: "paints nothing there, and no child took the point"
    case .passthrough: "its hit-test override passes the click through"
    case .redirected: "its hit-test override sends the click to another view"
    }
  }
}
