/// Reusable buffers for classifying runs, so that filling a map allocates nothing per row.
struct RunScratch {
  var zones: [(Int32, Int32)] = []
}

/// The band of pixel rows a classification answers for, and the allowances it uses.
struct RowBand {
  /// First row.
  var top: Int
  /// One past the last row.
  var bottom: Int
  /// Pixel rounding allowance (pixel units).
  var margin: Double
  var pixelToView: AffineTransform
}

extension RegionClassifier {
  /// Appends to `out` runs covering columns `e0..<e1`, valid for every row of `band`: `inside`
  /// and `outside` for pixels whose exact test is surely true or false, `unknown` elsewhere.
  /// `sample(component, column)` runs the exact test of one component at `(column, band.top)`.
  func classify(
    _ band: RowBand, _ e0: Int32, _ e1: Int32, into out: inout [ColumnRun],
    scratch: inout RunScratch, sample: (Int, Int32) -> Bool
  ) {
    if components.isEmpty {
      out.append(ColumnRun(lo: e0, hi: e1, state: .outside))
      return
    }
    if components.count == 1 {
      componentRuns(0, band, e0, e1, into: &out, scratch: &scratch, sample: sample)
      return
    }
    // Unions of several components (SwiftUI painted areas) are rare enough to allocate.
    var lists: [ColumnRun] = []
    var bounds: [(Int, Int)] = []
    for c in components.indices {
      let start = lists.count
      componentRuns(c, band, e0, e1, into: &lists, scratch: &scratch, sample: sample)
      bounds.append((start, lists.count))
    }
    RegionClassifier.combine(lists: bounds, in: lists, e0, e1, into: &out) { states in
      var allOut = true
      for s in states {
        if s == .inside { return .inside }
        if s != .outside { allOut = false }
      }
      return allOut ? .outside : .unknown
    }
  }

  private func componentRuns(
    _ c: Int, _ band: RowBand, _ e0: Int32, _ e1: Int32, into out: inout [ColumnRun],
    scratch: inout RunScratch, sample: (Int, Int32) -> Bool
  ) {
    switch components[c] {
    case .stroke(let boxes):
      RegionClassifier.zoneRuns(
        boxes: boxes, band, e0, e1, between: .outside, into: &out, scratch: &scratch)
    case .shape(let parts):
      if parts.primitives.count == 1 && parts.generals.isEmpty {
        RegionClassifier.primitiveRuns(
          parts.primitives[0], band, e0, e1, into: &out, scratch: &scratch)
        return
      }
      if parts.primitives.isEmpty && parts.generals.count == 1 {
        let start = out.count
        RegionClassifier.polygonRuns(parts.generals[0], band, e0, e1, into: &out, scratch: &scratch)
        for i in start..<out.count where out[i].state == .constant {
          out[i].state = sample(c, out[i].lo) ? .inside : .outside
        }
        return
      }
      var lists: [ColumnRun] = []
      var bounds: [(Int, Int)] = []
      for p in parts.primitives {
        let start = lists.count
        RegionClassifier.primitiveRuns(p, band, e0, e1, into: &lists, scratch: &scratch)
        bounds.append((start, lists.count))
      }
      for g in parts.generals {
        let start = lists.count
        RegionClassifier.polygonRuns(g, band, e0, e1, into: &lists, scratch: &scratch)
        bounds.append((start, lists.count))
      }
      let rule = parts.fillRule
      let combinedStart = out.count
      RegionClassifier.combine(lists: bounds, in: lists, e0, e1, into: &out) {
        states in
        var count = 0
        for s in states {
          switch s {
          case .unknown: return .unknown
          case .constant: return .constant
          case .inside: count += 1
          case .outside: break
          }
        }
        return rule.fills(winding: count) ? .inside : .outside
      }
      for i in combinedStart..<out.count where out[i].state == .constant {
        out[i].state = sample(c, out[i].lo) ? .inside : .outside
      }
    }
  }

