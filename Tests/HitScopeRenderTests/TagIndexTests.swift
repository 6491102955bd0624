import HitScopeEngine
import HitScopeSynthetic
import Testing

@testable import HitScopeRender

/// The tag index answers exactly what checking every placed tag answers: whether any overlaps
/// a rectangle, and which (as `Rect.intersection` says).
struct TagIndexTests {
  /// Rectangles inside, across and beyond the area, touching cell edges and each other, with
  /// sides of zero, negative sides and coordinates that are not finite.
  @Test(arguments: [1, 2, 3])
  func answersLikeCheckingEveryRectangle(seed: UInt64) {
    let area = Rect(x: -18, y: -18, width: 516, height: 356)
    var generator = SplitMix64(seed: seed)
    func coordinate() -> Double {
      switch generator.next() % 20 {
      case 0: return .nan
      case 1: return .infinity
      case 2: return -1000
      case 3: return Double(generator.next() % 9) * TagIndex.cellSide - 18
      default: return Double(generator.next() % 6000) / 10 - 60
      }
    }
    func side() -> Double {
      switch generator.next() % 12 {
      case 0: return 0
      case 1: return -5
      case 2: return 900
      default: return Double(generator.next() % 800) / 10
      }
    }
    func rect() -> Rect { Rect(x: coordinate(), y: coordinate(), width: side(), height: side()) }
    var index = TagIndex(area: area)
    var placed: [Rect] = []
    var hits = 0
    for _ in 0..<600 {
      let query = rect()
      let expected = placed.contains { $0.intersection(query) != nil }
      #expect(index.anyIntersects(query) == expected, "query \(query) over \(placed.count) rects")
      let which = placed.indices.filter { placed[$0].intersection(query) != nil }
      #expect(index.intersecting(query) == which, "query \(query) over \(placed.count) rects")
      if expected { hits += 1 }
      let new = rect()
      index.insert(new)
      placed.append(new)
    }
    // Both answers must have come up for the comparison to mean anything.
    #expect(hits > 50 && hits < 550, "\(hits) of 600 queries overlapped")
  }

  /// An index over an area that is not finite still answers (by checking every rectangle).
  @Test func answersWithoutAGrid() {
    var index = TagIndex(area: Rect(x: 0, y: 0, width: .infinity, height: 10))
    index.insert(Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(index.anyIntersects(Rect(x: 14, y: 14, width: 3, height: 3)))
    #expect(!index.anyIntersects(Rect(x: 15, y: 0, width: 3, height: 3)))
    #expect(index.intersecting(Rect(x: 14, y: 14, width: 3, height: 3)) == [0])
    #expect(index.intersecting(Rect(x: 15, y: 0, width: 3, height: 3)).isEmpty)
  }
}

extension TagIndex {
  /// The positions in insertion order of the rectangles that overlap `rect`, ascending, each
  /// once.
  func intersecting(_ rect: Rect) -> [Int] {
    var found = Set<Int>()
    forEachIntersecting(rect) { found.insert($0).inserted || true }
    return found.sorted()
  }
}
