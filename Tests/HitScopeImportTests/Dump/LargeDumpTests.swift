import HitScopeEngine
import Testing

@testable import HitScopeImport

/// A generated 20,000-view dump imports to the scene the generator meant.
@Suite struct LargeDumpTests {
  @Test func twentyThousandViews() throws {
    let meant = RandomScenes.uikit(seed: 2026, count: 20_000)
    #expect(meant.views.count > 19_000)
    let s = try imported(recursiveDescription(of: meant))
    #expect(s.views.count == meant.views.count)
    #expect(s.canvas == meant.canvas)
    // One expectation over all views: a mismatch names the first few.
    var mismatches: [Int] = []
    for (i, v) in s.views.enumerated() {
      let m = meant.views[i]
      var same =
        s.notes[i].address == address(i) && v.type == m.type && v.parent == m.parent
        && v.children == m.children && v.isHidden == m.isHidden
        && v.clipsToBounds == m.clipsToBounds
        && v.userInteractionEnabled == m.userInteractionEnabled
        && abs(v.alpha - m.alpha) < 1e-6 && v.boundsOrigin == m.boundsOrigin
      if m.transform == nil {
        same = same && v.transform == nil && v.frame == m.frame
      } else {
        same =
          same && abs(v.frame.midX - m.frame.midX) < 1e-3 && abs(v.frame.midY - m.frame.midY) < 1e-3
          && abs(v.frame.width - m.frame.width) < 1e-3
          && abs(v.frame.height - m.frame.height) < 1e-3
      }
      if !same { mismatches.append(i) }
    }
    #expect(mismatches.isEmpty, "views \(mismatches.prefix(5)) differ from the generator's")
    #expect(Set(s.views.map(\.id)).count == s.views.count)
  }
}
