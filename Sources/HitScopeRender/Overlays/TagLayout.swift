import HitScopeEngine

/// A name tag an overlay asks for. Window points.
struct TagRequest: Hashable {
  var text: String
  var owner: PlacedTag.Owner
  /// The overlay asking; nil for the hovered view's tag.
  var overlay: Overlay?
  /// The owner's box on the canvas: the tag touches it, or a leader line joins the two.
  var target: Rect
  /// Where the tag's top-left corner goes when that spot is free.
  var preferred: Point
  var color: Color
}

/// Where one frame's name tags, badges and markers go, worked out from the frame before anything
/// is drawn: every rule of tag placement is here. Window points, inside `area` (the canvas).
///
/// What goes first:
/// 1. What does not depend on the click (`Fixed`), against the views' titles alone: the
///    overlays' markers (`OverlayDrawing.fixedMarkers`: the audit's squares), each at the free
///    spot nearest where it asks, then their tags (`OverlayDrawing.fixedTags`), in the order
///    asked. A frame takes it from the frame before while its inputs are equal (`kept`).
/// 2. The click's part (`Click`), per frame: its boxes (the click's marker, the probes'
///    markers) are reserved; its badges (the chain's) each take the free spot nearest where they
///    ask; each marker of step 1 keeps its spot while it is clear, else searches again; the
///    click's own tags (the trace's, failing probes') are searched in the order asked. Then each
///    tag of step 1 keeps its spot while that spot and its leader line are still clear, else
///    searches again; one left out in step 1 stays out.
/// 3. The hovered view's tag, per frame, after every other; never counted in `hidden`.
///
/// What a tag keeps clear of, and when one is left out: an owner gets one tag per overlay and
/// one per text (a later request repeating either is dropped). A search tries the spots touching
/// the tag's target, nearest the preferred corner first, and takes the first clear of every tag,
/// leader line, badge and marker placed before it (by `gap`) and of the titles; else the first
/// spot `leaderDistances` away, clear likewise, whose leader line keeps off every tag and leader
/// line; else the tag is left out and counted in `hidden`. So no tag covers another tag or a
/// view's text and no leader line crosses a tag. A fresh frame runs the same steps as one made
/// from the frame before, so the two place alike.
struct TagLayout {
  static let textStyle = TextStyle(size: 11, bold: true)
  static let paddingX = 5.0
  static let paddingY = 2.0
  static let maximumCharacters = 40
  /// Room kept between a tag and what it keeps off, in points.
  static let gap = 1.0
  /// How far from its owner's box a tag may move (with a leader line), in points, nearest first.
  static let leaderDistances = [10.0, 24.0, 44.0]
  /// Spots tried along each side of an owner's box.
  static let perSide = 6

  /// A badge or marker an overlay draws over the tags: a box of `size` touching `target`, at the
  /// free spot nearest one centred on `preferred`; `overlay` and `number` say which.
  struct Marker: Hashable {
    var overlay: Overlay
    var number: Int
    var size: Size
    var target: Rect
    var preferred: Point
  }

  /// What a click adds, in the order placed (step 2).
  struct Click {
    var boxes: [Rect] = []
    var markers: [Marker] = []
    var tags: [TagRequest] = []
  }

  /// The fixed overlays' markers and tags placed against the titles alone (step 1), with what
  /// they are placed from: a value equal inputs give again.
  struct Fixed {
    struct Inputs: Equatable {
      var markers: [Marker]
      var requests: [TagRequest]
      var titles: [Rect]
      var area: Rect
      /// Output pixels per point text is measured at.
      var scale: Double
    }

    let inputs: Inputs
    /// Per marker: the box it took.
    fileprivate let markers: [Rect]
    /// Per request: its tag, or nil when it was dropped or left out.
    fileprivate let tags: [PlacedTag?]
    /// How many were left out.
    fileprivate let hidden: Int
  }

  var fixed: Fixed { kept[0] }
  /// This layout's step 1 and the latest before it with other inputs, so that an overlay turned
  /// off and on again finds its step 1.
  private let kept: [Fixed]
  /// The tags of steps 1 and 2 and how many were left out.
  let placement: TagPlacement
  /// Each of the click's markers and the box it took.
  let markers: [(marker: Marker, box: Rect)]
  /// The hovered view's tag; nil without one or when it is left out or already given.
  private(set) var hover: PlacedTag?
  /// Everything placed by step 2, for the hover's search.
  private let board: Board
  /// The tag texts measured, by text shown, at `fixed.inputs.scale`.
  private var sizes: [String: Size]