  /// Sweeps `lists` (each covering `e0..<e1` in order) and appends one run per stretch where
  /// none of them changes, with the state `decide` gives the lists' states there.
  static func combine(
    lists: [(Int, Int)], in runs: [ColumnRun], _ e0: Int32, _ e1: Int32,
    into out: inout [ColumnRun], decide: ([ColumnRun.State]) -> ColumnRun.State
  ) {
    var cursor = lists.map(\.0)
    var states = [ColumnRun.State](repeating: .outside, count: lists.count)
    var x = e0
    while x < e1 {
      var end = e1
      for l in lists.indices {
        while runs[cursor[l]].hi <= x { cursor[l] += 1 }
        let r = runs[cursor[l]]
        end = min(end, r.hi)
        states[l] = r.state
      }
      let state = decide(states)
      if let last = out.last, last.hi == x, last.state == state, state != .constant {
        out[out.count - 1].hi = end
      } else {
        out.append(ColumnRun(lo: x, hi: end, state: state))
      }
      x = end
    }
  }

  /// Columns whose centre `i + 0.5` lies in `[lo, hi]`, clamped to `e0..<e1` (may be empty).
  @inline(__always)
  static func columns(_ lo: Double, _ hi: Double, _ e0: Int32, _ e1: Int32) -> (Int32, Int32) {
    guard lo <= hi else { return (e0, e0) }
    let a = max(Double(e0), min(Double(e1), (lo - 0.5).rounded(.up)))
    let b = max(Double(e0), min(Double(e1), (hi - 0.5).rounded(.down) + 1))
    return (Int32(a), max(Int32(a), Int32(b)))
  }

  static func primitiveRuns(
    _ p: Primitive, _ band: RowBand, _ e0: Int32, _ e1: Int32, into out: inout [ColumnRun],
    scratch: inout RunScratch
  ) {
    let m = band.margin
    var oLo = Double.infinity
    var oHi = -Double.infinity
    for j in band.top..<band.bottom {
      let line = RowLine(y: Double(j) + 0.5, pixelToView: band.pixelToView)
      for piece in p.outer {
        if let (a, b) = piece.clip(line) {
          oLo = min(oLo, a)
          oHi = max(oHi, b)
        }
      }
    }
    guard !oLo.isNaN, !oHi.isNaN else {
      out.append(ColumnRun(lo: e0, hi: e1, state: .unknown))
      return
    }
    let (c0, c1) = columns(oLo - m, oHi + m, e0, e1)
    if c0 >= c1 {
      out.append(ColumnRun(lo: e0, hi: e1, state: .outside))
      return
    }
    let top = RowLine(y: Double(band.top) + 0.5, pixelToView: band.pixelToView)
    let bottom = RowLine(y: Double(band.bottom) - 0.5, pixelToView: band.pixelToView)
    let zoneMark = scratch.zones.count
    for piece in p.inner {
      // Each piece is convex: inside at the top and bottom rows means inside at every row.
      guard let (a0, b0) = piece.clip(top) else { continue }
      var lo = a0
      var hi = b0
      if band.bottom - band.top > 1 {
        guard let (a1, b1) = piece.clip(bottom) else { continue }
        lo = max(lo, a1)
        hi = min(hi, b1)
      }
      guard !lo.isNaN, !hi.isNaN else { continue }
      let (i0, i1) = columns(lo + m, hi - m, c0, c1)
      if i0 < i1 { scratch.zones.append((i0, i1)) }
    }
    if c0 > e0 { out.append(ColumnRun(lo: e0, hi: c0, state: .outside)) }
    var x = c0
    if scratch.zones.count - zoneMark > 1 {
      scratch.zones[zoneMark...].sort { $0.0 < $1.0 }
    }
    for z in zoneMark..<scratch.zones.count {
      let (i0, i1) = scratch.zones[z]
      if i1 <= x { continue }
      if i0 > x { out.append(ColumnRun(lo: x, hi: i0, state: .unknown)) }
      let start = max(i0, x)
      if let last = out.last, last.hi == start, last.state == .inside {
        out[out.count - 1].hi = i1
      } else {
        out.append(ColumnRun(lo: start, hi: i1, state: .inside))
      }
      x = i1
    }
    scratch.zones.removeSubrange(zoneMark...)
    if x < c1 { out.append(ColumnRun(lo: x, hi: c1, state: .unknown)) }
    if c1 < e1 { out.append(ColumnRun(lo: c1, hi: e1, state: .outside)) }
  }

