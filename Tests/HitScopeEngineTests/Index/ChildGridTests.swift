import Testing

@testable import HitScopeEngine

/// The child grid must list, for any point, exactly the children whose window-space boxes
/// contain it (edges included), front to back, and stay linear in size however the boxes overlap.
@Suite("Child grid")
struct ChildGridTests {
  /// Layouts of sibling boxes (window points); nil is a child that can never be hit.
  enum Layout: String, CaseIterable {
    case lattice, stacked, backdropUnderTiles, someNeverHit, zeroSized

    var boxes: [Rect?] {
      switch self {
      case .lattice:
        (0..<100).map {
          Rect(x: Double($0 % 10) * 10, y: Double($0 / 10) * 10, width: 8, height: 8)
        }
      case .stacked:
        Array(repeating: Rect(x: 5, y: 5, width: 20, height: 10), count: 50)
      case .backdropUnderTiles:
        [Rect(x: 0, y: 0, width: 100, height: 100)]
          + (0..<40).map { Rect(x: Double($0) * 2.5, y: 50, width: 2, height: 2) }
      case .someNeverHit:
        (0..<30).map { $0 % 3 == 0 ? nil : Rect(x: Double($0), y: 0, width: 3, height: 3) }
      case .zeroSized:
        (0..<20).map { Rect(x: Double($0), y: Double($0), width: 0, height: 0) }
      }
    }
  }

  @Test(
    "candidates are exactly the boxes containing the point, front to back",
    arguments: Layout.allCases)
  func candidatesMatchAScan(layout: Layout) {
    let boxes = layout.boxes
    let name = layout.rawValue
    let children = Array(boxes.indices)
    let grid = ChildGrid(children: children, boxes: boxes)
    var points: [Point] = []
    for y in stride(from: -2.0, through: 102, by: 2.5) {
      for x in stride(from: -2.0, through: 102, by: 2.5) { points.append(Point(x, y)) }
    }
    for box in boxes.compactMap({ $0 }) {
      points += [Point(box.minX, box.minY), Point(box.maxX, box.maxY), box.center]
    }
    for p in points {
      let expected = children.reversed().filter {
        boxes[$0].map { HitIndex.closedContains($0, p) } ?? false
      }
      let listed = grid.candidates(at: p).map(Int.init).filter {
        boxes[$0].map { HitIndex.closedContains($0, p) } ?? false
      }
      #expect(listed == expected, "\(name): at \(p)")
    }
  }

  /// Finding the grid's side by filling cells cost children x cells when siblings overlap: 100,000
  /// stacked siblings took hours in a debug build, and 200,000 took 150 s to load in release.
  @Test(
    "100,000 siblings stacked on one box build a grid with one entry each",
    .timeLimit(.minutes(10)))
  func stackedSiblingsStayLinear() {
    let count = 100_000
    let boxes: [Rect?] = Array(repeating: Rect(x: 10, y: 10, width: 20, height: 20), count: count)
    let grid = ChildGrid(children: Array(0..<count), boxes: boxes)
    #expect(grid.entries.count <= ChildGrid.entriesPerChild * count)
    #expect(grid.candidates(at: Point(15, 15)).first == Int32(count - 1))
    #expect(grid.candidates(at: Point(50, 50)).isEmpty)
  }
}
