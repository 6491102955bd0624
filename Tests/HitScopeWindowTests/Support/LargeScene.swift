/// A scene of 20,000 views whose audit takes the window seconds (minutes in a debug build):
/// 202 groups of 98 small views each (fills, buttons, labels, ellipses of 8 x 4 pt: thousands
/// of targets under the minimum size), and in front of them one big button, `big`, to click.
enum LargeScene {
  static let viewCount = 20_000
  /// The big button's centre, in scene points.
  static let bigCentre = (x: 1180.0, y: 740.0)

  static func text() -> String {
    var groups: [String] = []
    for group in 0..<202 {
      let gx = (group * 37) % 1000
      let gy = (group * 53) % 640
      var children: [String] = []
      for i in 0..<98 {
        let frame = "[\(i % 10 * 8), \(i / 10 * 4), 8, 4]"
        let id = "v\(group)_\(i)"
        switch i % 4 {
        case 0: children.append(#"{"id": "\#(id)", "frame": \#(frame), "fill": "blue"}"#)
        case 1:
          children.append(
            #"{"id": "\#(id)", "type": "UIButton", "frame": \#(frame), "shape": {"roundedRect": 2}, "onTap": {"increment": "taps"}}"#
          )
        case 2:
          children.append(
            #"{"id": "\#(id)", "type": "UILabel", "frame": \#(frame), "label": "Row \#(i)", "textColor": "navy"}"#
          )
        default:
          children.append(
            #"{"id": "\#(id)", "frame": \#(frame), "shape": "ellipse", "stroke": "gray", "lineWidth": 1}"#
          )
        }
      }
      groups.append(
        #"{"id": "g\#(group)", "frame": [\#(gx), \#(gy), 80, 40], "children": [\#(children.joined(separator: ",\n"))]}"#
      )
    }
    // The root, 202 groups of 1 + 98 views, and the big button: 20,000 views.
    groups.append(
      #"{"id": "big", "type": "UIButton", "frame": [1100, 700, 160, 80], "fill": "green", "onTap": {"increment": "taps"}}"#
    )
    return """
      {
        "title": "20,000 views",
        "canvas": {"width": 1280, "height": 800},
        "counters": {"taps": 0},
        "root": {"id": "root", "children": [\(groups.joined(separator: ",\n"))]}
      }
      """
  }
}
