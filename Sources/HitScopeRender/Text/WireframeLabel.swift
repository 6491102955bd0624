import HitScopeEngine

/// A view's label set as `WireframeText` says, ready to draw: the lines it is drawn on, in the
/// app's face at the view's font size, aligned across the bounds by the view's text alignment
/// and centred vertically.
///
/// Made in the label's user space (`enter(_:of:)`): origin at the bounds' centre, upright on
/// screen. `box` is in that space and, as it is centred vertically, in the bounds space moved by
/// the bounds' centre too.
struct WireframeLabel {
  /// The text, drawn with its corner at `box.origin` in label space.
  let layout: TextLayout
  /// The text's box in label space.
  let box: Rect

  /// Sets `text` for `view` on `context`, whose user space must be the label space of the view's
  /// bounds.
  init(_ text: String, for view: ViewNode, context: CairoContext) throws {
    let bounds = view.bounds
    let alignment = view.resolvedTextAlignment
    func style(_ align: TextStyle.Alignment) -> TextStyle {
      TextStyle(size: view.fontSize, face: .app, alignment: align, overflow: .wrap)
    }
    let flat = String(text.map { $0.isNewline ? " " : $0 })
    let line = try TextLayout(flat, style: style(.left), width: nil, in: context)
    let lines: [String]
    if bounds.width > 0, line.size.width > bounds.width || text.contains(where: \.isNewline) {
      let ellipsis = try TextLayout(
        WireframeText.ellipsis, style: style(.left), width: nil, in: context)
      let count = WireframeText.lineCount(
        height: bounds.height, lineHeight: line.size.height, numberOfLines: view.numberOfLines)
      lines = WireframeText.lines(
        text, offsets: line.characterOffsets(of: flat), ellipsisWidth: ellipsis.size.width,
        width: bounds.width, maxLines: count)
    } else {
      lines = [flat]
    }
    if lines == [flat] {
      layout = line
    } else {
      let across: TextStyle.Alignment =
        switch alignment {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
      layout = try TextLayout(
        lines.joined(separator: "\n"), style: style(across), width: nil, in: context)
    }
    let size = layout.size
    let x: Double =
      switch alignment {
      case .leading: -bounds.width / 2
      case .center: -size.width / 2
      case .trailing: bounds.width / 2 - size.width
      }
    box = Rect(x: x, y: -size.height / 2, width: size.width, height: size.height)
  }

  /// Moves `context`'s user space from a view's bounds space to its label space: the origin at
  /// the bounds' centre, upright on screen (in a space that appears mirrored, as unflipped
  /// AppKit's y-up does, the text's own y axis is flipped back).
  static func enter(_ context: CairoContext, of bounds: Rect) {
    context.translate(bounds.midX, bounds.midY)
    if context.matrix.determinant < 0 { context.scale(1, -1) }
  }

  /// The text's box in the view's bounds space.
  func box(in bounds: Rect) -> Rect {
    Rect(x: box.minX + bounds.midX, y: box.minY + bounds.midY, width: box.width, height: box.height)
  }
}
