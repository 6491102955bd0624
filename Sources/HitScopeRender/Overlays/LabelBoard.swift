import HitScopeEngine

/// Places the small name tags overlays put on the canvas, and the badges and markers they keep
/// off, and draws the tags last, on top of everything. Coordinates are window points.
///
/// Every overlay places its tags here, so the rules hold for all of them at once: one tag per
/// owner and overlay (and one per owner and text: the map's and the regions' tag of a view are
/// one); each tag at the free spot on its owner's box nearest the spot asked for, inside the
/// area (the canvas), clear of every tag, badge, marker and leader line placed before it and of
/// the views' titles; when no spot on the box is free, a spot a little away joined to the box by
/// a leader line that keeps off every tag and leader line placed before it (it may pass over a
/// badge or marker: a probe's marker sits on the very point its tag explains); else the tag is
/// left out and counted in `hidden`. So no tag covers another tag or a view's
/// text, and no leader line crosses a tag: a tag left out is named in the panel's count instead.
final class LabelBoard {
  /// A placed tag: a reference, as placement hands each one on several times per frame (the
  /// kept decisions, the board, the frame's items). Immutable but for the stamps it keeps: one
  /// object is one tag in one place.
  final class Tag {
    let placed: PlacedTag
    let background: Color
    let foreground: Color
    let layout: TextLayout

    /// Its stamps as last drawn and the user space they were drawn under: a tag kept from frame
    /// to frame is drawn again without looking its stamps up.
    fileprivate var stamped: (matrix: AffineTransform, stamps: [Stamps.Placed])?
    /// The image of its box and text, shared with the tags placed for the same request in
    /// earlier frames: a tag moved to another spot shows the same pixels there.
    fileprivate let body: BodyStamp

    /// `sharing`: a tag showing the same text in the same colours and size, whose body stamp
    /// this one may use.
    init(
      placed: PlacedTag, background: Color, foreground: Color, layout: TextLayout,
      sharing earlier: Tag? = nil
    ) {
      self.placed = placed
      self.background = background
      self.foreground = foreground
      self.layout = layout
      if let earlier, earlier.placed.text == placed.text,
        earlier.placed.frame.size == placed.frame.size, earlier.background == background,
        earlier.foreground == foreground
      {
        body = earlier.body
      } else {
        body = BodyStamp()
      }
    }

    /// A tag body's stamp image and the user-space scale it was drawn at.
    fileprivate final class BodyStamp {
      var image: (scale: Size, image: CairoSurface)?
    }

    /// Every pixel the tag and its leader line draw, in window points.
    var box: Rect {
      guard let leaderBox else { return bodyBox }
      return bodyBox.union(leaderBox)
    }

    /// Every pixel the tag's rounded box and text draw, in window points.
    var bodyBox: Rect { placed.frame.insetBy(-1) }

    /// Every pixel its leader line draws, in window points; nil without one.
    var leaderBox: Rect? { placed.leader.map(LabelBoard.box(of:)) }

    /// What later tags, badges and markers keep off: the tag's box and its leader's, window
    /// points.
    var blocking: [Rect] {
      guard let leaderBox else { return [placed.frame] }
      return [placed.frame, leaderBox]
    }
  }

  /// Every pixel `leader` draws (its line and the dot at its end), in window points.
  static func box(of leader: PlacedTag.Leader) -> Rect {
    let a = leader.from
    let b = leader.to
    let r = LabelBoard.leaderDotRadius + 1.5
    return Rect(
      x: min(a.x, b.x) - r, y: min(a.y, b.y) - r, width: abs(a.x - b.x) + 2 * r,
      height: abs(a.y - b.y) + 2 * r)
  }

