import HitScopeEngine

/// Which pixels of a `width` x `height` frame some rectangle covers: each rectangle (frame
/// pixels, perhaps fractional or reaching past the frame) grown out to whole pixels and
/// clipped to the frame. Row by row, from the top-left.
public func pixelMask(covering rects: [Rect], width: Int, height: Int) -> [Bool] {
  var covered = [Bool](repeating: false, count: width * height)
  for rect in rects where !rect.isEmpty {
    let x0 = max(0, Int(rect.minX.rounded(.down)))
    let y0 = max(0, Int(rect.minY.rounded(.down)))
    let x1 = min(width, Int(rect.maxX.rounded(.up)))
    let y1 = min(height, Int(rect.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { continue }
    for y in y0..<y1 { for x in x0..<x1 { covered[y * width + x] = true } }
  }
  return covered
}
