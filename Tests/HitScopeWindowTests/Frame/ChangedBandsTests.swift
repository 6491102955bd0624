import HitScopeRender
import Testing

@testable import HitScopeWindow

/// Which parts of a frame are sent again: the rows and columns that differ, merged into bands.
struct ChangedBandsTests {
  /// A 100x80 frame of one colour with `changed` pixels (x, y) set to another.
  static func frame(changing changed: [(Int, Int)] = []) -> RasterImage {
    var pixels = [UInt32](repeating: 0xFF20_4060, count: 100 * 80)
    for (x, y) in changed { pixels[y * 100 + x] = 0xFFFF_FFFF }
    return RasterImage(width: 100, height: 80, pixels: pixels)
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

  @Test("a frame of another size is sent whole")
  func otherSize() {
    let smaller = RasterImage(
      width: 100, height: 79, pixels: [UInt32](repeating: 0xFF20_4060, count: 100 * 79))
    #expect(
      ChangedBands.between(smaller, Self.frame())
        == [ChangedBands.Band(x: 0, y: 0, width: 100, height: 80)])
  }

  @Test("copying the old frame's pixels inside the bands gives the new frame")
  func bandsCoverEveryChange() {
    let changed = (0..<40).map { i in ((i * 37) % 100, (i * 13) % 80) }
    let old = Self.frame()
    let new = Self.frame(changing: changed)
    var patched = old.pixels
    for band in ChangedBands.between(old, new) {
      for y in band.y..<band.y + band.height {
        for x in band.x..<band.x + band.width { patched[y * 100 + x] = new.pixels[y * 100 + x] }
      }
    }
    #expect(patched == new.pixels)
  }
}