  /// Places `fixedMarkers`, `fixed`, `click` and `hover` over `area` keeping off `titles` (boxes
  /// of the views' text), text measured at `scale`; takes step 1 and measured sizes from
  /// `previous` where they hold.
  init(
    fixedMarkers: [Marker] = [], fixed requests: [TagRequest], click: Click, hover: TagRequest?,
    titles: [Rect], area: Rect, scale: Double, previous: TagLayout?
  ) {
    let inputs = Fixed.Inputs(
      markers: fixedMarkers, requests: requests, titles: titles, area: area, scale: scale)
    var measure = Measure(
      scale: scale, known: previous?.fixed.inputs.scale == scale ? previous?.sizes ?? [:] : [:])
    var titleIndex = TagIndex(area: area)
    for title in titles { titleIndex.insert(title) }
    let earlier = previous?.kept ?? []
    let found = earlier.firstIndex { $0.inputs == inputs }
    let fixed: Fixed
    if let found {
      fixed = earlier[found]
    } else {
      var board = Board(area: area, titles: titleIndex)
      let boxes = fixedMarkers.map { board.reserve($0) }
      let tags = requests.map { board.add($0, size: measure.size(of: $0.text)) }
      fixed = Fixed(inputs: inputs, markers: boxes, tags: tags, hidden: board.hidden)
    }
    kept = [fixed] + (found == 0 ? earlier.dropFirst() : earlier.prefix(1))
    var board = Board(area: area, titles: titleIndex)
    for box in click.boxes { board.reserve(box) }
    markers =
      click.markers.map { ($0, board.reserve($0)) }
      + zip(fixedMarkers, fixed.markers).map { marker, box in
        guard board.isClear(box) else { return (marker, board.reserve(marker)) }
        board.reserve(box)
        return (marker, box)
      }
    for request in click.tags { board.add(request, size: measure.size(of: request.text)) }
    board.hidden += fixed.hidden
    for (i, request) in requests.enumerated() {
      guard let tag = fixed.tags[i], board.takes(request) else { continue }
      if board.isClear(tag) {
        board.place(tag, for: request)
      } else {
        board.add(request, size: tag.frame.size)
      }
    }
    placement = TagPlacement(tags: board.tags, hidden: board.hidden)
    self.board = board
    self.hover = hover.flatMap { board.tag(for: $0, size: measure.size(of: $0.text)) }
    sizes = measure.known
  }

  /// This layout with `request` as the hovered view's tag (step 3).
  func hovering(_ request: TagRequest?) -> TagLayout {
    var layout = self
    var measure = Measure(scale: fixed.inputs.scale, known: sizes)
    layout.hover = request.flatMap { board.tag(for: $0, size: measure.size(of: $0.text)) }
    layout.sizes = measure.known
    return layout
  }

  /// The text a tag shows for `text`: cut to `maximumCharacters` with an ellipsis.
  static func shown(_ text: String) -> String {
    text.count > maximumCharacters ? String(text.prefix(maximumCharacters - 1)) + "…" : text
  }

  /// The line from the edge of `frame` facing `target` to the nearest point of `target`.
  static func leader(from frame: Rect, to target: Rect) -> PlacedTag.Leader {
    func nearest(_ p: Point, in r: Rect) -> Point {
      Point(min(max(p.x, r.minX), r.maxX), min(max(p.y, r.minY), r.maxY))
    }
    let to = nearest(frame.center, in: target)
    return PlacedTag.Leader(from: nearest(to, in: frame), to: to)
  }

  /// The pixels of `leader`'s line up to a point and a half short of its end: what a leader must
  /// find clear. Its end lies on the edge of its target, which may itself be a reserved box (a
  /// probe's marker) or carry tags inside it.
  static func reach(of leader: PlacedTag.Leader) -> Rect {
    let (a, b) = (leader.from, leader.to)
    let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    let kept = length > 0 ? max(0, length - gap - 0.5) / length : 0
    let end = Point(a.x + (b.x - a.x) * kept, a.y + (b.y - a.y) * kept)
    return Rect(spanning: a, end, outset: 1.5)
  }

  /// Tag sizes by text shown, measured on first use.
  private struct Measure {
    let scale: Double
    var known: [String: Size]
    lazy var context: CairoContext? = {
      let context = try? CairoContext(surface: CairoSurface.image(width: 1, height: 1))
      context?.scale(scale, scale)
      return context
    }()

    /// The size of a tag showing `text` (shortened as `shown` says): its text's and the padding;
    /// nil when the text cannot be laid out.
    mutating func size(of text: String) -> Size? {
      let shown = TagLayout.shown(text)
      if let size = known[shown] { return size }
      guard let context,
        let layout = try? TextLayout(
          shown, style: TagLayout.textStyle, width: nil, in: context)
      else { return nil }
      let size = Size(
        width: layout.size.width + 2 * TagLayout.paddingX,
        height: layout.size.height + 2 * TagLayout.paddingY)
      known[shown] = size
      return size
    }
  }

