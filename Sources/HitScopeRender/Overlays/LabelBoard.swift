import HitScopeEngine

/// Places the small name tags overlays put on the canvas, and the badges and markers they keep
/// off, and draws the tags last, on top of everything. Coordinates are window points.
///
/// Every overlay places its tags here, so the rules hold for all of them at once: one tag per
/// owner and overlay (and one per owner and text: the map's and the regions' tag of a view are
/// one); each tag at the free spot on its owner's box nearest the spot asked for, inside the
/// area (the canvas), clear of every tag, badge and marker placed before it and of the views'
/// titles; when no spot on the box is free, a spot a little away joined to the box by a leader
/// line; when none of those is free either, a spot on the box over a title; else the tag is left
/// out and counted in `hidden`.
final class LabelBoard {
  struct Tag {
    var placed: PlacedTag
    var background: Color
    var foreground: Color
    var layout: TextLayout

    /// Every pixel the tag and its leader line draw, in window points.
    var box: Rect {
      let frame = placed.frame.insetBy(-1)
      guard let leader = placed.leader else { return frame }
      let a = leader.from
      let b = leader.to
      let r = LabelBoard.leaderDotRadius + 1.5
      let line = Rect(
        x: min(a.x, b.x) - r, y: min(a.y, b.y) - r, width: abs(a.x - b.x) + 2 * r,
        height: abs(a.y - b.y) + 2 * r)
      return frame.union(line)
    }
  }

  static let fontSize = 11.0
  static let paddingX = 5.0
  static let paddingY = 2.0
  static let maximumCharacters = 40
  /// Room kept between a tag and what it keeps off, in points.
  static let gap = 1.0
  /// How far from its owner's box a tag may move (with a leader line), in points, nearest first.
  static let leaderDistances = [10.0, 24.0, 44.0]
  /// Spots tried along each side of an owner's box.
  static let spotsPerSide = 6
  static let leaderDotRadius = 2.0

  private let context: CairoContext
  /// Where tags go: the canvas, in window points.
  let area: Rect
  private let texts: TextLayoutCache?
  /// The views' titles (see `SceneTitles`).
  private var titles: TagIndex

  /// The places of the tags, badges and markers so far, restorable as a whole.
  struct Placement {
    fileprivate var tags: [Tag] = []
    /// The placed tags' frames by the grid cells they touch, so that a new tag is checked only
    /// against tags near it (the same answer as checking every tag).
    fileprivate var tagFrames: TagIndex
    /// Badges and markers.
    fileprivate var reserved: TagIndex
    fileprivate var owners: Set<OwnerKey> = []
    fileprivate var hidden = 0
  }

  fileprivate struct OwnerKey: Hashable {
    var owner: PlacedTag.Owner
    /// An overlay's name, or a tag's text: both are unique per owner.
    var what: String
  }

  private(set) var placement: Placement

  var tags: [Tag] { placement.tags }
  /// Tags left out for want of room so far, hover's included.
  var hidden: Int { placement.hidden }

  init(context: CairoContext, area: Rect, texts: TextLayoutCache? = nil) {
    self.context = context
    self.area = area
    self.texts = texts
    self.titles = TagIndex(area: area)
    self.placement = Placement(tagFrames: TagIndex(area: area), reserved: TagIndex(area: area))
  }

  /// Keeps tags and markers off `titles` (the boxes of the views' text, window points) while a
  /// spot clear of them is free.
  func keepOff(titles: [Rect]) {
    var index = TagIndex(area: area)
    for title in titles { index.insert(title) }
    self.titles = index
  }

  /// The tags and reserved boxes placed so far.
  var result: TagPlacement {
    TagPlacement(tags: placement.tags.map(\.placed), hidden: placement.hidden)
  }

  /// Puts back what `placement` held, dropping what was placed or reserved since.
  func restore(_ placement: Placement) {
    self.placement = placement
  }

