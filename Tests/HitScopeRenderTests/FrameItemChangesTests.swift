import HitScopeEngine
import Testing

@testable import HitScopeRender

/// Where two lists of drawn items differ: the boxes of those that went and of those that came,
/// whatever order the rest keep.
@Suite
struct FrameItemChangesTests {
  /// A click marker at (k, k) with one box of its own.
  static func record(_ k: Int) -> FrameItem.Record {
    let p = Double(k)
    return FrameItem.Record(
      identity: .clickMarker(Point(p, p)), boxes: [Rect(x: 10 * p, y: 0, width: 8, height: 8)])
  }

  static func boxes(_ ks: [Int]) -> Set<Rect> { Set(ks.flatMap { record($0).boxes }) }

  /// Before, after, and which went or came.
  static let cases: [([Int], [Int], [Int])] = [
    ([0, 1, 2, 3], [0, 1, 2, 3], []),
    ([], [], []),
    ([0, 1, 2, 3], [0, 1, 3], [2]),
    ([0, 1, 3], [0, 1, 2, 3], [2]),
    ([0, 1, 2, 3], [3, 2, 1, 0], []),
    ([0, 1, 2, 3], [0, 2, 1, 3], []),
    ([0, 1, 2], [4, 5], [0, 1, 2, 4, 5]),
    ([0, 1, 2, 3, 4], [0, 9, 2, 3, 8], [1, 4, 9, 8]),
    ([], [0, 1], [0, 1]),
    ([0, 1], [], [0, 1]),
    ([5, 0, 1, 2], [0, 1, 2, 5], []),
  ]

  @Test(arguments: cases)
  func changesAreTheBoxesOfWhatWentAndCame(before: [Int], after: [Int], changed: [Int]) {
    let found = FrameItem.changes(from: before.map(Self.record), to: after.map(Self.record))
    #expect(Set(found) == Self.boxes(changed))
    #expect(found.count == changed.count)
  }
}
