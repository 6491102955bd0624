import HitScopeEngine

/// One line of the side panel: a fixed height, so the panel's layout is arithmetic and the
/// window can lay out a frame without measuring text.
struct PanelLine: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case title, subtitle, heading, body, note
    /// A body line's text wrapped onto the next line.
    case continued

    /// Height of the line in points, including the space above headings.
    var height: Double {
      switch self {
      case .title: 26
      case .subtitle: 18
      case .heading: 30
      case .body: 19
      case .note: 17
      case .continued: 16
      }
    }
  }

  /// A small graphic left of the text that ties it to what the canvas shows.
  enum Marker: Hashable, Sendable {
    case none
    case swatch(Color)
    /// A swatch of exactly this colour (a map tint as the map paints it).
    case fill(Color)
    case outline(Color)
    /// A dashed outline: a trace verdict the picture outlines dashed.
    case dashedOutline(Color)
    case hatch(Color, crossed: Bool)
    case dashed(Color)
    case badge(Int, Color)
    /// A numbered square: an audit finding.
    case square(Int, Color)
    /// No graphic, but the text starts where a marker's text would (a wrapped sentence).
    case blank
    case pass
    case fail
    case click
    /// A small name tag: the canvas' tags.
    case tag
  }

  var kind: Kind
  var text: String
  var marker: Marker = .none
  /// Nesting depth (trace), in steps of 12 points.
  var indent: Int = 0
  var color: Color? = nil

  /// A legend line: a note with its marker.
  static func legend(_ text: String, _ marker: PanelLine.Marker) -> PanelLine {
    PanelLine(kind: .note, text: text, marker: marker)
  }
}
