import HitScopeEngine
import HitScopeRender

/// The hit map's legend: each view a click reaches, in the map's colour, with the area it gets,
/// largest first, and the area where a click reaches nothing.
struct MapLegend {
  /// Views listed before "… and N more".
  static let maximumEntries = 12

  var scene: Scene

  func write(to html: inout HTMLBuilder) {
    let map = HitMap(scene: scene, scale: 1)
    let statistics = HitMapStatistics(map: map, scene: scene)
    let colors = Palette.viewColors(for: scene)
    let reached = statistics.views.filter { $0.reachableArea > 0 }
      .sorted { $0.reachableArea > $1.reachableArea }
    html.element("ul", [.class("legend")]) { html in
      for figures in reached.prefix(MapLegend.maximumEntries) {
        entry(
          swatch: MapLegend.onWhite(colors[figures.view], alpha: Palette.mapViewAlpha),
          name: figures.id,
          area: figures.reachableArea, in: &html)
      }
      if reached.count > MapLegend.maximumEntries {
        html.element(
          "li", [.class("area")], text: "… and \(reached.count - MapLegend.maximumEntries) more")
      }
      if statistics.unreached > 0 {
        entry(
          swatch: MapLegend.onWhite(
            Palette.mapNothing, alpha: Palette.mapNothingAlpha), name: "nothing",
          area: statistics.unreached, in: &html)
      }
    }
  }

  private func entry(swatch: String, name: String, area: Double, in html: inout HTMLBuilder) {
    html.element("li") { html in
      html.element("span", [.class("swatch"), .init("style", "background: \(swatch)")], text: "")
      html.text(name + " ")
      html.element("span", [.class("area")], text: MapLegend.area(area))
    }
  }

  /// `1,234 pt²`, whole square points.
  static func area(_ squarePoints: Double) -> String {
    let whole = Int(squarePoints.rounded())
    var digits = String(whole)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped + " pt²"
  }

  /// The CSS colour `color` at `alpha` shows as over white, as the map paints it over a light
  /// scene: `#rrggbb`.
  static func onWhite(_ color: Color, alpha: Double) -> String {
    let a = color.alpha * alpha
    func channel(_ c: Double) -> String {
      let v = Int(((c * a + (1 - a)) * 255).rounded())
      let hex = String(min(255, max(0, v)), radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + channel(color.red) + channel(color.green) + channel(color.blue)
  }
}
