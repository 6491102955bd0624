import HitScopeEngine
import HitScopeRender

/// The strip along the bottom of the window: where the pointer is and what it would reach on
/// the left, then one key chip per overlay (filled while the overlay is on; the window's key
/// table names them), then the help key.
/// With help on, the strip grows to list every key; with a choice open (the views a probe filed
/// as a bug may expect), it grows to list the choices instead, the selected one highlighted.
///
/// Sizes are in points; `render` draws at a pixel scale, as wide as the window.
struct StatusBar: Hashable, Sendable {
  /// The pointer's scene point and the id of the view a click there reaches, or nil when the
  /// pointer is outside the canvas.
  var pointer: Point?
  var pointerTarget: String?
  /// The overlays' chips, left to right.
  var chips: [Chip] = []
  var showsHelp = false
  /// What `?` lists, one key group per line.
  var helpLines: [String] = []
  /// A list to pick from, shown instead of the help while set.
  var choices: Choices?
  /// A short note beside the help key while room allows (a canvas larger than the window says
  /// how to scroll it), or nil.
  var note: String?

  /// An overlay's key chip: the key, the overlay's name, and whether it is on.
  struct Chip: Hashable, Sendable {
    var key: String
    var name: String
    var isOn: Bool
  }

  /// A titled list with one entry selected.
  struct Choices: Hashable, Sendable {
    var title: String
    var items: [String]
    /// An index into `items`.
    var selected: Int
  }

  /// Height of the one-line strip, in points.
  static let rowHeight = 26.0
  /// Height of one help line, in points.
  static let helpLineHeight = 17.0

  /// The strip's height in points: one row, plus the choices (a title and one line each) or the
  /// help in two columns when shown.
  var height: Double {
    if let choices {
      return StatusBar.rowHeight + Double(choices.items.count + 1) * StatusBar.helpLineHeight + 8
    }
    guard showsHelp, !helpLines.isEmpty else { return StatusBar.rowHeight }
    let rows = (helpLines.count + 1) / 2
    return StatusBar.rowHeight + Double(rows) * StatusBar.helpLineHeight + 8
  }

  /// The strip's height in whole pixels at `scale`.
  func pixelHeight(scale: Double) -> Int { Int((height * scale).rounded()) }

  /// Draws the strip `width` pixels wide at `scale` pixels per point.
  func render(width: Int, scale: Double) throws -> RasterImage {
    let pixelHeight = max(1, pixelHeight(scale: scale))
    let surface = try CairoSurface.image(width: max(1, width), height: pixelHeight)
    let context = try CairoContext(surface: surface)
    context.scale(scale, scale)
    try draw(in: context, width: Double(width) / scale)
    try context.check("the status bar")
    return RasterImage(
      width: surface.width, height: surface.height, pixels: surface.copyARGBPixels())
  }

