import HitScopeEngine

/// Where a panel's lines go in a rectangle (points): one column down a side panel, or, in a
/// panel at least two columns wide (under the canvas of a landscape window), columns of
/// `PanelContent.width` side by side, the lines flowing from one to the next.
///
/// A section starts the next column when it does not fit the rest of the column it would start
/// in but fits a whole one; longer sections run on into the next column. The content is fitted
/// (`PanelContent.fitted(toHeight:)`) to what the columns hold, so a panel cut short still
/// keeps what explains the click.
struct PanelColumns {
  /// A line and the top-left corner of its row, in points.
  struct Placed {
    var line: PanelLine
    var origin: Point
  }

  /// The lines shown, top to bottom and column after column.
  let placed: [Placed]
  /// Each column's width, in points.
  let columnWidth: Double
  /// How many columns the rectangle holds.
  let count: Int

  /// The lines of `content` placed in `rect` (points), padding inside each column.
  init(_ content: PanelContent, in rect: Rect) {
    let count = PanelColumns.count(forWidth: rect.width)
    self.count = count
    columnWidth = rect.width / Double(count)
    let padding = PanelContent.padding
    let inner = rect.height - 2 * padding
    // A side panel's last line may reach into the bottom padding (content that could not be
    // fitted to the panel).
    let height = count == 1 ? inner + padding : inner
    // Column breaks waste room at the columns' feet: fit to less until the flow holds it all
    // (one column has no breaks: what it cannot hold, no fitting makes fit).
    var budget = Double(count) * inner
    var flow = PanelColumns.flow(
      content.fitted(toHeight: budget + 2 * padding), in: rect, columns: count, height: height)
    for _ in 0..<8 where count > 1 && flow.overflow > 0 {
      budget -= flow.overflow
      flow = PanelColumns.flow(
        content.fitted(toHeight: budget + 2 * padding), in: rect, columns: count, height: height)
    }
    placed = flow.placed
  }

  /// How many columns a panel `width` points wide holds: one for a side panel.
  static func count(forWidth width: Double) -> Int {
    max(1, Int((width / PanelContent.width).rounded(.down)))
  }

  /// The sections of `content` flowed into the `columns` columns of `rect` (points), each
  /// holding `height` points of lines below its top padding: the lines placed, and the height of
  /// those left over.
  private static func flow(
    _ content: PanelContent, in rect: Rect, columns: Int, height: Double
  ) -> (placed: [Placed], overflow: Double) {
    var placed: [Placed] = []
    var overflow = 0.0
    var column = 0
    var y = 0.0
    for section in content.sections {
      let sectionHeight = section.height
      if y > 0, column + 1 < columns, y + sectionHeight > height + 0.5,
        sectionHeight <= height + 0.5
      {
        column += 1
        y = 0
      }
      for line in section.lines {
        if y > 0, y + line.kind.height > height + 0.5 {
          column += 1
          y = 0
        }
        guard column < columns else {
          overflow += line.kind.height
          continue
        }
        let x = rect.minX + Double(column) * (rect.width / Double(columns))
        placed.append(Placed(line: line, origin: Point(x, rect.minY + PanelContent.padding + y)))
        y += line.kind.height
      }
    }
    return (placed, overflow)
  }
}
