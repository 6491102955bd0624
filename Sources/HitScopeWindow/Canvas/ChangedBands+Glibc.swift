import Glibc
import HitScopeEngine
import HitScopeRender

/// Where a frame differs from another of its size: rectangles of whole pixels in frame
/// coordinates (origin at the top-left corner, y down), disjoint, holding every differing pixel.
/// The window sends only these to the server, so a hover frame's upload is the few pixels the
/// hover changed: the tiles covering the change the renderer knows (`covering`), or, when it
/// knows none, the bands found by comparing the two frames (`between`).
enum ChangedBands {
  /// A rectangle of pixels: columns `x..<x + width`, rows `y..<y + height`.
  struct Band: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// Changed rows closer than this join one band: a request costs more than a few rows' bytes.
  static let mergeGap = 16
  /// Bands split into runs of changed columns, found in chunks this many pixels wide, so that a
  /// click's outline on the canvas and its lines in the panel go as two small rectangles, not as
  /// one as wide as the window.
  static let chunkWidth = 64

  /// The bands where `new` differs from `old`; the whole of `new` when their sizes differ, none
  /// when they are equal. Each band is as tight as the changes in it.
  static func between(_ old: RasterImage, _ new: RasterImage) -> [Band] {
    guard old.width == new.width, old.height == new.height else {
      return [Band(x: 0, y: 0, width: new.width, height: new.height)]
    }
    return old.pixels.withUnsafeBufferPointer { oldPixels in
      new.pixels.withUnsafeBufferPointer { newPixels in
        guard let oldBase = oldPixels.baseAddress, let newBase = newPixels.baseAddress else {
          return []
        }
        return between(
          Rows(old: oldBase, new: newBase, oldStride: old.width, newStride: new.width),
          width: new.width, height: new.height)
      }
    }
  }

  /// Tiles of this many pixels a side cover the boxes of a known change (see `covering`):
  /// small enough that a dashed outline does not send the area it surrounds, large enough that
  /// a click's few hundred boxes go as fewer requests.
  static let tileSide = 16

  /// Disjoint bands of a frame of `width` x `height` pixels holding every pixel of `boxes`
  /// (frame pixels, perhaps overlapping or reaching past the frame): the `tileSide`-pixel tiles
  /// the boxes touch, joined left to right into runs, and runs of the same columns joined down.
  /// For a change the renderer knows (`RenderedFrame.changed`), so that no pixel is compared.
  static func covering(_ boxes: [Rect], width: Int, height: Int) -> [Band] {
    let side = tileSide
    let columns = (width + side - 1) / side
    let rows = (height + side - 1) / side
    var touched = [Bool](repeating: false, count: columns * rows)
    for box in boxes where !box.isEmpty {
      let x0 = max(0, Int(box.minX.rounded(.down)) / side)
      let y0 = max(0, Int(box.minY.rounded(.down)) / side)
      let x1 = min(columns, (Int(box.maxX.rounded(.up)) + side - 1) / side)
      let y1 = min(rows, (Int(box.maxY.rounded(.up)) + side - 1) / side)
      guard x0 < x1, y0 < y1 else { continue }
      for row in y0..<y1 {
        for column in x0..<x1 { touched[row * columns + column] = true }
      }
    }
    var bands: [Band] = []
    // The runs of the row of tiles above, by their columns, as indices into `bands`.
    var above: [Range<Int>: Int] = [:]
    for row in 0..<rows {
      var here: [Range<Int>: Int] = [:]
      var column = 0
      while column < columns {
        guard touched[row * columns + column] else {
          column += 1
          continue
        }
        var end = column + 1
        while end < columns && touched[row * columns + end] { end += 1 }
        let run = column..<end
        let y = row * side
        let rowHeight = min(side, height - y)
        if let i = above[run] {
          bands[i].height += rowHeight
          here[run] = i
        } else {
          let x = column * side
          bands.append(
            Band(x: x, y: y, width: min(end * side, width) - x, height: rowHeight))
          here[run] = bands.count - 1
        }
        column = end
      }
      above = here
    }
    return bands
  }

  private static func between(_ rows: Rows, width: Int, height: Int) -> [Band] {
    rowBands(rows, width: width, height: height).flatMap { columnRuns(of: $0, rows) }
  }

