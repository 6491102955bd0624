import Testing

@testable import HitScopeRender

/// The two-generation cache: a value is made once while it is used, the cache never holds more
/// than twice its capacity, and a value left unused for two turnovers is made again.
struct GenerationCacheTests {
  @Test func aValueUsedEveryRoundIsMadeOnce() {
    var cache = GenerationCache<Int, String>(capacity: 3)
    var made: [Int] = []
    func get(_ key: Int) -> String {
      cache.value(for: key) {
        made.append(key)
        return "v\(key)"
      }
    }
    for round in 0..<10 {
      #expect(get(0) == "v0")
      #expect(get(100 + round) == "v\(100 + round)")
      #expect(cache.count <= 6)
    }
    #expect(made.filter { $0 == 0 }.count == 1)
    #expect(made.count == 11)
  }

  @Test func aValueUnusedForTwoTurnoversIsMadeAgain() {
    var cache = GenerationCache<Int, Int>(capacity: 2)
    var makes = 0
    func get(_ key: Int) -> Int {
      cache.value(for: key) {
        makes += 1
        return key * 10
      }
    }
    _ = get(1)
    for key in 2...6 { _ = get(key) }
    #expect(makes == 6)
    #expect(get(1) == 10)
    #expect(makes == 7)
  }
}