  /// Places a tag for `owner` beside `target` (its box on the canvas, window points), at the
  /// free spot nearest a tag whose top-left corner is at `preferred`. Returns whether it was
  /// placed: false when the owner already has a tag from this overlay or with this text, or when
  /// no readable spot is free (the tag is then counted in `hidden`).
  @discardableResult
  func add(
    _ text: String, owner: PlacedTag.Owner, overlay: Overlay?, target: Rect, preferred: Point,
    background: Color, foreground: Color = .white
  ) throws -> Bool {
    let byText = OwnerKey(owner: owner, what: "text:" + text)
    let byOverlay = overlay.map { OwnerKey(owner: owner, what: "overlay:" + $0.rawValue) }
    if placement.owners.contains(byText) { return false }
    if let byOverlay, placement.owners.contains(byOverlay) { return false }
    let shown =
      text.count > LabelBoard.maximumCharacters
      ? String(text.prefix(LabelBoard.maximumCharacters - 1)) + "…" : text
    let layout = try texts.layout(
      shown, style: TextStyle(size: LabelBoard.fontSize, bold: true), width: nil, in: context)
    let size = Size(
      width: layout.size.width + 2 * LabelBoard.paddingX,
      height: layout.size.height + 2 * LabelBoard.paddingY)
    guard let (frame, leader) = spot(size: size, target: target, preferred: preferred) else {
      placement.hidden += 1
      return false
    }
    placement.owners.insert(byText)
    if let byOverlay { placement.owners.insert(byOverlay) }
    placement.tagFrames.insert(frame)
    placement.tags.append(
      Tag(
        placed: PlacedTag(
          owner: owner, overlay: overlay, text: shown, frame: frame, target: target,
          leader: leader),
        background: background, foreground: foreground, layout: layout))
    return true
  }

  /// A box of `size` for a badge or marker touching `target`, nearest to one centred on
  /// `preferred`, clear of the tags, badges and markers placed so far and of the titles when
  /// such a spot exists; `preferred` itself (inside the area) when none is free. The box is
  /// reserved: tags placed later keep off it.
  func reserveSpot(size: Size, target: Rect, preferred: Point) -> Rect {
    let corner = Point(preferred.x - size.width / 2, preferred.y - size.height / 2)
    let spots = LabelBoard.touchingSpots(size: size, target: target, preferred: corner)
      .map(clamped).filter { isInside($0) && touches($0, target) }
    let box =
      spots.first { isFree($0, overTitles: false) } ?? spots.first { isFree($0, overTitles: true) }
      ?? clamped(Rect(origin: corner, size: size))
    reserve(box)
    return box
  }

  /// Keeps tags off `rect` (a badge or marker drawn by an overlay).
  func reserve(_ rect: Rect) {
    placement.reserved.insert(rect)
  }

  /// The first free spot: on the target's box clear of titles, then away from it with a leader,
  /// then on the box over a title.
  private func spot(size: Size, target: Rect, preferred: Point) -> (Rect, PlacedTag.Leader?)? {
    guard size.width <= area.width, size.height <= area.height else { return nil }
    let touching = LabelBoard.touchingSpots(size: size, target: target, preferred: preferred)
      .map(clamped).filter { isInside($0) && touches($0, target) }
    // The first spot on the box free but for titles, kept for the last resort.
    var overTitle: Rect? = nil
    for frame in touching where isClear(frame) {
      if !titles.anyIntersects(frame) { return (frame, nil) }
      if overTitle == nil { overTitle = frame }
    }
    for distance in LabelBoard.leaderDistances {
      let away = LabelBoard.spots(size: size, around: target.insetBy(-distance), target: target)
        .map(clamped).filter { isInside($0) && !touches($0, target) }
      if let frame = away.first(where: { isFree($0, overTitles: false) }) {
        return (frame, LabelBoard.leader(from: frame, to: target))
      }
    }
    return overTitle.map { ($0, nil) }
  }

  private func touches(_ frame: Rect, _ target: Rect) -> Bool {
    frame.minX <= target.maxX && target.minX <= frame.maxX && frame.minY <= target.maxY
      && target.minY <= frame.maxY
  }

  private func isInside(_ frame: Rect) -> Bool {
    frame.minX >= area.minX && frame.minY >= area.minY && frame.maxX <= area.maxX
      && frame.maxY <= area.maxY
  }

  private func clamped(_ r: Rect) -> Rect {
    Rect(
      x: min(max(r.minX, area.minX), max(area.minX, area.maxX - r.width)),
      y: min(max(r.minY, area.minY), max(area.minY, area.maxY - r.height)),
      width: r.width, height: r.height)
  }

