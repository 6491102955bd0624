import Testing

@testable import HitScopeRender

/// A kept layer hands back the surface drawn for a key until the key is pushed out, drawing
/// only for keys it does not keep.
@Suite
struct KeptLayerTests {
  /// Draws `key` in `slot` at `width` x `height`, counting the draws in `draws`.
  private static func layer(
    _ layers: KeptLayer<String, String, Int>, _ key: String, slot: String, width: Int = 4,
    draws: inout Int
  ) throws -> KeptLayer<String, String, Int>.Entry {
    var drawn = draws
    let entry = try layers.layer(for: key, in: slot, width: width, height: 3) { _, _ in
      drawn += 1
      return drawn
    }
    draws = drawn
    return entry
  }

  @Test func aKeptKeyIsFoundWithoutDrawing() throws {
    let layers = KeptLayer<String, String, Int>(capacity: 2)
    var draws = 0
    #expect(layers.kept("a", width: 4, height: 3) == nil)
    let a = try Self.layer(layers, "a", slot: "x", draws: &draws)
    #expect(layers.kept("a", width: 4, height: 3) === a)
    #expect(layers.kept("b", width: 4, height: 3) == nil)
    #expect(try Self.layer(layers, "a", slot: "x", draws: &draws) === a)
    #expect(draws == 1)
  }

  /// Finding a layer kept makes it the most recent: a layer in a new slot then pushes out the
  /// other one.
  @Test func findingAKeptLayerKeepsItLongest() throws {
    let layers = KeptLayer<String, String, Int>(capacity: 2)
    var draws = 0
    let a = try Self.layer(layers, "a", slot: "x", draws: &draws)
    _ = try Self.layer(layers, "b", slot: "y", draws: &draws)
    #expect(layers.kept("a", width: 4, height: 3) === a)
    _ = try Self.layer(layers, "c", slot: "z", draws: &draws)
    #expect(layers.kept("a", width: 4, height: 3) === a)
    #expect(layers.kept("b", width: 4, height: 3) == nil)
    #expect(draws == 3)
  }

  /// Asking at another size lets every layer of the old size go.
  @Test func askingAtAnotherSizeLetsTheOldLayersGo() throws {
    let layers = KeptLayer<String, String, Int>(capacity: 2)
    var draws = 0
    _ = try Self.layer(layers, "a", slot: "x", draws: &draws)
    #expect(layers.kept("a", width: 5, height: 3) == nil)
    #expect(layers.kept("a", width: 4, height: 3) == nil)
    let wider = try Self.layer(layers, "a", slot: "x", width: 5, draws: &draws)
    #expect(wider.surface.width == 5)
    #expect(draws == 2)
  }
}
