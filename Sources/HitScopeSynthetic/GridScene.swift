import Foundation
import HitScopeEngine

/// A 1280x800 scene of exactly 1,000 views for timing frames: a root holding 37 cards on a
/// grid, each with 26 small buttons, labels and ellipses (1 + 37 x 27 = 1,000 views).
public enum GridScene {
  public static let viewCount = 1000
  public static let columns = 8
  public static let cardsPerScene = 37
  public static let childrenPerCard = 26
  /// A card's side and the grid's pitch, in scene points.
  public static let cardSide = 150.0
  public static let pitch = 160.0

  public static func text() -> String {
    var cards: [String] = []
    for card in 0..<cardsPerScene {
      let x = Double(card % columns) * pitch
      let y = Double(card / columns) * pitch
      var children: [String] = []
      for i in 0..<childrenPerCard {
        let frame = "[\(Double(i % 6) * 25), \(Double(i / 6) * 30), 22, 26]"
        let id = "v\(card)_\(i)"
        switch i % 3 {
        case 0:
          children.append(
            """
            {"id": "\(id)", "type": "UIButton", "frame": \(frame), "fill": "#3366ff",
             "shape": {"roundedRect": 4}, "onTap": {"increment": "taps"}}
            """)
        case 1:
          children.append(
            """
            {"id": "\(id)", "type": "UILabel", "frame": \(frame), "label": "\(i)",
             "textColor": "navy"}
            """)
        default:
          children.append(
            """
            {"id": "\(id)", "frame": \(frame), "shape": "ellipse", "fill": "#ffcc66",
             "stroke": "gray", "lineWidth": 1}
            """)
        }
      }
      cards.append(
        """
        {"id": "card\(card)", "frame": [\(x), \(y), \(cardSide), \(cardSide)], "fill": "#eef2ff",
         "children": [\(children.joined(separator: ",\n"))]}
        """)
    }
    return """
      {
        "title": "Grid of 1,000 views",
        "canvas": {"width": 1280, "height": 800, "background": "#ffffff"},
        "counters": {"taps": 0},
        "root": {"id": "root", "children": [\(cards.joined(separator: ",\n"))]}
      }
      """
  }

  /// The centre of child `i` of card `card`, in scene points.
  public static func centre(card: Int, child i: Int) -> Point {
    Point(
      Double(card % columns) * pitch + Double(i % 6) * 25 + 11,
      Double(card / columns) * pitch + Double(i / 6) * 30 + 13)
  }
}