  /// The pixels of `leader`'s line up to a point and a half short of its end, in window points:
  /// what a leader must find clear. Its end and dot lie on the edge of its target, which may
  /// itself be a reserved box (a probe's marker) or carry tags inside it.
  static func reach(of leader: PlacedTag.Leader) -> Rect {
    let a = leader.from
    let b = leader.to
    let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    let kept = length > 0 ? max(0, length - LabelBoard.gap - 0.5) / length : 0
    let end = Point(a.x + (b.x - a.x) * kept, a.y + (b.y - a.y) * kept)
    let r = 1.5
    return Rect(
      x: min(a.x, end.x) - r, y: min(a.y, end.y) - r, width: abs(a.x - end.x) + 2 * r,
      height: abs(a.y - end.y) + 2 * r)
  }

  static let fontSize = 11.0
  static let paddingX = 5.0
  static let paddingY = 2.0
  static let maximumCharacters = 40
  /// Room kept between a tag and what it keeps off, in points.
  static let gap = 1.0
  /// How far from its owner's box a tag may move (with a leader line), in points, nearest first.
  static let leaderDistances = [10.0, 24.0, 44.0]
  static let leaderDotRadius = 2.0

  private let context: CairoContext
  /// Where tags go: the canvas, in window points.
  let area: Rect
  private let texts: TextLayoutCache?
  /// Where tags drawn on image surfaces are kept as pixels.
  let stamps: Stamps
  /// The views' titles (see `SceneTitles`).
  private var titles: TagIndex

  /// The places of the tags, badges and markers so far, restorable as a whole.
  struct Placement {
    fileprivate var tags: [Tag] = []
    /// The placed tags' frames and leader lines' boxes and the reserved boxes (badges and
    /// markers) by the grid cells
    /// they touch, so that a spot is checked only against those near it (the same answer as
    /// checking every one), in one index: a spot tested is blocked by either.
    fileprivate var blockers: TagIndex
    /// The placed tags' frames and leader lines' boxes alone: what leader lines keep off.
    fileprivate var tagBoxes: TagIndex
    /// Badges and markers.
    fileprivate var reservedBoxes: [Rect] = []
    fileprivate var owners: Set<OwnerKey> = []
    fileprivate var hidden = 0
  }

  fileprivate struct OwnerKey: Hashable {
    var owner: PlacedTag.Owner
    /// An overlay, or a tag's text: both are unique per owner.
    var what: What

    enum What: Hashable {
      case overlay(Overlay)
      case text(String)
    }

    /// The owner and the overlay only: an owner has a tag or two, so keys that differ in text
    /// alone are few, while a crowded frame's replay would hash every tag's text four times.
    /// Equal keys hash alike all the same.
    func hash(into hasher: inout Hasher) {
      hasher.combine(owner)
      if case .overlay(let overlay) = what { hasher.combine(overlay) }
    }
  }

  private(set) var placement: Placement
  /// The kept run being replayed, while `replaying` runs.
  private var replay: TagReplay?
  /// The buffers candidate spots are written into.
  private var candidates: TagSpots

  var tags: [Tag] { placement.tags }
  /// Tags left out for want of room so far, hover's included.
  var hidden: Int { placement.hidden }

  /// `stamps`: kept stamps, or nil for stamps kept by this board alone.
  init(
    context: CairoContext, area: Rect, texts: TextLayoutCache? = nil, stamps: Stamps? = nil
  ) {
    self.context = context
    self.area = area
    self.texts = texts
    self.stamps = stamps ?? Stamps()
    self.titles = TagIndex(area: area)
    self.candidates = TagSpots(area: area)
    self.placement = Placement(blockers: TagIndex(area: area), tagBoxes: TagIndex(area: area))
  }