  /// What is placed so far and the searches over it.
  private struct Board {
    let area: Rect
    let titles: TagIndex
    /// Tags, leader lines, badges and markers: what a tag keeps off.
    var blockers: TagIndex
    /// Tags and leader lines alone: what a leader line keeps off.
    var tagBoxes: TagIndex
    var owners: Set<OwnerKey> = []
    var tags: [PlacedTag] = []
    var hidden = 0

    /// An owner with an overlay's tag or a text's.
    struct OwnerKey: Hashable {
      var owner: PlacedTag.Owner
      var overlay: Overlay?
      var text: String?
    }

    init(area: Rect, titles: TagIndex) {
      self.area = area
      self.titles = titles
      blockers = TagIndex(area: area)
      tagBoxes = TagIndex(area: area)
    }

    /// What `request`'s tag stands for: its owner with its text, and with its overlay.
    func keys(_ request: TagRequest) -> [OwnerKey] {
      [OwnerKey(owner: request.owner, text: request.text)]
        + (request.overlay.map { [OwnerKey(owner: request.owner, overlay: $0)] } ?? [])
    }

    /// Whether `request`'s owner has no tag from its overlay or with its text yet.
    func takes(_ request: TagRequest) -> Bool { owners.isDisjoint(with: keys(request)) }

    /// Searches a spot for `request`'s tag of `size` and places it; nil when the owner has its
    /// tag already, or when no spot is free or the text has no size (counted in `hidden`).
    @discardableResult
    mutating func add(_ request: TagRequest, size: Size?) -> PlacedTag? {
      guard takes(request) else { return nil }
      guard let tag = tag(for: request, size: size) else {
        hidden += 1
        return nil
      }
      place(tag, for: request)
      return tag
    }

    /// `request`'s tag of `size` at the first free spot, placing nothing; nil when the owner has
    /// its tag already, no spot is free or the text has no size.
    func tag(for request: TagRequest, size: Size?) -> PlacedTag? {
      guard takes(request), let size,
        let (frame, leader) = spot(size, request.target, request.preferred)
      else { return nil }
      return PlacedTag(
        owner: request.owner, overlay: request.overlay, text: TagLayout.shown(request.text),
        frame: frame, target: request.target, leader: leader, color: request.color)
    }

    mutating func place(_ tag: PlacedTag, for request: TagRequest) {
      owners.formUnion(keys(request))
      for box in [tag.frame] + (tag.leader.map { [$0.box] } ?? []) {
        blockers.insert(box)
        tagBoxes.insert(box)
      }
      tags.append(tag)
    }

    /// Keeps tags off `box` (a badge or marker).
    mutating func reserve(_ box: Rect) {
      blockers.insert(box)
    }

    /// Reserves the box for `marker`: the first spot touching its target, nearest its preferred
    /// centre, clear of what is placed and of the titles; else clear of what is placed; else
    /// where it asks (inside the area).
    mutating func reserve(_ marker: Marker) -> Rect {
      let corner = Point(
        marker.preferred.x - marker.size.width / 2, marker.preferred.y - marker.size.height / 2)
      let spots = touching(marker.size, marker.target, corner)
      let box =
        spots.first { isFree($0) } ?? spots.first { isClear($0) }
        ?? clamped(Rect(origin: corner, size: marker.size))
      reserve(box)
      return box
    }

    /// Whether `tag`, placed before, may keep its spot: clear of what is placed now, and its
    /// leader line of every tag and leader line.
    func isClear(_ tag: PlacedTag) -> Bool {
      isClear(tag.frame) && (tag.leader.map { isClearOfTags(TagLayout.reach(of: $0)) } ?? true)
    }

    func isClear(_ frame: Rect) -> Bool { !blockers.anyIntersects(frame.insetBy(-TagLayout.gap)) }

    func isClearOfTags(_ box: Rect) -> Bool {
      !tagBoxes.anyIntersects(box.insetBy(-TagLayout.gap))
    }

    func isFree(_ frame: Rect) -> Bool { isClear(frame) && !titles.anyIntersects(frame) }

