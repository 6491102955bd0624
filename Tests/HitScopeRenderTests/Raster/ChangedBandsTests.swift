import Testing

@testable import HitScopeRender

/// Which parts of a frame are sent again: the rows and columns that differ, merged into bands.
struct ChangedBandsTests {
  /// A `width`x80 frame of one colour with `changed` pixels (x, y) set to another.
  static func frame(changing changed: [(Int, Int)] = [], width: Int = 100) -> RasterImage {
    var pixels = [UInt32](repeating: 0xFF20_4060, count: width * 80)
    for (x, y) in changed { pixels[y * width + x] = 0xFFFF_FFFF }
    return RasterImage(width: width, height: 80, pixels: pixels)
  }

  @Test(
    "changed pixels give the bands that cover them and nothing else",
    arguments: [
      ([(Int, Int)](), [ChangedBands.Band]()),
      ([(0, 0)], [ChangedBands.Band(x: 0, y: 0, width: 1, height: 1)]),
      ([(99, 79)], [ChangedBands.Band(x: 99, y: 79, width: 1, height: 1)]),
      // Rows within the merge gap join one band spanning both columns.
      ([(10, 5), (40, 12)], [ChangedBands.Band(x: 10, y: 5, width: 31, height: 8)]),
      // Rows farther apart stay separate bands.
      (
        [(10, 5), (40, 60)],
        [
          ChangedBands.Band(x: 10, y: 5, width: 1, height: 1),
          ChangedBands.Band(x: 40, y: 60, width: 1, height: 1),
        ]
      ),
      ([(0, 30), (99, 30)], [ChangedBands.Band(x: 0, y: 30, width: 100, height: 1)]),
    ])
  func bands(changed: [(Int, Int)], expected: [ChangedBands.Band]) {
    #expect(ChangedBands.between(Self.frame(), Self.frame(changing: changed)) == expected)
  }

  @Test("changes far apart in the same rows go as separate runs of columns, each tight")
  func columnRuns() {
    let changed = [(5, 10), (290, 12), (150, 60), (152, 61), (20, 70), (200, 70)]
    #expect(
      ChangedBands.between(Self.frame(width: 300), Self.frame(changing: changed, width: 300)) == [
        ChangedBands.Band(x: 5, y: 10, width: 1, height: 1),
        ChangedBands.Band(x: 290, y: 12, width: 1, height: 1),
        // Rows 60 to 70 form one band; its chunk at 20 and its chunk from 148 are two runs.
        ChangedBands.Band(x: 20, y: 70, width: 1, height: 1),
        ChangedBands.Band(x: 150, y: 60, width: 51, height: 11),
      ])
  }

  @Test("a run of several chunks is shrunk to its changes in every row")
  func wideRunIsTight() {
    // Rows 5 and 6 from column 130: chunks of 64 from there; 130, 200 and 300 lie in three
    // neighbouring chunks (one run, found through equal chunks skipped in each row), 700 in a
    // chunk far to the right (another run).
    let changed = [(130, 5), (200, 5), (300, 6), (700, 6)]
    #expect(
      ChangedBands.between(Self.frame(width: 1000), Self.frame(changing: changed, width: 1000)) == [
        ChangedBands.Band(x: 130, y: 5, width: 171, height: 2),
        ChangedBands.Band(x: 700, y: 6, width: 1, height: 1),
      ])
  }

  @Test("a frame of another size is sent whole")
  func otherSize() {
    let smaller = RasterImage(
      width: 100, height: 79, pixels: [UInt32](repeating: 0xFF20_4060, count: 100 * 79))
    #expect(
      ChangedBands.between(smaller, Self.frame())
        == [ChangedBands.Band(x: 0, y: 0, width: 100, height: 80)])
  }

  @Test(
    "copying the new frame's pixels inside the bands over the old gives the new frame",
    arguments: [100, 300, 1000])
  func bandsCoverEveryChange(width: Int) {
    let changed = (0..<40).map { i in ((i * 37 * width / 100) % width, (i * 13) % 80) }
    let old = Self.frame(width: width)
    let new = Self.frame(changing: changed, width: width)
    var patched = old.pixels
    var covered = 0
    for band in ChangedBands.between(old, new) {
      covered += band.width * band.height
      for y in band.y..<band.y + band.height {
        for x in band.x..<band.x + band.width {
          patched[y * width + x] = new.pixels[y * width + x]
        }
      }
    }
    #expect(patched == new.pixels)
    #expect(covered < width * 80, "the bands leave out what did not change")
  }
}