  /// The two frames' pixels, row by row.
  private struct Rows {
    var old: UnsafePointer<UInt32>
    var new: UnsafePointer<UInt32>
    var oldStride: Int
    var newStride: Int

    /// Whether row `y` differs in columns `x..<x + width`.
    func differ(y: Int, x: Int, width: Int) -> Bool {
      memcmp(old + y * oldStride + x, new + y * newStride + x, width * MemoryLayout<UInt32>.size)
        != 0
    }

    /// The first and last differing columns of row `y` within `columns`, which must differ.
    /// Equal chunks are skipped with `memcmp`; pixels are compared one by one only in the chunk
    /// where the first (or last) difference lies.
    func changedColumns(y: Int, in columns: Range<Int>) -> Range<Int> {
      let a = old + y * oldStride
      let b = new + y * newStride
      let chunkBytes = chunkWidth * MemoryLayout<UInt32>.size
      var left = columns.lowerBound
      while left + chunkWidth <= columns.upperBound, memcmp(a + left, b + left, chunkBytes) == 0 {
        left += chunkWidth
      }
      while a[left] == b[left] { left += 1 }
      var right = columns.upperBound
      while right - chunkWidth > left,
        memcmp(a + right - chunkWidth, b + right - chunkWidth, chunkBytes) == 0
      {
        right -= chunkWidth
      }
      while a[right - 1] == b[right - 1] { right -= 1 }
      return left..<right
    }
  }

  /// Runs of changed rows, joined across gaps under `mergeGap`, each as wide as its changes.
  private static func rowBands(_ rows: Rows, width: Int, height: Int) -> [Band] {
    var bands: [Band] = []
    var open: (rows: Range<Int>, columns: Range<Int>)?
    for y in 0..<height where rows.differ(y: y, x: 0, width: width) {
      let columns = rows.changedColumns(y: y, in: 0..<width)
      if let band = open, y - band.rows.upperBound < mergeGap {
        open = (
          band.rows.lowerBound..<y + 1,
          min(
            band.columns.lowerBound, columns.lowerBound)..<max(
              band.columns.upperBound, columns.upperBound)
        )
      } else {
        if let band = open { bands.append(Band(band.rows, band.columns)) }
        open = (y..<y + 1, columns)
      }
    }
    if let band = open { bands.append(Band(band.rows, band.columns)) }
    return bands
  }

  /// `band` split into runs of `chunkWidth`-wide column chunks that changed, each shrunk to the
  /// rows and columns that changed in it; left to right.
  private static func columnRuns(of band: Band, _ rows: Rows) -> [Band] {
    let end = band.x + band.width
    let chunks = (band.width + chunkWidth - 1) / chunkWidth
    guard chunks > 1 else { return [band] }
    func columns(ofChunk c: Int) -> Range<Int> {
      band.x + c * chunkWidth..<min(end, band.x + (c + 1) * chunkWidth)
    }
    var changed = [Bool](repeating: false, count: chunks)
    var unknown = chunks
    for y in band.y..<band.y + band.height where unknown > 0 {
      for c in 0..<chunks where !changed[c] {
        let range = columns(ofChunk: c)
        if rows.differ(y: y, x: range.lowerBound, width: range.count) {
          changed[c] = true
          unknown -= 1
        }
      }
    }
    var runs: [Band] = []
    var c = 0
    while c < chunks {
      guard changed[c] else {
        c += 1
        continue
      }
      var last = c
      while last + 1 < chunks && changed[last + 1] { last += 1 }
      let run = columns(ofChunk: c).lowerBound..<columns(ofChunk: last).upperBound
      var top: Int?
      var bottom = 0
      var left = run.upperBound
      var right = run.lowerBound
      for y in band.y..<band.y + band.height
      where rows.differ(y: y, x: run.lowerBound, width: run.count) {
        let changedHere = rows.changedColumns(y: y, in: run)
        top = top ?? y
        bottom = y + 1
        left = min(left, changedHere.lowerBound)
        right = max(right, changedHere.upperBound)
      }
      if let top { runs.append(Band(top..<bottom, left..<right)) }
      c = last + 1
    }
    return runs
  }
}

extension ChangedBands.Band {
  init(_ rows: Range<Int>, _ columns: Range<Int>) {
    self.init(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
  }
}