  /// Keeps tags and markers off `titles` (the boxes of the views' text over this board's area,
  /// window points) while a spot clear of them is free.
  func keepOff(titles: TagIndex) {
    self.titles = titles
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
    let request = TagRequest(
      text: text, owner: owner, overlay: overlay, target: target, preferred: preferred,
      background: background, foreground: foreground)
    let earlier = replay?.reusable(for: request) { box, tagsOnly in
      (tagsOnly ? self.placement.tagBoxes : self.placement.blockers).anyIntersects(box)
    }
    let decision = try decide(request, reusing: earlier, sharingWith: replay?.earlierTag)
    replay?.record(decision)
    switch decision.outcome {
    case .skipped:
      return false
    case .hidden:
      placement.hidden += 1
      return false
    case .placed(let tag):
      placement.owners.insert(OwnerKey(owner: owner, what: .text(text)))
      if let overlay {
        placement.owners.insert(OwnerKey(owner: owner, what: .overlay(overlay)))
      }
      for box in tag.blocking {
        placement.blockers.insert(box)
        placement.tagBoxes.insert(box)
      }
      placement.tags.append(tag)
      return true
    }
  }

  /// Where the tag `request` asks for goes: `earlier`'s outcome when given (see `TagReplay`),
  /// else a search of the spots around its target.
  /// `sharingWith`: the tag an earlier run placed for the same request, whose stamp a tag placed
  /// elsewhere may show.
  private func decide(
    _ request: TagRequest, reusing earlier: TagDecision?, sharingWith earlierTag: Tag?
  ) throws -> TagDecision {
    let owner = request.owner
    let skipped = TagDecision(request: request, examined: .init(), outcome: .skipped)
    if placement.owners.contains(OwnerKey(owner: owner, what: .text(request.text))) {
      return skipped
    }
    if let overlay = request.overlay,
      placement.owners.contains(OwnerKey(owner: owner, what: .overlay(overlay)))
    {
      return skipped
    }
    if let earlier { return earlier }
    let text = request.text
    let shown =
      text.count > LabelBoard.maximumCharacters
      ? String(text.prefix(LabelBoard.maximumCharacters - 1)) + "…" : text
    let layout = try texts.layout(
      shown, style: TextStyle(size: LabelBoard.fontSize, bold: true), width: nil, in: context)
    let size = Size(
      width: layout.size.width + 2 * LabelBoard.paddingX,
      height: layout.size.height + 2 * LabelBoard.paddingY)
    var examined = TagDecision.Examined()
    let found = spot(
      size: size, target: request.target, preferred: request.preferred, examined: &examined)
    guard let (frame, leader) = found else {
      return TagDecision(request: request, examined: examined, outcome: .hidden)
    }
    let tag = Tag(
      placed: PlacedTag(
        owner: owner, overlay: request.overlay, text: shown, frame: frame,
        target: request.target, leader: leader),
      background: request.background, foreground: request.foreground, layout: layout,
      sharing: earlierTag)
    return TagDecision(request: request, examined: examined, outcome: .placed(tag))
  }

  /// Replays `kept` while `body` places tags (see `TagReplay`), then keeps this run's decisions
  /// there for the next; without `kept`, runs `body`.
  func replaying(_ kept: KeptTagDecisions?, _ body: () throws -> Void) rethrows {
    guard let kept else { return try body() }
    let occupied = Set(placement.reservedBoxes + placement.tags.flatMap(\.blocking))
    replay = TagReplay(kept, occupied: occupied, area: area)
    // Room for a run as long as the last, which a set would otherwise grow to by rehashing.
    placement.owners.reserveCapacity(placement.owners.count + 2 * kept.decisions.count)
    placement.tags.reserveCapacity(placement.tags.count + kept.decisions.count)
    defer { replay = nil }
    try body()
    if let replay {
      kept.start = replay.start
      kept.decisions = replay.decisions
      kept.reused = replay.reused
    }
  }

  /// A box of `size` for a badge or marker touching `target`, nearest to one centred on
  /// `preferred`, clear of the tags, badges and markers placed so far and of the titles when
  /// such a spot exists; `preferred` itself (inside the area) when none is free. The box is
  /// reserved: tags placed later keep off it.
  func reserveSpot(size: Size, target: Rect, preferred: Point) -> Rect {
    let corner = Point(preferred.x - size.width / 2, preferred.y - size.height / 2)
    candidates.touching(size: size, target: target, preferred: corner)
    let spots = candidates.spots
    var examined = TagDecision.Examined()
    let occupied = self.occupied
    let box =
      spots.first { occupied.isFree($0, overTitles: false, examined: &examined) }
      ?? spots.first { occupied.isFree($0, overTitles: true, examined: &examined) }
      ?? candidates.clamped(Rect(origin: corner, size: size))
    reserve(box)
    return box
  }

