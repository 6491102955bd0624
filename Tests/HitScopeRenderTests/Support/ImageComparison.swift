import Foundation
import HitScopeRender

/// Pixel-by-pixel comparison of two images with a per-channel tolerance.
struct ImageComparison {
  /// Pixels where some channel (straight RGBA, 0...255) differs by more than the tolerance.
  let mismatched: Int
  let total: Int
  let largestDifference: Int
  let sameSize: Bool

  init(_ expected: RasterImage, _ actual: RasterImage, tolerance: Int) {
    sameSize = expected.width == actual.width && expected.height == actual.height
    total = actual.width * actual.height
    guard sameSize else {
      mismatched = total
      largestDifference = 255
      return
    }
    var mismatched = 0
    var largest = 0
    for y in 0..<actual.height {
      for x in 0..<actual.width where expected.pixel(x: x, y: y) != actual.pixel(x: x, y: y) {
        let d = ImageComparison.difference(expected, actual, x, y)
        largest = max(largest, d)
        if d > tolerance { mismatched += 1 }
      }
    }
    self.mismatched = mismatched
    self.largestDifference = largest
  }

  static func difference(_ a: RasterImage, _ b: RasterImage, _ x: Int, _ y: Int) -> Int {
    let p = a.components(x: x, y: y)
    let q = b.components(x: x, y: y)
    return max(
      abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
      abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
  }

  /// Expected, a difference map (red where beyond tolerance, grey where within), and actual,
  /// side by side.
  static func triptych(expected: RasterImage?, actual: RasterImage, tolerance: Int) -> RasterImage {
    let w = max(expected?.width ?? 0, actual.width)
    let h = max(expected?.height ?? 0, actual.height)
    let gap = 8
    let width = 3 * w + 2 * gap
    var pixels = [UInt32](repeating: 0xFF80_8080, count: width * h)
    func blit(_ image: RasterImage, at x0: Int) {
      for y in 0..<image.height {
        for x in 0..<image.width { pixels[y * width + x0 + x] = image.pixel(x: x, y: y) }
      }
    }
    if let expected { blit(expected, at: 0) }
    blit(actual, at: 2 * (w + gap))
    for y in 0..<h {
      for x in 0..<w {
        var value: UInt32 = 0xFFFF_FFFF
        if let expected, x < expected.width, y < expected.height, x < actual.width,
          y < actual.height
        {
          let d = difference(expected, actual, x, y)
          if d > tolerance {
            value = 0xFFFF_0000
          } else if d > 0 {
            value = 0xFFC0_C0C0
          }
        } else {
          value = 0xFFFF_00FF
        }
        pixels[y * width + w + gap + x] = value
      }
    }
    return RasterImage(width: width, height: h, pixels: pixels)
  }
}
