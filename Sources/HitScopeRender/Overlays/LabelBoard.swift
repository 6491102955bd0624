import HitScopeEngine

/// Collects the small name tags overlays put on the canvas and draws them last, on top of
/// everything, nudging each one down (then right) until it overlaps no tag placed before it.
/// Coordinates are window points.
final class LabelBoard {
  struct Tag {
    var text: String
    var frame: Rect
    var background: Color
    var foreground: Color
    var layout: TextLayout
  }

  static let fontSize = 11.0
  static let paddingX = 5.0
  static let paddingY = 2.0
  static let maximumCharacters = 36

  private let context: CairoContext
  /// Where tags may go: the canvas grown by the frame's margin.
  private let area: Rect
  private let texts: TextLayoutCache?
  private(set) var tags: [Tag] = []
  /// The placed tags' frames by the grid cells they touch, so that a new tag is checked only
  /// against tags near it (the same answer as checking every tag: a tag overlapping it shares a
  /// cell with it).
  private var index = TagIndex()

  init(context: CairoContext, area: Rect, texts: TextLayoutCache? = nil) {
    self.context = context
    self.area = area
    self.texts = texts
    self.index = TagIndex(area: area)
  }

  /// Places a tag with its top-left corner near `anchor`.
  func add(_ text: String, at anchor: Point, background: Color, foreground: Color = .white) throws {
    let shown =
      text.count > LabelBoard.maximumCharacters
      ? String(text.prefix(LabelBoard.maximumCharacters - 1)) + "…" : text
    let layout = try texts.layout(
      shown, style: TextStyle(size: LabelBoard.fontSize, bold: true), width: nil, in: context)
    let size = layout.size
    let w = size.width + 2 * LabelBoard.paddingX
    let h = size.height + 2 * LabelBoard.paddingY
    var frame = Rect(x: anchor.x, y: anchor.y, width: w, height: h)
    func clamp(_ r: Rect) -> Rect {
      Rect(
        x: min(max(r.minX, area.minX), max(area.minX, area.maxX - r.width)),
        y: min(max(r.minY, area.minY), max(area.minY, area.maxY - r.height)),
        width: r.width, height: r.height)
    }
    frame = clamp(frame)
    var attempts = 0
    while attempts < 24, !isFree(frame) {
      attempts += 1
      let down = frame.offsetBy(0, h + 2)
      frame =
        down.maxY <= area.maxY
        ? down
        : clamp(
          Rect(
            x: frame.minX + w + 4, y: anchor.y, width: w, height: h))
    }
    index.insert(frame)
    tags.append(
      Tag(text: text, frame: frame, background: background, foreground: foreground, layout: layout))
  }

  private var reserved: [Rect] = []

  /// The tags placed and the places reserved so far.
  struct Placement {
    fileprivate var tags: [Tag]
    fileprivate var reserved: [Rect]
    fileprivate var index: TagIndex
  }

  var placement: Placement { Placement(tags: tags, reserved: reserved, index: index) }

  /// Puts back what `placement` held, dropping what was placed or reserved since.
  func restore(_ placement: Placement) {
    tags = placement.tags
    reserved = placement.reserved
    index = placement.index
  }

  /// Keeps tags off `rect` (a badge or marker drawn by an overlay).
  func reserve(_ rect: Rect) {
    reserved.append(rect)
  }

  private func isFree(_ frame: Rect) -> Bool {
    let padded = frame.insetBy(-1)
    return !index.anyIntersects(padded) && !reserved.contains { $0.intersection(padded) != nil }
  }

  func draw() {
    for tag in tags { draw(tag) }
  }

  /// Draws one tag (tags overlap nothing placed before them, so each is drawn on its own).
  func draw(_ tag: Tag) {
    context.roundedRectangle(tag.frame, radius: 4)
    context.setSource(tag.background.withAlpha(0.92))
    context.fill()
    tag.layout.draw(
      at: Point(tag.frame.minX + LabelBoard.paddingX, tag.frame.minY + LabelBoard.paddingY),
      color: tag.foreground, in: context)
  }
}

extension Rect {
  func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}
