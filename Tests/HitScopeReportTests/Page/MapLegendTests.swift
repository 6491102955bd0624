import HitScopeEngine
import HitScopeRender
import HitScopeTestSupport
import Testing

@testable import HitScopeReport

/// The report's map legend beside the map the renderer draws: each swatch is the colour the map
/// shows, over a white scene, inside the area it names.
struct MapLegendTests {
  /// Two views in a window that passes touches through: where neither is, a click reaches
  /// nothing.
  private static let scene = HitScopeTestSupport.scene(
    width: 200, height: 200,
    children: [view("card", [20, 20, 80, 80]), view("banner", [100, 0, 100, 100])],
    root: { $0.hitTestOverride = .passthrough })

  /// The legend's entries, in order: their names and their swatches' CSS colours.
  private static func entries(of scene: Scene) -> [(name: String, swatch: String)] {
    var html = HTMLBuilder()
    MapLegend(scene: scene).write(to: &html)
    return html.html.split(separator: "<li>").dropFirst().compactMap { item in
      guard let colour = item.split(separator: "background: ").dropFirst().first?.prefix(7),
        let name = item.split(separator: "</span>").dropFirst().first?.split(separator: " ").first
      else { return nil }
      return (String(name), String(colour))
    }
  }

  /// The map's pixel at `point` (window points) as `#rrggbb`, drawn without a panel.
  private static func mapPixel(of scene: Scene, at point: Point) throws -> String {
    let frame = try Frame(
      scene: scene,
      options: RenderOptions(overlays: [.map], showPanel: false, showLegendStrip: false))
    let image = try SceneRenderer().render(frame)
    let origin = frame.layout.canvasOrigin
    let argb = image.pixel(x: Int(origin.x + point.x), y: Int(origin.y + point.y))
    let hex = [16, 8, 0].map { String((argb >> UInt32($0)) & 0xFF, radix: 16) }
    return "#" + hex.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
  }

  /// Whether two `#rrggbb` colours differ by at most one level per channel (rounding).
  private static func alike(_ a: String, _ b: String) -> Bool {
    func channels(_ s: String) -> [Int] {
      [1, 3, 5].map { Int(s.dropFirst($0).prefix(2), radix: 16) ?? -1 }
    }
    return zip(channels(a), channels(b)).allSatisfy { abs($0 - $1) <= 1 }
  }

  /// Points inside each area away from its border (drawn stronger) and its name tag (at the
  /// area's centre).
  @Test(arguments: [
    ("card", Point(25, 25)), ("banner", Point(190, 90)), ("nothing", Point(150, 150)),
  ])
  func eachSwatchIsTheColourTheMapShows(name: String, inside point: Point) throws {
    let swatch = try #require(Self.entries(of: Self.scene).first { $0.name == name }?.swatch)
    let pixel = try Self.mapPixel(of: Self.scene, at: point)
    #expect(Self.alike(swatch, pixel), "legend \(swatch), map \(pixel)")
  }
}
