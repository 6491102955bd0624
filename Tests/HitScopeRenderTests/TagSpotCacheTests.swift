import HitScopeEngine
import Testing

@testable import HitScopeRender

/// A spot cache hands back exactly the spots `TagSpots` lists for a request, listing each
/// request's touching spots once and each ring only when asked, and forgets them all when the
/// area changes.
@Suite
struct TagSpotCacheTests {
  static let area = Rect(x: 0, y: 0, width: 300, height: 200)
  static let size = Size(width: 40, height: 14)

  /// Targets inside, along the edges of and past the area.
  static let targets: [(target: Rect, preferred: Point)] = [
    (Rect(x: 100, y: 80, width: 60, height: 30), Point(100, 80)),
    (Rect(x: 0, y: 0, width: 20, height: 20), Point(-5, -5)),
    (Rect(x: 270, y: 180, width: 60, height: 40), Point(290, 190)),
    (Rect(x: 150, y: 100, width: 0, height: 0), Point(150, 100)),
  ]

  @Test(arguments: targets.indices)
  func theSpotsAreThoseTagSpotsLists(_ i: Int) {
    let (target, preferred) = Self.targets[i]
    let cache = TagSpotCache()
    var listing = TagSpots(area: Self.area)
    var fresh = TagSpots(area: Self.area)
    fresh.touching(size: Self.size, target: target, preferred: preferred)
    let spots = cache.spots(
      size: Self.size, target: target, preferred: preferred, listingWith: &listing)
    #expect(spots.touching == fresh.spots)
    for (ring, distance) in LabelBoard.leaderDistances.enumerated() {
      fresh.away(size: Self.size, ring: target.insetBy(-distance), target: target)
      #expect(
        cache.ring(ring, of: spots, size: Self.size, target: target, listingWith: &listing)
          == fresh.spots)
    }
  }

  /// The spots `cache` gives for `targets[i]`, its preferred corner moved `nudge` points right,
  /// over the area of `listing`.
  private static func spots(
    of i: Int, from cache: TagSpotCache, listingWith listing: inout TagSpots, nudge: Double = 0
  ) -> TagSpotCache.Spots {
    let (target, preferred) = targets[i]
    return cache.spots(
      size: size, target: target, preferred: Point(preferred.x + nudge, preferred.y),
      listingWith: &listing)
  }

  @Test func aRequestAskedAgainIsListedOnce() {
    let cache = TagSpotCache()
    var listing = TagSpots(area: Self.area)
    let first = Self.spots(of: 0, from: cache, listingWith: &listing)
    #expect(first.rings.allSatisfy { $0 == nil })
    _ = cache.ring(
      1, of: first, size: Self.size, target: Self.targets[0].target, listingWith: &listing)
    #expect(first.rings.map { $0 != nil } == [false, true, false])
    #expect(Self.spots(of: 0, from: cache, listingWith: &listing) === first)
    #expect(Self.spots(of: 0, from: cache, listingWith: &listing, nudge: 1) !== first)
  }

  @Test func anotherAreaStartsAfresh() {
    let (target, preferred) = Self.targets[2]
    let cache = TagSpotCache()
    var listing = TagSpots(area: Self.area)
    let first = Self.spots(of: 2, from: cache, listingWith: &listing)
    let wider = Rect(x: 0, y: 0, width: 400, height: 300)
    var widerListing = TagSpots(area: wider)
    var fresh = TagSpots(area: wider)
    fresh.touching(size: Self.size, target: target, preferred: preferred)
    let second = Self.spots(of: 2, from: cache, listingWith: &widerListing)
    #expect(second !== first)
    #expect(second.touching == fresh.spots)
    #expect(second.touching != first.touching)
  }
}
