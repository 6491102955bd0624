import Foundation
import HitScopeRender

/// Where a frame differs from the frame shown before it: rectangles of whole pixels in frame
/// coordinates (origin at the top-left corner, y down), top to bottom and disjoint. Sending only
/// these to the server keeps a hover frame's upload to the few rows the hover changed.
enum ChangedBands {
  /// A rectangle of pixels: columns `x..<x + width`, rows `y..<y + height`.
  struct Band: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// Changed rows closer than this join one band: a request costs more than a few rows' bytes.
  static let mergeGap = 16

  /// The bands where `new` differs from `old`; the whole of `new` when their sizes differ, none
  /// when they are equal.
  static func between(_ old: RasterImage, _ new: RasterImage) -> [Band] {
    guard old.width == new.width, old.height == new.height else {
      return [Band(x: 0, y: 0, width: new.width, height: new.height)]
    }
    let width = new.width
    var bands: [Band] = []
    // Rows top (inclusive) to bottom (exclusive), columns left to right (exclusive).
    var open: (top: Int, bottom: Int, left: Int, right: Int)?
    old.pixels.withUnsafeBufferPointer { oldPixels in
      new.pixels.withUnsafeBufferPointer { newPixels in
        guard let oldBase = oldPixels.baseAddress, let newBase = newPixels.baseAddress else {
          return
        }
        for y in 0..<new.height {
          let a = oldBase + y * old.stride
          let b = newBase + y * new.stride
          if memcmp(a, b, width * MemoryLayout<UInt32>.size) == 0 { continue }
          var left = 0
          while a[left] == b[left] { left += 1 }
          var right = width
          while a[right - 1] == b[right - 1] { right -= 1 }
          if let band = open, y - band.bottom < mergeGap {
            open = (band.top, y + 1, min(band.left, left), max(band.right, right))
          } else {
            if let band = open { bands.append(Self.band(band)) }
            open = (y, y + 1, left, right)
          }
        }
      }
    }
    if let band = open { bands.append(Self.band(band)) }
    return bands
  }

  private static func band(_ b: (top: Int, bottom: Int, left: Int, right: Int)) -> Band {
    Band(x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top)
  }
}