    /// The first free spot for a tag of `size`: touching `target`, else away from it with a
    /// leader line clear of tags.
    func spot(_ size: Size, _ target: Rect, _ preferred: Point) -> (Rect, PlacedTag.Leader?)? {
      guard size.width <= area.width, size.height <= area.height else { return nil }
      // Most tags take the spot they ask for: tried before the others are listed.
      let asked = fitted([Rect(origin: preferred, size: size)], touching: true, target)
      if let frame = asked.first, isFree(frame) { return (frame, nil) }
      if let frame = touching(size, target, preferred).first(where: isFree) { return (frame, nil) }
      for distance in TagLayout.leaderDistances {
        for frame in away(size, ring: target.insetBy(-distance), target) where isFree(frame) {
          let leader = TagLayout.leader(from: frame, to: target)
          if isClearOfTags(TagLayout.reach(of: leader)) { return (frame, leader) }
        }
      }
      return nil
    }

    /// Boxes of `size` touching `target` (inside it along its edges, or just outside them): the
    /// one with its top-left corner at `preferred` first, then by that corner's distance from
    /// `preferred`, each moved inside the area, those that then no longer touch `target` left
    /// out.
    func touching(_ size: Size, _ target: Rect, _ preferred: Point) -> [Rect] {
      let sides =
        self.sides(size, around: target, target: target, inside: true)
        + self.sides(size, around: target, target: target, inside: false)
      return fitted(
        [Rect(origin: preferred, size: size)]
          + sorted(sides, by: { Point($0.minX, $0.minY) }, from: preferred), touching: true,
        target)
    }

    /// Boxes of `size` along the four sides of `ring` (a box around `target`), abutting it
    /// outside and overlapping `target`'s extent along that side, nearest `target`'s centre
    /// first, moved inside the area, those that then touch `target` left out.
    func away(_ size: Size, ring: Rect, _ target: Rect) -> [Rect] {
      let sides = self.sides(size, around: ring, target: target, inside: false)
      return fitted(sorted(sides, by: \.center, from: target.center), touching: false, target)
    }

    /// `spots` moved inside the area, those that then touch `target` as `touching` says kept.
    func fitted(_ spots: [Rect], touching: Bool, _ target: Rect) -> [Rect] {
      spots.compactMap { spot in
        let s = clamped(spot)
        let fits =
          area.contains(s)
          && (s.minX <= target.maxX && target.minX <= s.maxX && s.minY <= target.maxY
            && target.minY <= s.maxY) == touching
        return fits ? s : nil
      }
    }

    /// `spots` by the distance of each one's `point` from `origin`, equal ones in order.
    func sorted(_ spots: [Rect], by point: (Rect) -> Point, from origin: Point) -> [Rect] {
      let keyed = spots.enumerated().map { i, spot -> (key: Double, index: Int, spot: Rect) in
        let p = point(spot)
        let (dx, dy) = (p.x - origin.x, p.y - origin.y)
        return (dx * dx + dy * dy, i, spot)
      }
      return keyed.sorted { ($0.key, $0.index) < ($1.key, $1.index) }.map(\.spot)
    }

    /// `r` moved the least distance to lie inside the area (its top-left corner at the area's
    /// when it is larger).
    func clamped(_ r: Rect) -> Rect {
      Rect(
        x: min(max(r.minX, area.minX), max(area.minX, area.maxX - r.width)),
        y: min(max(r.minY, area.minY), max(area.minY, area.maxY - r.height)),
        width: r.width, height: r.height)
    }

    /// Boxes of `size` along the four sides of `ring`, abutting it outside (inside it when
    /// `inside`), each overlapping `target`'s extent along that side: top and bottom rows (at
    /// least a third of the box over the target's width), then left and right columns, each
    /// `perSide` evenly spaced.
    func sides(_ size: Size, around ring: Rect, target: Rect, inside: Bool) -> [Rect] {
      let (w, h) = (size.width, size.height)
      let (xLow, yLow) = (target.minX - w * 2 / 3, target.minY - h / 2)
      var spots: [Rect] = []
      spots.reserveCapacity(4 * TagLayout.perSide)
      func each(_ lo: Double, _ hi: Double, _ body: (Double) -> Rect) {
        let n = TagLayout.perSide - 1
        guard hi > lo else { return spots.append(body(lo)) }
        for i in 0...n { spots.append(body(lo + (hi - lo) * Double(i) / Double(n))) }
      }
      for y in inside ? [ring.minY, ring.maxY - h] : [ring.minY - h, ring.maxY] {
        each(xLow, max(xLow, target.maxX - w / 3)) { Rect(x: $0, y: y, width: w, height: h) }
      }
      for x in inside ? [ring.minX, ring.maxX - w] : [ring.minX - w, ring.maxX] {
        each(yLow, max(yLow, target.maxY - h / 2)) { Rect(x: x, y: $0, width: w, height: h) }
      }
      return spots
    }
  }
}