  /// Runs of a general outline (pixel-space polygon): `unknown` near its edges, `constant`
  /// between them.
  static func polygonRuns(
    _ polygon: [Point], _ band: RowBand, _ e0: Int32, _ e1: Int32, into out: inout [ColumnRun],
    scratch: inout RunScratch
  ) {
    let m = band.margin
    let yLo = Double(band.top) + 0.5 - m
    let yHi = Double(band.bottom) - 0.5 + m
    let mark = scratch.zones.count
    var a = polygon[polygon.count - 1]
    for b in polygon {
      defer { a = b }
      if max(a.y, b.y) < yLo || min(a.y, b.y) > yHi { continue }
      var x0: Double
      var x1: Double
      if a.y == b.y {
        x0 = min(a.x, b.x)
        x1 = max(a.x, b.x)
      } else {
        let t0 = max(0, min(1, (yLo - a.y) / (b.y - a.y)))
        let t1 = max(0, min(1, (yHi - a.y) / (b.y - a.y)))
        let xa = a.x + (b.x - a.x) * t0
        let xb = a.x + (b.x - a.x) * t1
        x0 = min(xa, xb)
        x1 = max(xa, xb)
      }
      if x0.isNaN || x1.isNaN {
        x0 = -Double.infinity
        x1 = Double.infinity
      }
      // An edge between two pixel centres holds no pixel but still splits the run: the
      // winding differs on its two sides.
      scratch.zones.append(columns(x0 - m, x1 + m, e0, e1))
    }
    emitZones(from: mark, e0, e1, between: .constant, into: &out, scratch: &scratch)
  }

  /// Runs of a stroke band: `unknown` over the boxes meeting the band's rows, `between` elsewhere.
  static func zoneRuns(
    boxes: [Rect], _ band: RowBand, _ e0: Int32, _ e1: Int32, between: ColumnRun.State,
    into out: inout [ColumnRun], scratch: inout RunScratch
  ) {
    let yLo = Double(band.top) + 0.5 - band.margin
    let yHi = Double(band.bottom) - 0.5 + band.margin
    let mark = scratch.zones.count
    for box in boxes where box.maxY >= yLo && box.minY <= yHi {
      let (i0, i1) = columns(box.minX - band.margin, box.maxX + band.margin, e0, e1)
      if i0 < i1 { scratch.zones.append((i0, i1)) }
    }
    emitZones(from: mark, e0, e1, between: between, into: &out, scratch: &scratch)
  }

  private static func emitZones(
    from mark: Int, _ e0: Int32, _ e1: Int32, between: ColumnRun.State,
    into out: inout [ColumnRun], scratch: inout RunScratch
  ) {
    if scratch.zones.count - mark > 1 { scratch.zones[mark...].sort { $0.0 < $1.0 } }
    var x = e0
    for z in mark..<scratch.zones.count {
      let (i0, i1) = scratch.zones[z]
      if i0 > x {
        out.append(ColumnRun(lo: x, hi: i0, state: between))
        x = i0
      }
      if i1 > x {
        if let last = out.last, last.hi == x, last.state == .unknown {
          out[out.count - 1].hi = i1
        } else {
          out.append(ColumnRun(lo: x, hi: i1, state: .unknown))
        }
        x = i1
      }
    }
    scratch.zones.removeSubrange(mark...)
    if x < e1 { out.append(ColumnRun(lo: x, hi: e1, state: between)) }
  }
}
