import HitScopeEngine

/// Recovers a transformed UIKit view's own frame from the axis-aligned box the dump prints.
enum TransformSolver {
  struct Solution {
    /// Centred on the printed box, in the superview's bounds space.
    var frame: Rect
    /// The transform's linear part; its translation is already in the box's centre.
    var transform: AffineTransform
    /// True when the size could not be solved (the view was taken as square).
    var isSingular: Bool
  }

  /// With the printed box `W x H` and the transform's `[a, b, c, d]`, the size `(w, h)` solves
  /// `|a| w + |c| h = W`, `|b| w + |d| h = H`; a singular system (a 45-degree rotation) is
  /// solved with `w = h`. Negative solutions (from 6-digit rounding) become 0.
  static func solve(box: Rect, a: Double, b: Double, c: Double, d: Double) -> Solution {
    let (aa, bb, cc, dd) = (abs(a), abs(b), abs(c), abs(d))
    let det = aa * dd - cc * bb
    let scale = max(aa * dd, cc * bb)
    var w: Double
    var h: Double
    var singular = false
    if scale == 0 || abs(det) <= 1e-6 * scale {
      let sum = aa + bb + cc + dd
      let side = sum > 0 ? (box.width + box.height) / sum : 0
      (w, h) = (side, side)
      singular = true
    } else {
      w = (box.width * dd - box.height * cc) / det
      h = (box.height * aa - box.width * bb) / det
    }
    w = significant(max(0, w))
    h = significant(max(0, h))
    let centre = Point(box.midX, box.midY)
    return Solution(
      frame: Rect(
        x: significant(centre.x - w / 2), y: significant(centre.y - h / 2), width: w, height: h),
      transform: AffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0), isSingular: singular)
  }

  /// `x` to 7 significant digits: one more than the dump prints, so solving adds no digits the
  /// dump never had (and the written scene stays short).
  static func significant(_ x: Double) -> Double {
    guard x != 0, x.isFinite, abs(x) < 1e15, abs(x) > 1e-15 else { return x }
    var exponent = 0
    var v = abs(x)
    while v >= 10 {
      v /= 10
      exponent += 1
    }
    while v < 1 {
      v *= 10
      exponent -= 1
    }
    // n / 10^k with an exact power of ten is the double nearest the decimal n * 10^-k.
    let k = 6 - exponent
    var power = 1.0
    for _ in 0..<abs(k) { power *= 10 }
    return k >= 0 ? (x * power).rounded() / power : (x / power).rounded() * power
  }
}
