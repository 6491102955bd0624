import HitScopeEngine

/// The name tags an earlier frame placed for its fixed overlays (outsets, regions, map,
/// gestures), kept so that the next frame over the same scene, area and scale places them
/// again without searching for every spot: on a new click only the few tags near what the
/// click moved (badges, markers, the trace's tags) search again. The scene (its titles), the
/// area and the scale (text sizes) must stay; the overlays need not, as every request is
/// compared.
///
/// Replaying gives exactly the placement a fresh search gives. A search's outcome depends on
/// the request, the titles and the tags and boxes placed before it, and it reads those only
/// inside the candidate spots it examined: it takes the first spot clear of them (in a fixed
/// order, titles telling some spots apart), so it lands where it landed for the same request
/// in the same order as long as the spot (and leader line) it took is still clear and every spot it tested
/// before stays blocked. A box placed since can only block: it matters only where it reaches
/// the spot taken. A box gone since can only unblock: it matters only where it reaches
/// another examined spot that nothing on the board blocks now. Both are tracked from the run's start (the boxes in one placement's
/// occupancy and not the other's) and then from every tag whose outcome differs (its new place
/// added, its old place gone); the box holding all examined spots is checked first, as most
/// searches are far from any change.
final class KeptTagDecisions {
  /// What the board held (tag frames and reserved boxes, window points) when the run began.
  var start: Set<Rect> = []
  var decisions: [TagDecision] = []
  /// How many of the last run's decisions were the earlier run's, without a search.
  var reused = 0
}

/// One request for a tag during a kept run, and what came of it.
struct TagDecision {
  var request: TagRequest
  /// What the search read of the board: every candidate spot and leader line box it tested
  /// against placed tags, leader lines and reserved boxes, each grown by the gap it keeps
  /// (window points).
  var examined: Examined
  var outcome: Outcome

  /// Boxes a search tested, in order, the box holding them all (nil when there are none) and
  /// which of them the tag took (its spot, and its leader line's box when it has one; empty
  /// when none).
  struct Examined {
    var boxes: [Rect] = []
    var bounds: Rect? = nil
    var chosen: [Int] = []
    /// The boxes tested against tags and leader lines alone (leader lines' reaches), not
    /// against badges and markers.
    var tagsOnly: [Int] = []

    /// `tagsOnly`: whether `box` was tested against tags and leader lines alone.
    mutating func append(_ box: Rect, tagsOnly: Bool = false) {
      if tagsOnly { self.tagsOnly.append(boxes.count) }
      boxes.append(box)
      bounds = bounds.map { $0.union(box) } ?? box
    }
  }

  enum Outcome {
    /// The owner already had a tag from this overlay or with this text.
    case skipped
    /// No readable spot was free.
    case hidden
    case placed(LabelBoard.Tag)

    /// What the placed tag blocks (see `LabelBoard.Tag.blocking`); empty when none.
    var blocking: [Rect] {
      if case .placed(let tag) = self { return tag.blocking }
      return []
    }
  }
}

/// Everything `LabelBoard.add` is asked, but the board's state.
struct TagRequest: Equatable {
  var text: String
  var owner: PlacedTag.Owner
  var overlay: Overlay?
  var target: Rect
  var preferred: Point
  var background: Color
  var foreground: Color
}

/// A kept run being replayed and recorded by a `LabelBoard`.
struct TagReplay {
  /// The earlier run's decisions, or nil once this run asked something else at some step (its
  /// later decisions then say nothing of this run's).
  private var earlier: [TagDecision]?
  private var next = 0
  /// Boxes this run's occupancy may hold and the earlier run's did not at the same step, and
  /// the other way round.
  private var added: TagIndex
  private var gone: TagIndex
  /// The boxes in `gone`, in the order inserted.
  private var goneBoxes: [Rect] = []
  private(set) var decisions: [TagDecision] = []
  /// How many decisions `reusable` handed back.
  private(set) var reused = 0
  /// The tag the earlier run placed at the step `reusable` last looked at, for the same
  /// request; nil when it placed none or was asked something else.
  private(set) var earlierTag: LabelBoard.Tag?
  let start: Set<Rect>

  /// Begins replaying `kept` over a board holding `occupied` in `area`.
  init(_ kept: KeptTagDecisions, occupied: Set<Rect>, area: Rect) {
    start = occupied
    added = TagIndex(area: area)
    gone = TagIndex(area: area)
    for box in occupied.subtracting(kept.start) { added.insert(box) }
    for box in kept.start.subtracting(occupied) { insertGone(box) }
    earlier = kept.decisions
    decisions.reserveCapacity(kept.decisions.count)
  }

  /// The earlier run's decision at this step, when it answered the same request, no box added
  /// since reaches the spot it took, and every other spot it examined that a box gone since
  /// reaches is blocked on the board now (such a spot was either blocked then, or free but
  /// over a title and not taken: either way the search passes it again); advances to the next
  /// step.
  /// `isBlocked` tells whether a box (an examined one) meets a tag or reserved box on the board
  /// now, or a tag alone when its second argument is true (see `Examined.tagsOnly`).
  mutating func reusable(
    for request: TagRequest, isBlocked: (Rect, Bool) -> Bool
  ) -> TagDecision? {
    defer { next += 1 }
    earlierTag = nil
    guard let earlier, next < earlier.count, earlier[next].request == request else {
      self.earlier = nil
      return nil
    }
    let decision = earlier[next]
    if case .placed(let tag) = decision.outcome { earlierTag = tag }
    if case .skipped = decision.outcome { return nil }
    let examined = decision.examined
    if let bounds = examined.bounds {
      if added.anyIntersects(bounds),
        examined.chosen.contains(where: { added.anyIntersects(examined.boxes[$0]) })
      {
        return nil
      }
      // The few gone boxes near the search, tested against each spot it examined; the index is
      // asked first without listing them, as most searches lie far from every change.
      if gone.anyIntersects(bounds),
        case let nearby = gone.intersecting([bounds]).map({ goneBoxes[$0] }),
        examined.boxes.indices.contains(where: { i in
          let box = examined.boxes[i]
          return !examined.chosen.contains(i) && nearby.contains { TagIndex.overlaps($0, box) }
            && !isBlocked(box, examined.tagsOnly.contains(i))
        })
      {
        return nil
      }
    }
    reused += 1
    return decision
  }

  /// Records this step's decision, noting where it placed differently from the earlier run.
  mutating func record(_ decision: TagDecision) {
    decisions.append(decision)
    guard let earlier else { return }
    let before = earlier[next - 1].outcome.blocking
    let now = decision.outcome.blocking
    guard before != now else { return }
    for box in before { insertGone(box) }
    for box in now { added.insert(box) }
  }

  private mutating func insertGone(_ box: Rect) {
    gone.insert(box)
    goneBoxes.append(box)
  }
}