  /// Keeps tags off `rect` (a badge or marker drawn by an overlay).
  func reserve(_ rect: Rect) {
    placement.blockers.insert(rect)
    placement.reservedBoxes.append(rect)
  }

  /// The first free spot: on the target's box clear of titles, then away from it clear of
  /// titles with a leader clear of tags, badges and markers. `examined` is grown to hold every
  /// spot and leader box tested against the tags and reserved boxes (see
  /// `TagDecision.examined`).
  private func spot(
    size: Size, target: Rect, preferred: Point, examined: inout TagDecision.Examined
  ) -> (
    Rect, PlacedTag.Leader?
  )? {
    guard size.width <= area.width, size.height <= area.height else { return nil }
    let occupied = self.occupied
    candidates.touching(size: size, target: target, preferred: preferred)
    for frame in candidates.spots
    where occupied.isFree(frame, overTitles: false, examined: &examined) {
      examined.chosen = [examined.boxes.count - 1]
      return (frame, nil)
    }
    for distance in LabelBoard.leaderDistances {
      candidates.away(size: size, ring: target.insetBy(-distance), target: target)
      let spots = candidates.spots
      for frame in spots where occupied.isFree(frame, overTitles: false, examined: &examined) {
        let leader = LabelBoard.leader(from: frame, to: target)
        let frameIndex = examined.boxes.count - 1
        if occupied.isClearOfTags(LabelBoard.reach(of: leader), examined: &examined) {
          examined.chosen = [frameIndex, examined.boxes.count - 1]
          return (frame, leader)
        }
      }
    }
    return nil
  }

  /// What a search tests spots against, read from the board once per search: the tags and
  /// reserved boxes placed so far and the titles.
  private struct Occupied {
    let blockers: TagIndex
    let tagBoxes: TagIndex
    let titles: TagIndex

    /// Whether `frame` keeps off every tag, leader line, badge and marker; adds the box tested
    /// to `examined`.
    func isClear(_ frame: Rect, examined: inout TagDecision.Examined) -> Bool {
      let padded = frame.insetBy(-LabelBoard.gap)
      examined.append(padded)
      return !blockers.anyIntersects(padded)
    }

    /// Whether `box` (a leader line's reach) keeps off every tag and leader line; adds the box
    /// tested to `examined`, marked as tested against tags alone.
    func isClearOfTags(_ box: Rect, examined: inout TagDecision.Examined) -> Bool {
      let padded = box.insetBy(-LabelBoard.gap)
      examined.append(padded, tagsOnly: true)
      return !tagBoxes.anyIntersects(padded)
    }

    func isFree(_ frame: Rect, overTitles: Bool, examined: inout TagDecision.Examined) -> Bool {
      isClear(frame, examined: &examined) && (overTitles || !titles.anyIntersects(frame))
    }
  }

  private var occupied: Occupied {
    Occupied(blockers: placement.blockers, tagBoxes: placement.tagBoxes, titles: titles)
  }

  /// The line from the edge of `frame` facing `target` to the nearest point of `target`.
  static func leader(from frame: Rect, to target: Rect) -> PlacedTag.Leader {
    func nearest(_ p: Point, in r: Rect) -> Point {
      Point(min(max(p.x, r.minX), r.maxX), min(max(p.y, r.minY), r.maxY))
    }
    let to = nearest(frame.center, in: target)
    return PlacedTag.Leader(from: nearest(to, in: frame), to: to)
  }

