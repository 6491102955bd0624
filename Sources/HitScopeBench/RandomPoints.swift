import HitScopeEngine

/// Seeded uniform points over a rectangle, the same on every machine (an LCG, not the system
/// generator, whose sequence is not specified).
enum RandomPoints {
  static func generate(_ count: Int, in area: Rect, seed: UInt64) -> [Point] {
    var state = seed
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(UInt64(1) << 53)
    }
    return (0..<count).map { _ in
      Point(area.minX + next() * area.width, area.minY + next() * area.height)
    }
  }
}
