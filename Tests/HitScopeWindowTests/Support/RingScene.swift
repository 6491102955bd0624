import Foundation

/// The ring over the button, as a scene file: a UIKit button filling the canvas and a ring
/// above it whose hole lets clicks through to the button.
enum RingScene {
  /// `label` is the text of the status label in the ring's hole; `extraCounters` are added to
  /// the file's counters (as `"name": value` pairs).
  static func text(label: String = "{below} | {ring}", extraCounters: String = "") -> String {
    """
    {
      "title": "Ring über Button",
      "canvas": {"width": 240, "height": 240, "background": "#ffffff"},
      "counters": {"below": 0, "ring": 0\(extraCounters)},
      "root": {
        "id": "root",
        "children": [
          {"id": "below", "type": "UIButton", "frame": [0, 0, 240, 240], "fill": "#dfe9ff",
           "onTap": {"increment": "below"}},
          {"id": "ring", "frame": [0, 0, 240, 240], "fill": "#3366cc",
           "shape": {"compound": [{"ellipse": [0, 0, 240, 240]}, {"ellipse": [72, 72, 96, 96]}],
                     "fillRule": "evenodd"},
           "contentShape": "shape", "onTap": {"increment": "ring"}},
          {"id": "status", "type": "UILabel", "frame": [76, 108, 88, 24],
           "label": "\(label)", "fontSize": 16, "textColor": "#000000"}
        ]
      }
    }
    """
  }

  /// A file that is not a valid scene (a syntax error on line 3).
  static let broken = """
    {
      "title": "broken",
      "canvas": {"width": 240 BROKEN
    }
    """
}
