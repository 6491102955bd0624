import HitScopeEngine

/// The candidate spots of tag searches (see `TagSpots`), kept from frame to frame with a
/// renderer's replayed tags (see `KeptTagDecisions`): a search asked again for the same size,
/// target and preferred corner over the same area tries the same spots in the same order, and
/// a crowded frame searches again for a hundred tags on every click. The spots along each ring
/// are listed when a search first reaches that ring.
final class TagSpotCache {
  /// The most requests kept; past it the cache starts again, so that a renderer clicked for
  /// hours keeps no more than the spots of a few crowded frames.
  static let capacity = 8192

  /// A search's spots: those touching its target, then those along each ring around it
  /// (`LabelBoard.leaderDistances`), nil until a search reaches that ring.
  final class Spots {
    let touching: [Rect]
    fileprivate(set) var rings: [[Rect]?]

    fileprivate init(touching: [Rect], ringCount: Int) {
      self.touching = touching
      rings = Array(repeating: nil, count: ringCount)
    }
  }

  private struct Key: Hashable {
    var size: Size
    var target: Rect
    var preferred: Point
  }

  private var area: Rect?
  private var spots: [Key: Spots] = [:]

  /// The spots of a search for a tag of `size` beside `target` preferring its corner at
  /// `preferred` over `candidates.area`, listed by `candidates` when not kept.
  func spots(
    size: Size, target: Rect, preferred: Point, listingWith candidates: inout TagSpots
  ) -> Spots {
    if area != candidates.area {
      area = candidates.area
      spots.removeAll()
    }
    let key = Key(size: size, target: target, preferred: preferred)
    if let kept = spots[key] { return kept }
    if spots.count >= TagSpotCache.capacity { spots.removeAll() }
    candidates.touching(size: size, target: target, preferred: preferred)
    let made = Spots(touching: candidates.spots, ringCount: LabelBoard.leaderDistances.count)
    spots[key] = made
    return made
  }

  /// The spots of `spots`' ring `ring` for a tag of `size` beside `target`, listed by
  /// `candidates` the first time.
  func ring(
    _ ring: Int, of spots: Spots, size: Size, target: Rect,
    listingWith candidates: inout TagSpots
  ) -> [Rect] {
    if let kept = spots.rings[ring] { return kept }
    candidates.away(
      size: size, ring: target.insetBy(-LabelBoard.leaderDistances[ring]), target: target)
    spots.rings[ring] = candidates.spots
    return candidates.spots
  }
}
