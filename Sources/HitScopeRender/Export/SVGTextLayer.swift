import HitScopeEngine

/// The text of an SVG document as real, invisible `<text>` elements over the glyphs cairo
/// draws: cairo 1.16's SVG surface writes every glyph as a `<symbol>` outline, so without this
/// layer a picture's names and sentences could not be searched, selected or read aloud. Each
/// line of text is one element at the line's baseline, under the user space it was drawn in.
final class SVGTextLayer {
  struct Run {
    var text: String
    /// The line's start on its baseline, in the user space of `matrix`.
    var origin: Point
    /// Its size (user units), weight and face.
    var style: TextStyle
    /// User space to the document's pixels.
    var matrix: AffineTransform
  }

  private(set) var runs: [Run] = []

  func add(_ run: Run) {
    guard !run.text.isEmpty else { return }
    runs.append(run)
  }

  /// `document` (cairo's finished SVG) with the layer inserted before its closing `</svg>`;
  /// unchanged when there is no text or no closing tag.
  func inserted(into document: [UInt8]) -> [UInt8] {
    let closing = Array("</svg>".utf8)
    guard !runs.isEmpty, let end = document.ranges(of: closing).last?.lowerBound else {
      return document
    }
    var layer = "<g fill=\"#000000\" fill-opacity=\"0\" stroke=\"none\" aria-hidden=\"false\">\n"
    for run in runs {
      let (m, style) = (run.matrix, run.style)
      layer +=
        "<text transform=\"matrix(\(n(m.a)) \(n(m.b)) \(n(m.c)) \(n(m.d)) \(n(m.tx)) \(n(m.ty)))\""
      layer += " x=\"\(n(run.origin.x))\" y=\"\(n(run.origin.y))\" font-size=\"\(n(style.size))\""
      layer += " font-family=\"\(style.face.families.svg)\""
      layer += style.bold ? " font-weight=\"bold\"" : ""
      layer += " xml:space=\"preserve\">\(XMLText.escaped(run.text))</text>\n"
    }
    layer += "</g>\n"
    return Array(document[..<end]) + Array(layer.utf8) + Array(document[end...])
  }

  /// A number as SVG reads it: at most 4 decimals (Swift writes no exponent for such values
  /// within a document's range).
  private func n(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