  private func draw(in context: CairoContext, width: Double) throws {
    context.setSource(Palette.statusBackground)
    context.paint()
    context.fill(Rect(x: 0, y: 0, width: width, height: 1), with: Palette.panelRule)

    let size = 11.0
    let rowMid = StatusBar.rowHeight / 2 + 0.5
    var x = 10.0

    // The help key sits at the right end and is never dropped.
    let helpText = showsHelp ? "? hide keys" : "? all keys"
    let help = try TextLayout(
      helpText, style: TextStyle(size: size, bold: true), width: nil, in: context)
    let helpX = width - 10 - help.size.width
    help.draw(
      at: Point(helpX, rowMid - help.size.height / 2), color: Palette.secondaryText, in: context)

    let pointerText: String
    if let pointer {
      pointerText = "\(pointer.readableDescription) → \(pointerTarget ?? "nothing")"
    } else {
      pointerText = "pointer outside the canvas"
    }
    let pointerWidth = min(190, max(60, helpX - x - 12))
    let position = try TextLayout(
      pointerText, style: TextStyle(size: size, overflow: .ellipsizeMiddle), width: pointerWidth,
      in: context)
    position.draw(at: Point(x, rowMid - position.size.height / 2), color: Palette.text, in: context)
    x += min(pointerWidth, position.size.width) + 14

    // Overlay chips: whole names while they fit before the help key, else names only for the
    // overlays that are on, else the keys alone, else the keys of the overlays that are on.
    let chipFont = TextStyle(size: 10.5, bold: true)
    func layouts(of shown: [Chip] = chips, named: (Chip) -> Bool) throws -> [(Chip, TextLayout)] {
      try shown.map { chip in
        let text = named(chip) ? "\(chip.key) \(chip.name)" : chip.key
        return (chip, try TextLayout(text, style: chipFont, width: nil, in: context))
      }
    }
    let padding = 6.0
    let gap = 4.0
    func totalWidth(_ list: [(Chip, TextLayout)]) -> Double {
      list.reduce(0) { $0 + $1.1.size.width + 2 * padding + gap }
    }
    var list = try layouts { _ in true }
    if x + totalWidth(list) > helpX - 8 { list = try layouts { $0.isOn } }
    if x + totalWidth(list) > helpX - 8 { list = try layouts { _ in false } }
    if x + totalWidth(list) > helpX - 8 {
      list = try layouts(of: chips.filter(\.isOn)) { _ in false }
    }
    if x + totalWidth(list) <= helpX - 8 {
      for (chip, layout) in list {
        let on = chip.isOn
        let box = Rect(
          x: x, y: rowMid - 9, width: layout.size.width + 2 * padding, height: 18)
        context.roundedRectangle(box, radius: 9)
        if on {
          context.fill(with: Palette.chain)
        } else {
          context.setSource(Palette.panelRule)
          context.setStroke(width: 1)
          context.stroke()
        }
        layout.draw(
          at: Point(x + padding, rowMid - layout.size.height / 2),
          color: on ? .white : Palette.secondaryText, in: context)
        x += box.width + gap
      }
    }
    if let note {
      let layout = try TextLayout(note, style: TextStyle(size: size), width: nil, in: context)
      let noteX = helpX - 14 - layout.size.width
      if noteX >= x + 8 {
        layout.draw(
          at: Point(noteX, rowMid - layout.size.height / 2), color: Palette.secondaryText,
          in: context)
      }
    }

    if let choices {
      try draw(choices, in: context, width: width)
      return
    }
    guard showsHelp, !helpLines.isEmpty else { return }
    let columns = 2
    let rows = (helpLines.count + 1) / columns
    let columnWidth = (width - 20) / Double(columns)
    for (i, line) in helpLines.enumerated() {
      let column = i / rows
      let row = i % rows
      let text = try TextLayout(
        line, style: TextStyle(size: size, overflow: .ellipsizeEnd), width: columnWidth - 8,
        in: context)
      text.draw(
        at: Point(
          10 + Double(column) * columnWidth,
          StatusBar.rowHeight + 2 + Double(row) * StatusBar.helpLineHeight),
        color: Palette.text, in: context)
    }
  }

  /// The choices under the row: the title, then one line per item, the selected one on a
  /// filled band.
  private func draw(_ choices: Choices, in context: CairoContext, width: Double) throws {
    let size = 11.0
    let line = StatusBar.helpLineHeight
    let title = try TextLayout(
      choices.title, style: TextStyle(size: size, bold: true, overflow: .ellipsizeEnd),
      width: width - 20, in: context)
    title.draw(at: Point(10, StatusBar.rowHeight + 2), color: Palette.text, in: context)
    for (i, item) in choices.items.enumerated() {
      let top = StatusBar.rowHeight + 2 + Double(i + 1) * line
      let selected = i == choices.selected
      if selected {
        context.roundedRectangle(Rect(x: 6, y: top - 1, width: width - 12, height: line), radius: 3)
        context.fill(with: Palette.chain)
      }
      let text = try TextLayout(
        (selected ? "▸ " : "   ") + item, style: TextStyle(size: size, overflow: .ellipsizeEnd),
        width: width - 28, in: context)
      text.draw(at: Point(14, top), color: selected ? .white : Palette.text, in: context)
    }
  }
}

extension Palette {
  static let statusBackground = Color(r: 0xEE, g: 0xF1, b: 0xF5)
}
