import HitScopeEngine
import HitScopeRender
import Testing

@testable import HitScopeWindow

/// The window's status bar is laid out again only when what it shows, its width or its scale
/// changes, and the kept picture is the one a fresh render gives.
struct StatusBarCacheTests {
  static let bar = StatusBar(
    pointer: Point(120, 120), pointerTarget: "below", chips: KeyTable.chips(on: [.chain]),
    helpLines: KeyTable.help)

  @Test("the same bar at the same width and scale is rendered once")
  func sameBarOnce() throws {
    let cache = StatusBarCache()
    let first = try cache.image(of: Self.bar, width: 400, scale: 1)
    let second = try cache.image(of: Self.bar, width: 400, scale: 1)
    #expect(first === second)
    #expect(cache.renders == 1)
    #expect(first.pixels == (try Self.bar.render(width: 400, scale: 1)).pixels)
  }

  /// The bar with one thing changed: pointer, target, overlays or help.
  static let changedBars: [StatusBar] = {
    var pointer = bar
    pointer.pointer = Point(121, 120)
    var target = bar
    target.pointerTarget = "ring"
    var overlays = bar
    overlays.chips = KeyTable.chips(on: [.chain, .trace])
    var help = bar
    help.showsHelp = true
    return [pointer, target, overlays, help]
  }()

  @Test("a change of pointer, target, overlays or help renders again", arguments: changedBars)
  func changeRendersAgain(changed: StatusBar) throws {
    let cache = StatusBarCache()
    _ = try cache.image(of: Self.bar, width: 400, scale: 1)
    let image = try cache.image(of: changed, width: 400, scale: 1)
    #expect(cache.renders == 2)
    #expect(image.pixels == (try changed.render(width: 400, scale: 1)).pixels)
  }

  @Test("another width or scale renders again", arguments: [(401, 1.0), (400, 2.0)])
  func sizeRendersAgain(width: Int, scale: Double) throws {
    let cache = StatusBarCache()
    let first = try cache.image(of: Self.bar, width: 400, scale: 1)
    let image = try cache.image(of: Self.bar, width: width, scale: scale)
    #expect(cache.renders == 2)
    #expect(image !== first)
    #expect(image.pixels == (try Self.bar.render(width: width, scale: scale)).pixels)
  }
}