  /// Whether `frame` keeps off every tag, badge and marker placed so far.
  private func isClear(_ frame: Rect) -> Bool {
    let padded = frame.insetBy(-LabelBoard.gap)
    return !placement.tagFrames.anyIntersects(padded) && !placement.reserved.anyIntersects(padded)
  }

  private func isFree(_ frame: Rect, overTitles: Bool) -> Bool {
    isClear(frame) && (overTitles || !titles.anyIntersects(frame))
  }

  /// Boxes of `size` touching `target` (inside it along its edges, or just outside them), the
  /// one with its top-left corner at `preferred` first, then by that corner's distance from
  /// `preferred`.
  static func touchingSpots(size: Size, target t: Rect, preferred: Point) -> [Rect] {
    let others =
      LabelBoard.spots(size: size, around: t, target: t, inside: true)
      + LabelBoard.spots(size: size, around: t, target: t)
    let byDistance = others.map { r -> (Double, Rect) in
      let dx = r.minX - preferred.x
      let dy = r.minY - preferred.y
      return (dx * dx + dy * dy, r)
    }
    return [Rect(origin: preferred, size: size)] + byDistance.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Boxes of `size` along the four sides of `ring`, abutting it outside (inside it when `inside`),
  /// each overlapping `target`'s extent along that side; for outside spots of a ring larger
  /// than the target, nearest the target's centre first.
  static func spots(size: Size, around ring: Rect, target: Rect, inside: Bool = false) -> [Rect] {
    let w = size.width
    let h = size.height
    let rows = inside ? [ring.minY, ring.maxY - h] : [ring.minY - h, ring.maxY]
    let columns = inside ? [ring.minX, ring.maxX - w] : [ring.minX - w, ring.maxX]
    func samples(_ lo: Double, _ hi: Double) -> [Double] {
      guard hi > lo else { return [lo] }
      let n = spotsPerSide - 1
      return (0...n).map { lo + (hi - lo) * Double($0) / Double(n) }
    }
    var spots: [Rect] = []
    // Along the top and bottom: at least a third of the tag over the target's width.
    let xs = samples(target.minX - w * 2 / 3, max(target.minX - w * 2 / 3, target.maxX - w / 3))
    for y in rows {
      for x in xs { spots.append(Rect(x: x, y: y, width: w, height: h)) }
    }
    let ys = samples(target.minY - h / 2, max(target.minY - h / 2, target.maxY - h / 2))
    for x in columns {
      for y in ys { spots.append(Rect(x: x, y: y, width: w, height: h)) }
    }
    guard !inside, ring != target else { return spots }
    let c = target.center
    let byDistance = spots.map { r -> (Double, Rect) in
      let dx = r.midX - c.x
      let dy = r.midY - c.y
      return (dx * dx + dy * dy, r)
    }
    return byDistance.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The line from the edge of `frame` facing `target` to the nearest point of `target`.
  static func leader(from frame: Rect, to target: Rect) -> PlacedTag.Leader {
    func nearest(_ p: Point, in r: Rect) -> Point {
      Point(min(max(p.x, r.minX), r.maxX), min(max(p.y, r.minY), r.maxY))
    }
    let to = nearest(frame.center, in: target)
    return PlacedTag.Leader(from: nearest(to, in: frame), to: to)
  }

  func draw() {
    for tag in tags { draw(tag) }
  }

  /// Draws one tag and its leader line (tags overlap nothing placed before them, so each is
  /// drawn on its own).
  func draw(_ tag: Tag) {
    if let leader = tag.placed.leader {
      context.withState {
        context.moveTo(leader.from)
        context.lineTo(leader.to)
        context.setSource(.white.withAlpha(0.9))
        context.setStroke(width: 3)
        context.stroke()
        context.moveTo(leader.from)
        context.lineTo(leader.to)
        context.setSource(tag.background)
        context.setStroke(width: 1.25)
        context.stroke()
        context.arc(center: leader.to, radius: LabelBoard.leaderDotRadius)
        context.fill()
      }
    }
    let frame = tag.placed.frame
    context.roundedRectangle(frame, radius: 4)
    context.setSource(tag.background.withAlpha(0.92))
    context.fill()
    tag.layout.draw(
      at: Point(frame.minX + LabelBoard.paddingX, frame.minY + LabelBoard.paddingY),
      color: tag.foreground, in: context)
  }
}

extension Rect {
  func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}