  /// Draws one tag and its leader line (tags overlap nothing placed before them, so each is
  /// drawn on its own) as two stamps, the leader's and then the tag's over it; on image
  /// surfaces the tag's corner on the nearest device pixel and the leader moved by as much (a
  /// tag that moves keeps its stamp wherever its leader goes, and its text sits on whole
  /// pixels; each box holds a pixel of room either side). `context`: where, in window points;
  /// the board's own when nil.
  func draw(_ tag: Tag, on context: CairoContext? = nil) throws {
    let context = context ?? self.context
    let frame = tag.placed.frame
    let body = tag.bodyBox
    let bodyStamp = TagStamp(
      text: tag.placed.text, background: tag.background, foreground: tag.foreground,
      frame: frame.size)
    let leader = tag.placed.leader.map { leader in
      let box = LabelBoard.box(of: leader)
      func relative(_ p: Point) -> Point { Point(p.x - box.minX, p.y - box.minY) }
      return (
        box: box,
        stamp: LeaderStamp(
          color: tag.background, from: relative(leader.from), to: relative(leader.to),
          size: box.size)
      )
    }
    guard Stamps.apply(to: context) else {
      if let leader {
        try stamps.draw(leader.stamp, at: leader.box.origin, on: context, texts: texts)
      }
      return try stamps.draw(bodyStamp, at: body.origin, on: context, texts: texts)
    }
    let m = context.matrix
    if let stamped = tag.stamped, stamped.matrix == m {
      for stamp in stamped.stamps { stamp.draw(on: context) }
      return
    }
    var placed: [Stamps.Placed] = []
    if let leader {
      // Moved as the tag's stamp is snapped, so that the two meet as drawn unstamped.
      let corner = m.apply(body.origin)
      let shift = Point(
        (corner.x.rounded() - corner.x) / m.a, (corner.y.rounded() - corner.y) / m.d)
      placed.append(
        try stamps.place(
          leader.stamp, at: Point(leader.box.minX + shift.x, leader.box.minY + shift.y),
          on: context, texts: texts))
    }
    let scale = Size(width: m.a, height: m.d)
    if let kept = tag.body.image, kept.scale == scale {
      placed.append(Stamps.place(kept.image, at: body.origin, snapped: true, on: context))
    } else {
      let stamp = try stamps.place(
        bodyStamp, at: body.origin, snapped: true, on: context, texts: texts)
      tag.body.image = (scale, stamp.image)
      placed.append(stamp)
    }
    tag.stamped = (m, placed)
  }
}

extension Rect {
  func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}

/// A tag's rounded box of size `frame` (its corner a point of room in from the stamp's) and
/// its text, in window points.
private struct TagStamp: Stamp {
  var text: String
  var background: Color
  var foreground: Color
  var frame: Size

  var size: Size { Size(width: frame.width + 2, height: frame.height + 2) }

  func paint(on context: CairoContext, texts: TextLayoutCache?) throws {
    context.roundedRectangle(Rect(origin: Point(1, 1), size: frame), radius: 4)
    context.setSource(background.withAlpha(0.92))
    context.fill()
    try texts.layout(
      text, style: TextStyle(size: LabelBoard.fontSize, bold: true), width: nil, in: context
    ).draw(
      at: Point(1 + LabelBoard.paddingX, 1 + LabelBoard.paddingY), color: foreground,
      in: context)
  }
}

/// A leader line in `color` from `from` to `to` with a dot at its end, relative to the stamp's
/// top-left corner, in window points.
private struct LeaderStamp: Stamp {
  var color: Color
  var from: Point
  var to: Point
  var size: Size

  func paint(on context: CairoContext, texts: TextLayoutCache?) {
    context.moveTo(from)
    context.lineTo(to)
    context.setSource(.white.withAlpha(0.9))
    context.setStroke(width: 3)
    context.stroke()
    context.moveTo(from)
    context.lineTo(to)
    context.setSource(color)
    context.setStroke(width: 1.25)
    context.stroke()
    context.arc(center: to, radius: LabelBoard.leaderDotRadius)
    context.fill()
  }
}
