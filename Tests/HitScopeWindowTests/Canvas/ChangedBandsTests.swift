import HitScopeEngine
import HitScopeRender
import HitScopeTestSupport
import Testing

@testable import HitScopeWindow

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

/// A change the renderer knows goes as the tiles its boxes touch, joined into runs and down
/// into bands: every pixel of the boxes inside the frame, each once.
struct ChangedBandsCoveringTests {
  /// Whether each pixel of a `width` x `height` frame lies in one of `bands`, failing on a pixel
  /// in two or a band outside the frame.
  private static func coverage(_ bands: [ChangedBands.Band], width: Int, height: Int) -> [Bool] {
    var covered = [Bool](repeating: false, count: width * height)
    for band in bands {
      #expect(band.width > 0 && band.height > 0, "\(band) is empty")
      #expect(
        band.x >= 0 && band.y >= 0 && band.x + band.width <= width
          && band.y + band.height <= height, "\(band) reaches past the \(width)x\(height) frame")
      for y in max(0, band.y)..<min(height, band.y + band.height) {
        for x in max(0, band.x)..<min(width, band.x + band.width) {
          #expect(!covered[y * width + x], "(\(x), \(y)) is in two bands")
          covered[y * width + x] = true
        }
      }
    }
    return covered
  }

  @Test(
    "the boxes' pixels are covered, each once, within the frame",
    arguments: [
      [Rect](),
      [Rect(x: 0, y: 0, width: 1, height: 1)],
      [Rect(x: 3.5, y: 7.25, width: 40, height: 2)],
      [Rect(x: -20, y: -20, width: 30, height: 500)],
      [Rect(x: 90, y: 70, width: 50, height: 50)],
      [Rect(x: 10, y: 10, width: 30, height: 30), Rect(x: 20, y: 20, width: 30, height: 30)],
      [Rect(x: 0, y: 0, width: 100, height: 4), Rect(x: 0, y: 76, width: 100, height: 4)],
      [Rect(x: 5, y: 5, width: 0, height: 30), Rect(x: 300, y: 5, width: 10, height: 10)],
    ])
  func boxesAreCovered(_ boxes: [Rect]) {
    let (width, height) = (100, 80)
    let bands = ChangedBands.covering(boxes, width: width, height: height)
    let covered = Self.coverage(bands, width: width, height: height)
    let boxPixels = pixelMask(covering: boxes, width: width, height: height)
    for i in boxPixels.indices where boxPixels[i] {
      #expect(covered[i], "(\(i % width), \(i / width)) of a box is not covered")
    }
    // Nothing farther than a tile from a box is sent.
    let side = Double(ChangedBands.tileSide)
    let reach = boxes.filter { !$0.isEmpty }.map {
      Rect(
        x: $0.minX - side, y: $0.minY - side, width: $0.width + 2 * side,
        height: $0.height + 2 * side)
    }
    for y in 0..<height {
      for x in 0..<width where covered[y * width + x] {
        let pixel = Point(Double(x), Double(y))
        #expect(reach.contains { $0.contains(pixel) }, "\(pixel) is sent, far from every box")
      }
    }
  }

  @Test("tiles of the same columns join down into one band")
  func runsJoinDown() {
    let bands = ChangedBands.covering(
      [Rect(x: 0, y: 0, width: 20, height: 60)], width: 100, height: 80)
    #expect(bands == [ChangedBands.Band(x: 0, y: 0, width: 32, height: 64)])
  }

  @Test("a frame edge cuts the last tiles short")
  func edgeTiles() {
    let bands = ChangedBands.covering(
      [Rect(x: 95, y: 75, width: 10, height: 10)], width: 100, height: 80)
    #expect(bands == [ChangedBands.Band(x: 80, y: 64, width: 20, height: 16)])
  }
}
