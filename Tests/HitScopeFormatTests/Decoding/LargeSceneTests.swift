import Foundation
import HitScopeEngine
import Testing

@testable import HitScopeFormat

/// A bound that only a hang or a quadratic algorithm would break, even in a debug build run
/// beside the rest of the suite on a loaded machine; how fast a load is, is a `hitscope bench`
/// figure.
@Test(.timeLimit(.minutes(10))) func hundredThousandViewsLoad() throws {
  let source = flatViews(count: 99_999)
  let s = try scene(source)
  #expect(s.views.count == 100_000)
  #expect(s.root.children.count == 99_999)
  #expect(s.indexByID["v99998"] == 99_999)
  #expect(s.views[99_999].frame == Rect(x: 980, y: 990, width: 8, height: 8))
}

@Test func hundredThousandErrorsAreAllReported() {
  var source = #"{"canvas": {"width": 10, "height": 10}, "root": {"id": "root", "children": ["#
  for i in 0..<20_000 {
    if i > 0 { source += "," }
    source += #"{"id": "v\#(i)", "frame": [0, 0, 1, 1], "hiden": true}"#
  }
  source += "]}}"
  let p = problems(source)
  #expect(p.count == 20_000)
  #expect(p.last?.hasSuffix(#"view "v19999": hiden: unknown key (did you mean "hidden"?)"#) == true)
}
