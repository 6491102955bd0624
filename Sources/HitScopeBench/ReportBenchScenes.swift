/// The scene files of the `report.*.ms` figures: a 400 x 300 pt form of twelve labelled buttons
/// in a grid, one of them shrunk below the minimum target and one covered by an almost clear
/// overlay, with ten probes at button centres of which two fail (the covered button, and one
/// that expects its neighbour). Like a real suite: mostly passing, a few findings per scene.
enum ReportBenchScenes {
  static let probesPerScene = 10

  /// The text of scene number `index` (from 0); scenes differ in which buttons are shrunk,
  /// covered and expected wrongly.
  static func text(index: Int) -> String {
    let shrunk = index % 12
    let covered = (index + 5) % 10
    let wrong = (covered + 3) % 10
    var buttons: [String] = []
    var centres: [(Double, Double)] = []
    for i in 0..<12 {
      let x = 16.0 + Double(i % 4) * 96
      let y = 60.0 + Double(i / 4) * 76
      let (w, h) = i == shrunk ? (30.0, 20.0) : (84.0, 44.0)
      centres.append((x + w / 2, y + h / 2))
      buttons.append(
        """
            {"id": "button\(i)", "type": "UIButton", "frame": [\(x), \(y), \(w), \(h)],
             "fill": "#2563eb", "label": "Item \(i)", "textColor": "white",
             "onTap": {"increment": "taps"}}
        """)
    }
    let c = centres[covered]
    buttons.append(
      """
          {"id": "overlay", "type": "UIView", "frame": [\(c.0 - 50), \(c.1 - 30), 100, 60],
           "fill": "#00000005"}
      """)
    var probes: [String] = []
    for i in 0..<probesPerScene {
      let expect = i == wrong ? "button\((i + 1) % 12)" : "button\(i)"
      probes.append(
        "    {\"name\": \"item \(i)\", \"at\": [\(centres[i].0), \(centres[i].1)], "
          + "\"expect\": \"\(expect)\"}")
    }
    return """
      {
        "title": "Form \(index + 1)",
        "canvas": {"width": 400, "height": 300},
        "counters": {"taps": 0},
        "root": {"id": "root", "type": "UIWindow", "children": [
          {"id": "heading", "type": "UILabel", "frame": [16, 14, 368, 30], "label": "Form \(index + 1)"},
      \(buttons.joined(separator: ",\n"))
        ]},
        "probes": [
      \(probes.joined(separator: ",\n"))
        ]
      }
      """
  }
}
